/**
 * The local test provider's stand-in for Stripe's hosted Checkout page
 * (route /test-checkout/:sessionId). It takes no card: Pay completes the
 * test session, which records the donation on the server, and returns to
 * /success_payment; Cancel returns to /cancel_payment.
 */
import { Alert, Badge, Box, Button, Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCompleteLocalCheckout, useLocalCheckout } from './api/localCheckout.ts';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useLocalCheckout(sessionId);
  const session = checkout.data ?? null;
  const error = checkout.error ? checkout.error.message || 'This checkout could not be loaded.' : null;
  const complete = useCompleteLocalCheckout();
  const paying = complete.isPending;

  useEffect(() => {
    document.title = 'Test checkout | CampCare';
  }, []);

  function pay() {
    complete.mutate(sessionId, { onSuccess: () => navigate('/success_payment'), onError: () => navigate('/fail_payment') });
  }

  return (
    <Box maxW="md" mx="auto" my={{ base: '8', md: '16' }} px="4">
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
                    {money(session.amount, session.currency)}
                  </Text>
                </HStack>
                {session.status === 'complete' && <Text>This donation has already been paid. Thank you!</Text>}
              </>
            )}
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="flex-end" gap="3">
          <Button variant="outline" onClick={() => navigate('/cancel_payment')} disabled={paying}>
            Cancel
          </Button>
          <Button
            colorPalette="brand"
            onClick={pay}
            disabled={!session || session.status !== 'open'}
            loading={paying}
            loadingText="Paying…"
          >
            Pay {session ? money(session.amount, session.currency) : ''}
          </Button>
        </Card.Footer>
      </Card.Root>
    </Box>
  );
}
