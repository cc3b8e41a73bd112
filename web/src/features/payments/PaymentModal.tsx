/**
 * Paying a camp fee. On opening, the server creates (or reuses) the
 * PaymentIntent for the fee stored on the registration; the card is then
 * confirmed with Stripe Elements, or with the local test form when the
 * server runs the local test provider. Nothing is marked paid by the
 * browser: after the card succeeds, POST /api/booking has the server check
 * the payment with the provider and record it.
 */
import { Alert, Box, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { RegistrationWithId } from '@campcare/domain';
import { lazy, Suspense, useRef, useState } from 'react';
import { firstFocusKeepingTheirs } from '../../components/dialogFirstFocus.ts';
import { toast } from '../../lib/toast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatFee } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { CardFormProps } from './CardFormParts.tsx';
import { LocalCardForm } from './LocalCardForm.tsx';
import { usePaymentIntent } from './api/paymentIntent.ts';
import { useRecordBooking } from './api/recordBooking.ts';
import { stripePublishableKey } from './stripeKey.ts';

// Stripe.js and Elements load only when a Stripe payment is actually shown.
const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

export interface PaymentModalProps {
  /** What the form shows and pays for: the dashboard passes a registration, the Join dialog the one it just made. */
  registration: Pick<RegistrationWithId, '_id' | 'CampName' | 'CampFees' | 'ParticipantName' | 'ParticipantEmail'>;
  onClose: () => void;
  onPaid: () => void;
}

export function PaymentModal({ registration, onClose, onPaid }: PaymentModalProps) {
  const { t } = useTranslation();
  const paymentIntent = usePaymentIntent(registration._id, registration.CampFees);
  const intent = paymentIntent.data ?? null;
  const loadError = paymentIntent.error ? apiErrorMessage(paymentIntent.error, 'payment.modal.startFailed') : null;
  const recordBooking = useRecordBooking();
  const [processing, setProcessing] = useState(false);
  const content = useRef<HTMLDivElement>(null);

  async function succeeded(paymentIntentId: string) {
    await recordBooking.mutateAsync(paymentIntentId);
    toast.success(t('payment.modal.success'));
    onPaid();
  }

  const close = () => {
    if (!processing) onClose();
  };

  const formProps: CardFormProps = {
    clientSecret: intent?.clientSecret ?? null,
    paymentIntentId: intent?.paymentIntentId ?? null,
    amountLabel: formatFee(registration.CampFees),
    defaultName: registration.ParticipantName,
    defaultEmail: registration.ParticipantEmail,
    processing,
    setProcessing,
    onSucceeded: succeeded,
    onCancel: close,
  };

  // The server decides the provider; before it answers, the form the configuration predicts is shown (disabled).
  const useStripeForm = intent ? intent.provider === 'stripe' : Boolean(stripePublishableKey);
  const stripeNotConfigured = useStripeForm && !stripePublishableKey;

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && close()}
      placement="center"
      closeOnInteractOutside={false}
      initialFocusEl={firstFocusKeepingTheirs(content)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Busy until the server has answered: the form below waits, disabled, for the payment it is to confirm. */}
          <Dialog.Content ref={content} mx="4" maxW="lg" aria-label={t('payment.modal.title', { camp: registration.CampName })} aria-busy={paymentIntent.isPending}>
            <Dialog.Header>
              <Dialog.Title>{t('payment.modal.title', { camp: registration.CampName })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Stack gap="5">
                <HStack justify="space-between" borderWidth="1px" rounded="md" px="4" py="3">
                  <Box>
                    <Text fontSize="sm" color="fg.muted">
                      {t('payment.modal.camp')}
                    </Text>
                    <Text fontWeight="medium">{registration.CampName}</Text>
                  </Box>
                  <Box textAlign="end">
                    <Text fontSize="sm" color="fg.muted">
                      {t('payment.modal.amount')}
                    </Text>
                    <Text fontWeight="bold" fontSize="lg" data-testid="payment-amount">
                      {formatFee(registration.CampFees)}
                    </Text>
                  </Box>
                </HStack>
                {loadError ? (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{loadError}</Alert.Title>
                  </Alert.Root>
                ) : stripeNotConfigured ? (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{t('payment.modal.notConfigured')}</Alert.Title>
                  </Alert.Root>
                ) : useStripeForm ? (
                  <Suspense fallback={<Spinner aria-label={t('payment.modal.loadingForm')} />}>
                    <StripeCardForm {...formProps} />
                  </Suspense>
                ) : (
                  <LocalCardForm {...formProps} />
                )}
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
