/**
 * Name and an optional new photo. Firebase Auth is updated first, then the
 * users document follows (POST /api/users copies name and photo from a fresh
 * token), then the session rereads the user so the header changes at once.
 */
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useSession } from '../../auth/index.ts';
import { ImageFileField } from '../components/ImageFileField.tsx';
import { errorMessage } from '../lib/errors.ts';
import { imageFileError, profileFormSchema, validatingResolver, type ProfileFormValues } from '../lib/formSchemas.ts';
import { saveProfile, type ProfileChange } from '../api/saveProfile.ts';

export function UpdateProfileModal({
  onClose,
  save = saveProfile,
}: {
  onClose: () => void;
  save?: (change: ProfileChange) => Promise<void>;
}) {
  const session = useSession();
  const [files, setFiles] = useState<FileList | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: validatingResolver(profileFormSchema),
    defaultValues: { displayName: session.user?.displayName ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    const problem = imageFileError(files, false);
    setFileError(problem);
    if (problem) return;
    try {
      await save({ displayName: values.displayName.trim(), photo: files?.[0] ?? null });
      await session.refreshClaims();
      toast.success('Your profile was updated.');
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <FormDialog title="Update Profile" submitLabel="Save" submitting={isSubmitting} onSubmit={submit} onClose={onClose}>
      <Field.Root invalid={!!errors.displayName} required>
        <Field.Label>Name</Field.Label>
        <Input autoComplete="name" {...register('displayName')} />
        <Field.ErrorText>{errors.displayName?.message}</Field.ErrorText>
      </Field.Root>
      <ImageFileField
        label="New photo (optional)"
        error={fileError}
        keepHint="Leave empty to keep your current photo."
        onChoose={(chosen) => {
          setFiles(chosen);
          setFileError(null);
        }}
      />
    </FormDialog>
  );
}
