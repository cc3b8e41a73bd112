import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FaFacebook, FaGoogle } from 'react-icons/fa6';
import { signInWithProvider, type SocialProvider } from './actions.ts';
import { authErrorMessage } from './errors.ts';

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Google and Facebook through Firebase Auth popups (the Auth emulator shows its own account chooser). */
export function SocialButtons({ mode, onSignedIn }: { mode: 'login' | 'signup'; onSignedIn: () => void }) {
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  async function go(provider: SocialProvider) {
    setBusy(provider);
    try {
      const { isNewUser } = await signInWithProvider(provider);
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
      <Button variant="outline" onClick={() => void go('google')} loading={busy === 'google'} disabled={busy !== null} data-testid="google-signin">
        <FaGoogle aria-hidden /> {verb} with Google
      </Button>
      <Button variant="outline" onClick={() => void go('facebook')} loading={busy === 'facebook'} disabled={busy !== null}>
        <FaFacebook aria-hidden /> {verb} with Facebook
      </Button>
    </Stack>
  );
}
