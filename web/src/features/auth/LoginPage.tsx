import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast.ts';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { sendPasswordReset, signInWithEmail } from './actions.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthAlternatives, AuthField } from './AuthFormParts.tsx';
import { destinationAfterLogin, emailRules, passwordRules } from './authForms.ts';
import { authErrorMessage } from './errors.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { useSession } from './session.tsx';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.logIn.title'));
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // After a role change the page they were on may be one the new role cannot open: start from the dashboard's
  // home. Remembered for the whole visit, as the reason is cleared once the new sign-in starts.
  const roleChanged = useRef(false);
  if (session.signedOutReason === 'role-changed') roleChanged.current = true;
  const destination = roleChanged.current ? '/dashboard' : destinationAfterLogin(location.state);
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

  // Signing in here needs the session watching the Auth SDK already.
  const startSession = session.start;
  useEffect(() => startSession(), [startSession]);

  // Someone already signed in (or whose sign-in just finished in another tab) goes on.
  if (session.status === 'signedIn' && !signingIn) return <Navigate to={destination} replace />;

  async function submit(values: LoginValues) {
    setSigningIn(true);
    try {
      await signInWithEmail(values.email, values.password);
      toast.success(t('auth.logIn.success'));
      done();
    } catch (error) {
      toast.error(authErrorMessage(error));
    } finally {
      setSigningIn(false);
    }
  }

  async function forgotPassword() {
    const email = getValues('email').trim();
    const check = emailRules().validate(email);
    if (!email || check !== true) {
      setError('email', { message: t('auth.logIn.resetNeedsEmail') });
      return;
    }
    setResetting(true);
    try {
      await sendPasswordReset(email);
      toast.success(t('auth.logIn.resetSent', { email }));
    } catch (error) {
      // Do not reveal whether the address has an account.
      const message = authErrorMessage(error);
      if ((error as { code?: string }).code === 'auth/user-not-found') toast.success(t('auth.logIn.resetSent', { email }));
      else toast.error(message);
    } finally {
      setResetting(false);
    }
  }

  return (
    <AuthCard title={t('auth.logIn.title')} subtitle={t('auth.logIn.subtitle')}>
      <Stack asChild gap={4}>
        <form onSubmit={handleSubmit(submit)} noValidate aria-label={t('auth.logIn.form')}>
        {session.signedOutReason === 'role-changed' && (
          <Text role="status" data-testid="role-changed-notice" color="fg.warning" fontWeight="medium">
            {t('auth.roleChanged')}
          </Text>
        )}
        <AuthField label={t('auth.email')} required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email', emailRules())} />
        </AuthField>
        <AuthField
          label={t('auth.password')}
          required
          error={errors.password?.message}
          labelAside={
            <Link as="button" type="button" fontSize="sm" color="brand.fg" onClick={() => void forgotPassword()} aria-disabled={resetting}>
              {resetting ? t('auth.logIn.sending') : t('auth.logIn.forgotPassword')}
            </Link>
          }
        >
          <PasswordInput autoComplete="current-password" {...register('password', passwordRules())} />
        </AuthField>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={t('auth.logIn.submitting')}>
          {t('auth.logIn.submit')}
        </Button>
        </form>
      </Stack>
      <AuthAlternatives mode="login" onSignedIn={done} switchPrompt={t('auth.logIn.newHere')} switchTo="/signup" switchLabel={t('auth.logIn.createAccount')} />
    </AuthCard>
  );
}
