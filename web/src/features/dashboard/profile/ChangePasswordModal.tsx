/** A real password change: re-authentication with the current password, then the new one (6+ characters). */
import { Field, Input } from '@chakra-ui/react';
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { auth } from '../../../lib/auth.ts';
import { authErrorMessage } from '../../auth/index.ts';
import { passwordFormSchema, validatingResolver, type PasswordFormValues } from '../lib/formSchemas.ts';

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('You are signed out. Sign in again to change your password.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
}

export function ChangePasswordModal({
  onClose,
  change = changePassword,
}: {
  onClose: () => void;
  change?: (currentPassword: string, newPassword: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({
    resolver: validatingResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await change(values.currentPassword, values.newPassword);
      toast.success('Your password was changed.');
      onClose();
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      toast.error(
        code === 'auth/invalid-credential' || code === 'auth/wrong-password'
          ? 'Your current password is incorrect.'
          : authErrorMessage(error),
      );
    }
  });

  return (
    <FormDialog title="Change Password" submitLabel="Change password" submitting={isSubmitting} onSubmit={submit} onClose={onClose}>
      <Field.Root invalid={!!errors.currentPassword} required>
        <Field.Label>Current password</Field.Label>
        <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.newPassword} required>
        <Field.Label>New password</Field.Label>
        <Input type="password" autoComplete="new-password" {...register('newPassword')} />
        <Field.ErrorText>{errors.newPassword?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.confirmPassword} required>
        <Field.Label>Repeat the new password</Field.Label>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
