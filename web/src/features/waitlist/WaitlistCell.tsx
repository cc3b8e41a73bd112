/**
 * A waitlisted registration in the participant's table: its place in line,
 * or the seat offered to them with its deadline and an Accept seat button.
 * Accepting makes it a normal registration; the live table then shows Pay.
 */
import { Button, Text, VStack } from '@chakra-ui/react';
import { campTimeZone, canAcceptSeat, type RegistrationWithId } from '@campcare/domain';
import { toast } from '../../lib/toast.ts';
import { useAcceptSeat } from './api/acceptSeat.ts';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';

export type WaitlistedRegistration = Pick<RegistrationWithId, '_id' | 'CampName' | 'PaymentStatus'> &
  Partial<Pick<RegistrationWithId, 'waitlistStatus' | 'waitlistPosition' | 'offerExpiresAt' | 'TimeZone'>>;

export function WaitlistCell({ registration }: { registration: WaitlistedRegistration }) {
  const { t } = useTranslation();
  const acceptSeat = useAcceptSeat();

  async function accept() {
    try {
      await acceptSeat.mutateAsync(registration._id);
      toast.success(t(registration.PaymentStatus === 'Unpaid' ? 'dashboard.waitlist.seatConfirmedPay' : 'dashboard.waitlist.seatConfirmed', { camp: registration.CampName }));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  }

  if (registration.waitlistStatus === 'Offered' && canAcceptSeat(registration)) {
    return (
      <VStack align="start" gap="1" data-testid="seat-offer">
        <Button size="xs" colorPalette="brand" onClick={() => void accept()} loading={acceptSeat.isPending} aria-label={t('dashboard.waitlist.acceptAt', { camp: registration.CampName })}>
          {t('dashboard.waitlist.accept')}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {t('dashboard.waitlist.offeredUntil', { deadline: formatDateTime(registration.offerExpiresAt!, campTimeZone(registration)) })}
        </Text>
      </VStack>
    );
  }
  return (
    <Text as="span" color="fg.muted" fontWeight="medium" data-testid="waitlist-status">
      {registration.waitlistStatus === 'Waiting'
        ? t('dashboard.waitlist.position', { position: registration.waitlistPosition ? formatCount(registration.waitlistPosition) : '?' })
        : registration.waitlistStatus === 'Offered' || registration.waitlistStatus === 'Expired'
          ? t('dashboard.waitlist.expired')
          : null}
    </Text>
  );
}
