/** A real password change: re-authentication with the current password, then the new one (6+ characters). */
import { Field, Input } from '@chakra-ui/react';
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { PASSWORD_MIN_LENGTH } from '@campcare/domain';
import { auth } from '../../../lib/auth.ts';
import { translate, useTranslation } from '../../../lib/i18n/index.ts';
import { authErrorMessage } from '../../auth/index.ts';

interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error(translate('dashboard.password.signedOut'));
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
  const { t } = useTranslation();
  const required = t('form.required');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await change(values.currentPassword, values.newPassword);
      toast.success(t('dashboard.password.changed'));
      onClose();
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      toast.error(
        code === 'auth/invalid-credential' || code === 'auth/wrong-password'
          ? t('dashboard.password.incorrect')
          : authErrorMessage(error),
      );
    }
  });

  return (
    <FormDialog title={t('dashboard.password.title')} submitLabel={t('dashboard.password.submit')} submitting={isSubmitting} onSubmit={submit} onClose={onClose}>
      <Field.Root invalid={!!errors.currentPassword} required>
        <Field.Label>{t('dashboard.password.current')}</Field.Label>
        <Input type="password" autoComplete="current-password" {...register('currentPassword', { required })} />
        <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.newPassword} required>
        <Field.Label>{t('dashboard.password.new')}</Field.Label>
        <Input
          type="password"
          autoComplete="new-password"
          {...register('newPassword', {
            required,
            minLength: { value: PASSWORD_MIN_LENGTH, message: t('dashboard.password.tooShort', { min: PASSWORD_MIN_LENGTH }) },
          })}
        />
        <Field.ErrorText>{errors.newPassword?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.confirmPassword} required>
        <Field.Label>{t('dashboard.password.repeat')}</Field.Label>
        <Input
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword', {
            required,
            validate: (value, values) => value === values.newPassword || t('dashboard.password.mismatch'),
          })}
        />
        <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
