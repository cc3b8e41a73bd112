/**
 * The local test provider's card form: looks like Stripe's card fields, is
 * clearly marked as test mode, and sends the card to our own API, which
 * plays Stripe's test-card outcomes. No real card is ever taken here.
 */
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { CardFormField, CardFormFrame, type CardFormProps } from './CardFormParts.tsx';
import { useConfirmLocalPayment } from './api/confirmLocalPayment.ts';

/** 4242424242424242 → "4242 4242 4242 4242" as the user types. */
const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" → "12 / 34" */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function LocalCardForm(props: CardFormProps) {
  const { clientSecret, paymentIntentId, processing, setProcessing, onSucceeded } = props;
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [billing, setBilling] = useState({ name: props.defaultName, email: props.defaultEmail });
  const [error, setError] = useState<string | null>(null);
  const confirmLocalPayment = useConfirmLocalPayment();

  async function submit() {
    if (!clientSecret || !paymentIntentId || processing) return;
    setProcessing(true);
    setError(null);
    try {
      await confirmLocalPayment.mutateAsync({
        paymentIntentId,
        card: { cardNumber, expiry: expiry.replace(/\s/g, ''), cvc, name: billing.name, email: billing.email },
      });
    } catch (cause) {
      setError(cause instanceof ApiRequestError || cause instanceof Error ? cause.message : 'The payment failed.');
      setProcessing(false);
      return;
    }
    try {
      await onSucceeded(paymentIntentId);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The payment could not be recorded.');
    } finally {
      setProcessing(false);
    }
  }

  return (
    <CardFormFrame
      label="Card payment (test mode)"
      onSubmit={submit}
      billing={billing}
      onBillingChange={setBilling}
      error={error}
      canPay={Boolean(clientSecret)}
      form={props}
    >
      <HStack justify="space-between" align="center">
        <Text fontWeight="semibold">Card details</Text>
        <Badge colorPalette="orange" variant="solid" size="lg">
          Test mode
        </Badge>
      </HStack>
      <Box borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" rounded="md" px="3" py="2" fontSize="sm">
        No real payment is made. Use card 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card;
        any future expiry date and any 3-digit CVC.
      </Box>
      <CardFormField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={cardNumber}
        disabled={processing}
        onChange={(e) => setCardNumber(groupCardNumber(e.target.value))}
      />
      <HStack gap="3" align="start">
        <CardFormField
          label="Expiry date"
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={expiry}
          disabled={processing}
          onChange={(e) => setExpiry(formatExpiry(e.target.value))}
        />
        <CardFormField
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          disabled={processing}
          onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </HStack>
    </CardFormFrame>
  );
}
