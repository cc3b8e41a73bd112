import { Box, Button, HStack, Image, Input, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { PROFILE_PICTURE_SIDE } from '../../lib/downscaleImage.ts';
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
  usePageTitle('Sign up');
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
      toast.success('Sign-up successful');
      if (imageError) toast.error(`Your account is ready, but the picture was not saved: ${imageError}`);
      navigate(destination, { replace: true });
    } catch (error) {
      toast.error(authErrorMessage(error));
    } finally {
      setWorking(false);
    }
  }

  return (
    <AuthCard title="Create your account" subtitle="Join CampCare to register for camps, pay fees online and share feedback.">
      <Stack asChild gap={4}>
        <form onSubmit={handleSubmit(submit)} noValidate aria-label="Sign up with email">
        <AuthField label="Name" required error={errors.name?.message}>
          <Input autoComplete="name" {...register('name', nameRules)} />
        </AuthField>
        <AuthField
          label="Profile picture (optional)"
          helper={`JPEG, PNG or WebP. It is resized to ${PROFILE_PICTURE_SIDE} pixels before upload.`}
          error={errors.image?.message}
        >
          <HStack gap={4} w="full">
            <Box boxSize="56px" rounded="full" overflow="hidden" bg="bg.muted" flexShrink={0} borderWidth="1px">
              <Image src={preview ?? '/images/avatar-placeholder.svg'} alt={preview ? 'Preview of your picture' : ''} w="full" h="full" objectFit="cover" />
            </Box>
            <Input type="file" accept={IMAGE_ACCEPT} p={1.5} {...register('image', { validate: validateImage })} data-testid="signup-image" />
          </HStack>
        </AuthField>
        <AuthField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email', emailRules)} />
        </AuthField>
        <AuthField label="Password" required helper="At least 6 characters." error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password', passwordRules)} />
        </AuthField>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="Creating your account…">
          Sign up
        </Button>
        </form>
      </Stack>
      <AuthAlternatives
        mode="signup"
        onSignedIn={() => navigate(destination, { replace: true })}
        switchPrompt="Already have an account?"
        switchTo="/login"
        switchLabel="Log in"
      />
    </AuthCard>
  );
}
