import { Button, Field, HStack, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { sendPasswordReset, signInWithEmail } from './actions.ts';
import { AuthCard } from './AuthCard.tsx';
import { destinationAfterLogin, emailRules, passwordRules } from './authForms.ts';
import { authErrorMessage } from './errors.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { useSession } from './session.tsx';
import { SocialButtons } from './SocialButtons.tsx';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  usePageTitle('Log in');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const destination = destinationAfterLogin(location.state);
  const [resetting, setResetting] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' }, mode: 'onTouched' });

  const done = () => navigate(destination, { replace: true });

  // Someone already signed in (or whose sign-in just finished in another tab) goes on.
  if (session.status === 'signedIn' && !signingIn) return <Navigate to={destination} replace />;

  async function submit(values: LoginValues) {
    setSigningIn(true);
    try {
      await signInWithEmail(values.email, values.password);
      toast.success('Login successful');
      done();
    } catch (error) {
      toast.error(authErrorMessage(error));
    } finally {
      setSigningIn(false);
    }
  }

  async function forgotPassword() {
    const email = getValues('email').trim();
    const check = emailRules.validate(email);
    if (!email || check !== true) {
      setError('email', { message: 'Enter your email address above, then choose “Forgot password?” again.' });
      return;
    }
    setResetting(true);
    try {
      await sendPasswordReset(email);
      toast.success(`If an account exists for ${email}, a password reset email is on its way.`);
    } catch (error) {
      // Do not reveal whether the address has an account.
      const message = authErrorMessage(error);
      if ((error as { code?: string }).code === 'auth/user-not-found') toast.success(`If an account exists for ${email}, a password reset email is on its way.`);
      else toast.error(message);
    } finally {
      setResetting(false);
    }
  }

  return (
    <AuthCard title="Log in" subtitle="Welcome back. Log in to join camps and manage your registrations.">
      <Stack asChild gap={4}>
        <form onSubmit={handleSubmit(submit)} noValidate aria-label="Log in with email">
        <Field.Root required invalid={!!errors.email}>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" autoComplete="email" {...register('email', emailRules)} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.password}>
          <HStack justify="space-between" w="full">
            <Field.Label>
              Password <Field.RequiredIndicator />
            </Field.Label>
            <Link as="button" type="button" fontSize="sm" color="brand.fg" onClick={() => void forgotPassword()} aria-disabled={resetting}>
              {resetting ? 'Sending…' : 'Forgot password?'}
            </Link>
          </HStack>
          <PasswordInput autoComplete="current-password" {...register('password', passwordRules)} />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="Logging in…">
          Log in
        </Button>
        </form>
      </Stack>
      <HStack>
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      <SocialButtons mode="login" onSignedIn={done} />
      <Text textAlign="center" fontSize="sm">
        New to CampCare?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/signup" state={location.state}>
            Create an account
          </RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
