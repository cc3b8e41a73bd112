/**
 * Name and an optional new photo. Firebase Auth is updated first, then the
 * users document follows (POST /api/users copies name and photo from a fresh
 * token), then the session rereads the user so the header changes at once.
 */
import { displayNameField } from '@campcare/domain/fields';
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { validateText } from '../../../lib/formRules.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSession } from '../../auth/index.ts';
import { ImageFileField, imageFileError } from '../../../components/ImageFileField.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { saveProfile, type ProfileChange } from '../api/saveProfile.ts';

export function UpdateProfileModal({
  onClose,
  save = saveProfile,
}: {
  onClose: () => void;
  save?: (change: ProfileChange) => Promise<void>;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [files, setFiles] = useState<FileList | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ displayName: string }>({
    defaultValues: { displayName: session.user?.displayName ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    const problem = imageFileError(files, false);
    setFileError(problem);
    if (problem) return;
    try {
      await save({ displayName: values.displayName.trim(), photo: files?.[0] ?? null });
      await session.refreshClaims();
      toast.success(t('dashboard.profile.updated'));
      onClose();
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  });

  return (
    <FormDialog title={t('dashboard.profile.update')} submitLabel={t('dashboard.profile.save')} submitting={isSubmitting} onSubmit={submit} onClose={onClose}>
      <Field.Root invalid={!!errors.displayName} required>
        <Field.Label>{t('dashboard.profile.name')}</Field.Label>
        <Input autoComplete="name" {...register('displayName', { validate: validateText(displayNameField) })} />
        <Field.ErrorText>{errors.displayName?.message}</Field.ErrorText>
      </Field.Root>
      <ImageFileField
        label={t('dashboard.profile.newPhoto')}
        error={fileError}
        keepHint={t('dashboard.profile.keepPhoto')}
        onChoose={(chosen) => {
          setFiles(chosen);
          setFileError(null);
        }}
      />
    </FormDialog>
  );
}
