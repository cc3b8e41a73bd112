/**
 * The local test provider's stand-in for Stripe's hosted Checkout page
 * (route /test-checkout/:sessionId). It takes no card: Pay completes the
 * test session, which records the donation on the server, and returns to
 * /success_payment; Cancel returns to /cancel_payment. Like Stripe's page it
 * asks for the payer's email (the thank-you goes there), unless the donor
 * was signed in: then it shows their account's address.
 */
import { Alert, Badge, Box, Button, Card, Field, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@campcare/domain';
import { RECEIPT_EMAIL_REQUIRED, receiptEmailField } from '@campcare/domain/fields';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiRequestError } from '../../lib/api.ts';
import { useCompleteLocalCheckout, useLocalCheckout } from './api/localCheckout.ts';

export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useLocalCheckout(sessionId);
  const session = checkout.data ?? null;
  const error = checkout.error ? checkout.error.message || 'This checkout could not be loaded.' : null;
  const complete = useCompleteLocalCheckout();
  const paying = complete.isPending;
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Test checkout | CampCare';
  }, []);

  function pay(event: FormEvent) {
    event.preventDefault();
    let typed: string | null = null;
    if (!session?.customerEmail) {
      const parsed = receiptEmailField.safeParse(email);
      if (!parsed.success || !parsed.data) {
        setEmailError(parsed.success ? RECEIPT_EMAIL_REQUIRED : (parsed.error.issues[0]?.message ?? RECEIPT_EMAIL_REQUIRED));
        return;
      }
      typed = parsed.data;
    }
    setEmailError(null);
    complete.mutate(
      { sessionId, email: typed },
      {
        onSuccess: () => navigate('/success_payment'),
        onError: (e) => {
          // The server's word on the address is shown by the field; anything else is a failed payment.
          const fieldMessage = e instanceof ApiRequestError ? e.fields.email : undefined;
          if (fieldMessage) setEmailError(fieldMessage);
          else navigate('/fail_payment');
        },
      },
    );
  }

  const open = session?.status === 'open';
  return (
    <Box maxW="md" mx="auto" my={{ base: '8', md: '16' }} px="4">
      <form onSubmit={pay} noValidate>
        <Card.Root>
          <Card.Header>
            <HStack justify="space-between">
              <Heading size="lg">Checkout</Heading>
              <Badge colorPalette="orange" variant="solid" size="lg">
                TEST MODE
              </Badge>
            </HStack>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <Text fontSize="sm" color="fg.muted">
                This is CampCare&apos;s local test checkout: no card is charged and no money moves.
              </Text>
              {error && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              {!session && !error && <Spinner aria-label="Loading the checkout" />}
              {session && (
                <>
                  <HStack justify="space-between" borderWidth="1px" rounded="md" px="4" py="3">
                    <Text>{session.productName}</Text>
                    <Text fontWeight="bold" fontSize="xl" data-testid="checkout-amount">
                      {formatMoney(session.amount, session.currency)}
                    </Text>
                  </HStack>
                  {open &&
                    (session.customerEmail ? (
                      <Text fontSize="sm" data-testid="checkout-email">
                        The receipt goes to <strong>{session.customerEmail}</strong>.
                      </Text>
                    ) : (
                      <Field.Root required invalid={!!emailError}>
                        <Field.Label>Email</Field.Label>
                        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={paying} />
                        <Field.HelperText>We send the receipt and our thanks there.</Field.HelperText>
                        <Field.ErrorText>{emailError}</Field.ErrorText>
                      </Field.Root>
                    ))}
                  {session.status === 'complete' && <Text>This donation has already been paid. Thank you!</Text>}
                </>
              )}
            </Stack>
          </Card.Body>
          <Card.Footer justifyContent="flex-end" gap="3">
            <Button type="button" variant="outline" onClick={() => navigate('/cancel_payment')} disabled={paying}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="brand" disabled={!open} loading={paying} loadingText="Paying…">
              Pay {session ? formatMoney(session.amount, session.currency) : ''}
            </Button>
          </Card.Footer>
        </Card.Root>
      </form>
    </Box>
  );
}
