/**
 * The local test provider's stand-in for Stripe's hosted Checkout page
 * (route /test-checkout/:sessionId). It takes no card: Pay completes the
 * test session, which records the donation on the server, and returns to
 * /success_payment; Cancel returns to /cancel_payment. Like Stripe's page it
 * asks for the payer's email (the thank-you goes there), unless the donor
 * was signed in: then it shows their account's address.
 */
import { Alert, Badge, Box, Button, Card, Field, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { receiptEmailField } from '@campcare/domain/fields';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatMinorUnits } from '../../lib/format.ts';
import { useTranslation, withElements } from '../../lib/i18n/index.ts';
import { useCompleteLocalCheckout, useLocalCheckout } from './api/localCheckout.ts';

/** The email field's complaint, in the language shown: none given, or not an address. */
type EmailProblem = 'required' | 'invalid';

export function TestCheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('payment.checkout.pageTitle'));
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useLocalCheckout(sessionId);
  const session = checkout.data ?? null;
  const error = checkout.error ? apiErrorMessage(checkout.error, 'payment.checkout.loadFailed') : null;
  const complete = useCompleteLocalCheckout();
  const paying = complete.isPending;
  const [email, setEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState<EmailProblem | null>(null);
  const emailError = emailProblem === 'required' ? t('payment.checkout.emailRequired') : emailProblem === 'invalid' ? t('payment.checkout.emailInvalid') : null;

  function pay(event: FormEvent) {
    event.preventDefault();
    let typed: string | null = null;
    if (!session?.customerEmail) {
      const parsed = receiptEmailField.safeParse(email);
      if (!parsed.success || !parsed.data) {
        // The schema refuses an empty field as "required" and anything else as not an address.
        setEmailProblem(parsed.success ? 'required' : 'invalid');
        return;
      }
      typed = parsed.data;
    }
    setEmailProblem(null);
    complete.mutate(
      { sessionId, email: typed },
      {
        onSuccess: () => navigate('/success_payment'),
        onError: (e) => {
          // The server refusing the address is shown by the field; anything else is a failed payment.
          const fieldMessage = e instanceof ApiRequestError ? e.fields.email : undefined;
          if (fieldMessage) setEmailProblem('invalid');
          else navigate('/fail_payment');
        },
      },
    );
  }

  const open = session?.status === 'open';
  const amount = session ? formatMinorUnits(session.amount, session.currency) : '';
  return (
    <Box maxW="md" mx="auto" my={{ base: '8', md: '16' }} px="4">
      <form onSubmit={pay} noValidate>
        <Card.Root>
          <Card.Header>
            <HStack justify="space-between">
              <Heading size="lg">{t('payment.checkout.title')}</Heading>
              <Badge colorPalette="orange" variant="subtle" size="lg">
                {t('payment.checkout.testMode')}
              </Badge>
            </HStack>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <Text fontSize="sm" color="fg.muted">
                {t('payment.checkout.explained')}
              </Text>
              {error && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              {!session && !error && <Spinner aria-label={t('payment.checkout.loading')} />}
              {session && (
                <>
                  <HStack justify="space-between" borderWidth="1px" rounded="md" px="4" py="3">
                    <Text>{session.productName}</Text>
                    <Text fontWeight="bold" fontSize="xl" data-testid="checkout-amount">
                      {amount}
                    </Text>
                  </HStack>
                  {open &&
                    (session.customerEmail ? (
                      <Text fontSize="sm" data-testid="checkout-email">
                        {withElements('payment.checkout.receiptTo', { email: <strong>{session.customerEmail}</strong> })}
                      </Text>
                    ) : (
                      <Field.Root required invalid={!!emailError}>
                        <Field.Label>{t('payment.checkout.email')}</Field.Label>
                        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={paying} />
                        <Field.HelperText>{t('payment.checkout.emailHint')}</Field.HelperText>
                        <Field.ErrorText>{emailError}</Field.ErrorText>
                      </Field.Root>
                    ))}
                  {session.status === 'complete' && <Text>{t('payment.checkout.alreadyPaid')}</Text>}
                </>
              )}
            </Stack>
          </Card.Body>
          <Card.Footer justifyContent="flex-end" gap="3">
            <Button type="button" variant="outline" onClick={() => navigate('/cancel_payment')} disabled={paying}>
              {t('payment.checkout.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" disabled={!open} loading={paying} loadingText={t('payment.checkout.paying')}>
              {t('payment.checkout.pay', { amount })}
            </Button>
          </Card.Footer>
        </Card.Root>
      </form>
    </Box>
  );
}
