/**
 * A waitlisted registration in the participant's table: its place in line,
 * or the seat offered to them with its deadline and an Accept seat button.
 * Accepting makes it a normal registration; the live table then shows Pay.
 */
import { Button, Text, VStack } from '@chakra-ui/react';
import { campTimeZone, canAcceptSeat, waitlistLabel, type RegistrationWithId } from '@campcare/domain';
import toast from 'react-hot-toast';
import { useAcceptSeat } from '../api/acceptSeat.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../lib/errors.ts';

export type WaitlistedRegistration = Pick<RegistrationWithId, '_id' | 'CampName' | 'PaymentStatus'> &
  Partial<Pick<RegistrationWithId, 'waitlistStatus' | 'waitlistPosition' | 'offerExpiresAt' | 'TimeZone'>>;

export function WaitlistCell({ registration }: { registration: WaitlistedRegistration }) {
  const acceptSeat = useAcceptSeat();
  const label = waitlistLabel(registration);

  async function accept() {
    try {
      await acceptSeat.mutateAsync(registration._id);
      toast.success(`Your seat at ${registration.CampName} is confirmed${registration.PaymentStatus === 'Unpaid' ? ': you can pay now' : ''}.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  if (registration.waitlistStatus === 'Offered' && canAcceptSeat(registration)) {
    return (
      <VStack align="start" gap="1" data-testid="seat-offer">
        <Button size="xs" colorPalette="brand" onClick={() => void accept()} loading={acceptSeat.isPending} aria-label={`Accept seat at ${registration.CampName}`}>
          Accept seat
        </Button>
        <Text fontSize="xs" color="fg.muted">
          Offered until {formatDateTime(registration.offerExpiresAt!, campTimeZone(registration))}
        </Text>
      </VStack>
    );
  }
  return (
    <Text as="span" color="fg.muted" fontWeight="medium" data-testid="waitlist-status">
      {registration.waitlistStatus === 'Offered' ? 'Offer expired' : label}
    </Text>
  );
}
