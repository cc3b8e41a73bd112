import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FaFacebook, FaGoogle } from 'react-icons/fa6';
import { usingEmulators } from '../../lib/firebaseConfig.ts';
import { signInWithEmulatorProvider, signInWithProvider, type SocialProvider } from './actions.ts';
import { EmulatorProviderDialog, type EmulatorAccount } from './EmulatorProviderDialog.tsx';
import { authErrorMessage } from './errors.ts';

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Google and Facebook through Firebase Auth popups (the Auth emulator shows its own account chooser). */
export function SocialButtons({ mode, onSignedIn }: { mode: 'login' | 'signup'; onSignedIn: () => void }) {
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
      toast.success(isNewUser || mode === 'signup' ? `Signed up with ${NAMES[provider]}` : `Logged in with ${NAMES[provider]}`);
      onSignedIn();
    } catch (error) {
      toast.error(authErrorMessage(error));
    } finally {
      setBusy(null);
    }
  }
  const verb = mode === 'login' ? 'Continue' : 'Sign up';
  return (
    <Stack gap={3}>
      {usingEmulators && <EmulatorProviderDialog provider={choosing} onClose={() => setChoosing(null)} onChoose={(p, a) => go(p, a)} />}
      <Button variant="outline" onClick={() => void go('google')} loading={busy === 'google'} disabled={busy !== null} data-testid="google-signin">
        <FaGoogle aria-hidden /> {verb} with Google
      </Button>
      <Button variant="outline" onClick={() => void go('facebook')} loading={busy === 'facebook'} disabled={busy !== null}>
        <FaFacebook aria-hidden /> {verb} with Facebook
      </Button>
    </Stack>
  );
}
