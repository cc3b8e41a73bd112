import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmulatorAccount>({ defaultValues: { email: '', name: '' } });
  const name = provider ? NAMES[provider] : '';
  return (
    <Dialog.Root open={provider !== null} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="emulator-provider-dialog">
            <form onSubmit={handleSubmit((values) => (provider ? onChoose(provider, values) : undefined))} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>Sign in with {name} (local emulator)</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  <Text fontSize="sm" color="fg.muted">
                    This copy of CampCare runs on the Firebase emulators without internet access, so {name} cannot be
                    reached. Enter a test {name} account: the Auth emulator signs it in as a {name} user.
                  </Text>
                  <Field.Root required invalid={!!errors.email}>
                    <Field.Label>{name} email</Field.Label>
                    <Input type="email" {...register('email', emailRules)} />
                    <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={!!errors.name}>
                    <Field.Label>Display name</Field.Label>
                    <Input {...register('name', nameRules)} />
                    <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                  Sign in with {name}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
