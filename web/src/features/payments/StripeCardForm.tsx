/**
 * Stripe Elements' card field, confirmed with the PaymentIntent's client
 * secret. This module (and Stripe.js) loads only when the payment modal
 * opens with a publishable key configured.
 */
import { Box, Text } from '@chakra-ui/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { translate, useTranslation } from '../../lib/i18n/index.ts';
import { CardFormFrame, type CardFormProps } from './CardFormParts.tsx';
import { stripePublishableKey } from './stripeKey.ts';

let stripePromise: Promise<Stripe | null> | null = null;
const getStripe = () => (stripePromise ??= loadStripe(stripePublishableKey));

/** Stripe's status of a payment that did not succeed, in the language shown ("requires action"). */
const STATUS_KEYS: Record<string, string> = {
  processing: 'payment.card.status.processing',
  requires_action: 'payment.card.status.requiresAction',
  requires_payment_method: 'payment.card.status.requiresPaymentMethod',
  requires_confirmation: 'payment.card.status.requiresConfirmation',
  requires_capture: 'payment.card.status.requiresCapture',
  canceled: 'payment.card.status.canceled',
};

function statusText(status: string): string {
  const key = STATUS_KEYS[status];
  return key ? translate(key) : status.replace(/_/g, ' ');
}

function StripeCardFields(props: CardFormProps) {
  const { t, language } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const { clientSecret, processing, setProcessing, onSucceeded } = props;
  const [billing, setBilling] = useState({ name: props.defaultName, email: props.defaultEmail });
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret || processing) return;
    setProcessing(true);
    setError(null);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: billing.name, email: billing.email } },
      });
      if (result.error) {
        // Stripe words its card errors in the browser's language: in English as it says them; in another language
        // the catalog's text for its code (card_declined, incorrect_number…, the local test provider's codes too).
        const { code, message } = result.error;
        if (language === 'en' || !code) setError(message ?? code ?? t('payment.card.failed'));
        else setError(apiErrorMessage(new ApiRequestError(402, code, message ?? ''), 'payment.card.failed'));
        return;
      }
      if (result.paymentIntent.status !== 'succeeded') {
        setError(t('payment.card.notCompleted', { status: statusText(result.paymentIntent.status) }));
        return;
      }
      await onSucceeded(result.paymentIntent.id);
    } catch (cause) {
      setError(apiErrorMessage(cause, 'payment.card.failed'));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <CardFormFrame
      label={t('payment.card.form')}
      onSubmit={submit}
      billing={billing}
      onBillingChange={setBilling}
      error={error}
      canPay={Boolean(clientSecret && stripe && elements)}
      form={props}
    >
      <Text fontWeight="semibold">{t('payment.card.details')}</Text>
      <Box borderWidth="1px" rounded="md" px="3" py="3" bg="bg">
        <CardElement options={{ hidePostalCode: true, disabled: processing }} />
      </Box>
    </CardFormFrame>
  );
}

export default function StripeCardForm(props: CardFormProps) {
  return (
    <Elements stripe={getStripe()}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
