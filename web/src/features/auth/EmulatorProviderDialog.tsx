import { Field, Input, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { SocialProvider } from './actions.ts';
import { emailRules, nameRules } from './authForms.ts';

export interface EmulatorAccount {
  email: string;
  name: string;
}

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * The account chooser used on the local emulators instead of the provider's
 * popup (which needs Google's servers). Never shown on the deployed site.
 */
export function EmulatorProviderDialog({
  provider,
  onClose,
  onChoose,
}: {
  provider: SocialProvider | null;
  onClose: () => void;
  onChoose: (provider: SocialProvider, account: EmulatorAccount) => Promise<void>;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmulatorAccount>({ defaultValues: { email: '', name: '' } });
  const name = { provider: provider ? NAMES[provider] : '' };
  return (
    <FormDialog
      open={provider !== null}
      title={t('auth.emulator.title', name)}
      submitLabel={t('auth.emulator.submit', name)}
      submitting={isSubmitting}
      // Giving up on a test sign-in is harmless: Cancel stays usable while it runs.
      cancelWhileSubmitting
      onSubmit={handleSubmit((values) => (provider ? onChoose(provider, values) : undefined))}
      onClose={onClose}
      testId="emulator-provider-dialog"
    >
      <Text fontSize="sm" color="fg.muted">
        {t('auth.emulator.explained', name)}
      </Text>
      <Field.Root required invalid={!!errors.email}>
        <Field.Label>{t('auth.emulator.email', name)}</Field.Label>
        <Input type="email" {...register('email', emailRules())} />
        <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={!!errors.name}>
        <Field.Label>{t('auth.emulator.displayName')}</Field.Label>
        <Input {...register('name', nameRules())} />
        <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
