import { Alert, Box } from '@chakra-ui/react';
import { PAYMENT_ALERT_MS } from '@campcare/domain';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';

export type PaymentOutcome = 'success' | 'fail' | 'cancel';

const MESSAGES: Record<PaymentOutcome, { status: 'success' | 'error'; title: string; text: string }> = {
  success: { status: 'success', title: 'home.payment.successTitle', text: 'home.payment.successText' },
  fail: { status: 'error', title: 'home.payment.failTitle', text: 'home.payment.failText' },
  cancel: { status: 'error', title: 'home.payment.cancelTitle', text: 'home.payment.cancelText' },
};

/** The centred alert after a payment redirect; it leaves after 2.5 s (PAYMENT_ALERT_MS). */
export function PaymentAlert({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  // Counted from the moment the alert enters the page (a layout effect runs in the same task), not from
  // a later task that a busy phone may run well after the alert was painted.
  useLayoutEffect(() => {
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), PAYMENT_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  if (!visible) return null;
  const message = MESSAGES[outcome];
  return (
    <Box position="fixed" inset={0} zIndex="overlay" display="flex" alignItems="center" justifyContent="center" pointerEvents="none" px={4}>
      <Alert.Root
        status={message.status}
        variant="surface"
        maxW="420px"
        boxShadow="2xl"
        p={6}
        rounded="xl"
        role={message.status === 'error' ? 'alert' : 'status'}
        data-testid="payment-alert"
      >
        <Alert.Indicator boxSize="8" />
        <Alert.Content>
          <Alert.Title fontSize="lg">{t(message.title)}</Alert.Title>
          <Alert.Description>{t(message.text)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
