/** The pieces the login and sign-up pages share: their labelled fields, and what comes under the form. */
import { Field, HStack, Link, Separator, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/index.ts';
import { SocialButtons } from './SocialButtons.tsx';

/** A field with its label (and the required mark), an optional hint, and its error under it. */
export function AuthField({
  label,
  required = false,
  error,
  helper,
  labelAside,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  helper?: string;
  /** Shown at the other end of the label's line (the login form's “Forgot password?”). */
  labelAside?: ReactNode;
  /** The input. */
  children: ReactNode;
}) {
  const labelElement = <Field.Label>{required ? <>{label} <Field.RequiredIndicator /></> : label}</Field.Label>;
  return (
    <Field.Root required={required} invalid={!!error}>
      {labelAside ? (
        <HStack justify="space-between" w="full">
          {labelElement}
          {labelAside}
        </HStack>
      ) : (
        labelElement
      )}
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Under the email form: “or”, the Google and Facebook buttons, and a link to
 * the other page (login ⇄ sign-up) that keeps the page to return to.
 */
export function AuthAlternatives({
  mode,
  onSignedIn,
  switchPrompt,
  switchTo,
  switchLabel,
}: {
  mode: 'login' | 'signup';
  onSignedIn: () => void;
  switchPrompt: string;
  switchTo: string;
  switchLabel: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <HStack>
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          {t('auth.or')}
        </Text>
        <Separator flex="1" />
      </HStack>
      <SocialButtons mode={mode} onSignedIn={onSignedIn} />
      <Text textAlign="center" fontSize="sm">
        {switchPrompt}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={switchTo} state={location.state}>
            {switchLabel}
          </RouterLink>
        </Link>
      </Text>
    </>
  );
}
