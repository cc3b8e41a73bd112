import { Box, Button, HStack, Image, Input, Stack } from '@chakra-ui/react';
import { PASSWORD_MIN_LENGTH } from '@campcare/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast.ts';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { PROFILE_PICTURE_SIDE } from '../../lib/downscaleImage.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { signUpWithEmail } from './actions.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthAlternatives, AuthField } from './AuthFormParts.tsx';
import { destinationAfterLogin, emailRules, IMAGE_ACCEPT, nameRules, passwordRules, validateImage } from './authForms.ts';
import { authErrorMessage } from './errors.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { useSession } from './session.tsx';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  image: FileList | null;
}

export function SignUpPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signUp.pageTitle'));
  const session = useSession();

  // Signing in here needs the session watching the Auth SDK already.
  const startSession = session.start;
  useEffect(() => startSession(), [startSession]);
  const location = useLocation();
  const navigate = useNavigate();
  const destination = destinationAfterLogin(location.state);
  const [working, setWorking] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ defaultValues: { name: '', email: '', password: '', image: null }, mode: 'onTouched' });

  const image = watch('image');
  useEffect(() => {
    const file = image?.[0];
    if (!file || validateImage(image) !== true) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  if (session.status === 'signedIn' && !working) return <Navigate to={destination} replace />;

  async function submit(values: SignUpValues) {
    setWorking(true);
    try {
      const { imageError } = await signUpWithEmail({ name: values.name, email: values.email, password: values.password, image: values.image?.[0] ?? null });
      await session.refreshClaims();
      toast.success(t('auth.signUp.success'));
      if (imageError) toast.error(t('auth.signUp.pictureNotSaved', { reason: imageError }));
      navigate(destination, { replace: true });
    } catch (error) {
      toast.error(authErrorMessage(error));
    } finally {
      setWorking(false);
    }
  }

  return (
    <AuthCard title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <Stack asChild gap={4}>
        <form onSubmit={handleSubmit(submit)} noValidate aria-label={t('auth.signUp.form')}>
        <AuthField label={t('auth.signUp.name')} required error={errors.name?.message}>
          <Input autoComplete="name" {...register('name', nameRules())} />
        </AuthField>
        <AuthField
          label={t('auth.signUp.picture')}
          helper={t('auth.signUp.pictureHint', { side: PROFILE_PICTURE_SIDE })}
          error={errors.image?.message}
        >
          <HStack gap={4} w="full">
            <Box boxSize="56px" rounded="full" overflow="hidden" bg="bg.muted" flexShrink={0} borderWidth="1px">
              <Image src={preview ?? '/images/avatar-placeholder.svg'} alt={preview ? t('auth.signUp.picturePreview') : ''} w="full" h="full" objectFit="cover" />
            </Box>
            <Input type="file" accept={IMAGE_ACCEPT} p={1.5} {...register('image', { validate: validateImage })} data-testid="signup-image" />
          </HStack>
        </AuthField>
        <AuthField label={t('auth.email')} required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email', emailRules())} />
        </AuthField>
        <AuthField label={t('auth.password')} required helper={t('auth.signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password', passwordRules())} />
        </AuthField>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={t('auth.signUp.submitting')}>
          {t('auth.signUp.submit')}
        </Button>
        </form>
      </Stack>
      <AuthAlternatives
        mode="signup"
        onSignedIn={() => navigate(destination, { replace: true })}
        switchPrompt={t('auth.signUp.haveAccount')}
        switchTo="/login"
        switchLabel={t('auth.signUp.logIn')}
      />
    </AuthCard>
  );
}
