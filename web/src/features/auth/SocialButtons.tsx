import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { FaFacebook, FaGoogle } from 'react-icons/fa6';
import { usingEmulators } from '../../lib/firebaseConfig.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { signInWithEmulatorProvider, signInWithProvider, type SocialProvider } from './actions.ts';
import { EmulatorProviderDialog, type EmulatorAccount } from './EmulatorProviderDialog.tsx';
import { authErrorMessage } from './errors.ts';

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Google and Facebook through Firebase Auth popups (the Auth emulator shows its own account chooser). */
export function SocialButtons({ mode, onSignedIn }: { mode: 'login' | 'signup'; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [choosing, setChoosing] = useState<SocialProvider | null>(null);
  async function go(provider: SocialProvider, account?: EmulatorAccount) {
    if (usingEmulators && !account) {
      setChoosing(provider);
      return;
    }
    setBusy(provider);
    try {
      const { isNewUser } = account ? await signInWithEmulatorProvider(provider, account) : await signInWithProvider(provider);
      setChoosing(null);
      const name = { provider: NAMES[provider] };
      toast.success(isNewUser || mode === 'signup' ? t('auth.social.signedUpWith', name) : t('auth.social.loggedInWith', name));
      onSignedIn();
    } catch (error) {
      toast.error(authErrorMessage(error));
    } finally {
      setBusy(null);
    }
  }
  const label = (provider: SocialProvider) =>
    mode === 'login' ? t('auth.social.continueWith', { provider: NAMES[provider] }) : t('auth.social.signUpWith', { provider: NAMES[provider] });
  return (
    <Stack gap={3}>
      {usingEmulators && <EmulatorProviderDialog provider={choosing} onClose={() => setChoosing(null)} onChoose={(p, a) => go(p, a)} />}
      <Button variant="outline" onClick={() => void go('google')} loading={busy === 'google'} disabled={busy !== null} data-testid="google-signin">
        <FaGoogle aria-hidden /> {label('google')}
      </Button>
      <Button variant="outline" onClick={() => void go('facebook')} loading={busy === 'facebook'} disabled={busy !== null}>
        <FaFacebook aria-hidden /> {label('facebook')}
      </Button>
    </Stack>
  );
}
