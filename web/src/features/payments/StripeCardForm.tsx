/**
 * Stripe Elements' card field, confirmed with the PaymentIntent's client
 * secret. This module (and Stripe.js) loads only when the payment modal
 * opens with a publishable key configured.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { BillingFields, CardError, CardFormButtons, type CardFormProps } from './CardFormParts.tsx';
import { stripePublishableKey } from './paymentsApi.ts';

let stripePromise: Promise<Stripe | null> | null = null;
const getStripe = () => (stripePromise ??= loadStripe(stripePublishableKey));

function StripeCardFields(props: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { clientSecret, processing, setProcessing, onSucceeded } = props;
  const [billing, setBilling] = useState({ name: props.defaultName, email: props.defaultEmail });
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret || processing) return;
    setProcessing(true);
    setError(null);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: billing.name, email: billing.email } },
      });
      if (result.error) {
        setError(result.error.message ?? result.error.code ?? 'The payment failed.');
        return;
      }
      if (result.paymentIntent.status !== 'succeeded') {
        setError(`The payment was not completed (${result.paymentIntent.status.replace(/_/g, ' ')}).`);
        return;
      }
      await onSucceeded(result.paymentIntent.id);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The payment failed.');
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Card payment">
      <Stack gap="4">
        <Text fontWeight="semibold">Card details</Text>
        <Box borderWidth="1px" rounded="md" px="3" py="3" bg="bg">
          <CardElement options={{ hidePostalCode: true, disabled: processing }} />
        </Box>
        <BillingFields values={billing} onChange={setBilling} disabled={processing} />
        <CardError message={error} />
        <CardFormButtons
          amountLabel={props.amountLabel}
          canPay={Boolean(clientSecret && stripe && elements)}
          processing={processing}
          onCancel={props.onCancel}
        />
      </Stack>
    </form>
  );
}

export default function StripeCardForm(props: CardFormProps) {
  return (
    <Elements stripe={getStripe()}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
