/**
 * The local test provider's card form: looks like Stripe's card fields, is
 * clearly marked as test mode, and sends the card to our own API, which
 * plays Stripe's test-card outcomes. No real card is ever taken here.
 */
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useTranslation, withElements } from '../../lib/i18n/index.ts';
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

/** Stripe's test cards, which the local provider plays the same way. */
const SUCCEEDING_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

export function LocalCardForm(props: CardFormProps) {
  const { t } = useTranslation();
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
      // A declined card is told in the provider's words, like Stripe's own form does.
      setError(apiErrorMessage(cause, 'payment.card.failed'));
      setProcessing(false);
      return;
    }
    try {
      await onSucceeded(paymentIntentId);
    } catch (cause) {
      setError(apiErrorMessage(cause, 'payment.card.notRecorded'));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <CardFormFrame
      label={t('payment.card.testForm')}
      onSubmit={submit}
      billing={billing}
      onBillingChange={setBilling}
      error={error}
      canPay={Boolean(clientSecret)}
      form={props}
    >
      <HStack justify="space-between" align="center">
        <Text fontWeight="semibold">{t('payment.card.details')}</Text>
        <Badge colorPalette="orange" variant="subtle" size="lg">
          {t('payment.card.testMode')}
        </Badge>
      </HStack>
      <Box borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" rounded="md" px="3" py="2" fontSize="sm">
        {withElements('payment.card.testHint', { successCard: <bdi>{SUCCEEDING_CARD}</bdi>, declinedCard: <bdi>{DECLINED_CARD}</bdi> })}
      </Box>
      <CardFormField
        label={t('payment.card.number')}
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
          label={t('payment.card.expiry')}
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('payment.card.expiryPlaceholder')}
          value={expiry}
          disabled={processing}
          onChange={(e) => setExpiry(formatExpiry(e.target.value))}
        />
        <CardFormField
          label={t('payment.card.cvc')}
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
