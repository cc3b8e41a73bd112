/**
 * The Ticket cell of the participant's Registered Camps: a button that shows
 * the QR ticket once the registration may attend, or what is missing.
 */
import { Button, Text } from '@chakra-ui/react';
import { campTimeZone, mayHoldTicket, type RegistrationWithId } from '@campcare/domain';
import { lazy, Suspense, useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

const TicketDialog = lazy(async () => ({ default: (await import('./TicketDialog.tsx')).TicketDialog }));

type TicketCellRegistration = Pick<
  RegistrationWithId,
  '_id' | 'CampName' | 'DateTime' | 'Location' | 'HealthcareProfessional' | 'ParticipantName' | 'PaymentStatus'
> &
  Partial<Pick<RegistrationWithId, 'ticket' | 'ticketSignature' | 'campCancelledAt' | 'checkedInAt' | 'TimeZone' | 'dependant'>>;

export function TicketCell({ registration }: { registration: TicketCellRegistration }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ticket = registration.ticket;
  if (registration.checkedInAt) {
    return (
      <Text as="span" color="green.fg" title={formatDateTime(registration.checkedInAt, campTimeZone(registration))}>
        {t('dashboard.ticket.checkedIn')}
      </Text>
    );
  }
  if (!mayHoldTicket(registration) || !ticket) {
    return (
      <Text as="span" color="fg.muted">
        {t(registration.PaymentStatus === 'Unpaid' && !registration.campCancelledAt ? 'dashboard.ticket.afterPayment' : 'dashboard.actions.notApplicable')}
      </Text>
    );
  }
  // A guardian's list holds a ticket per child for the same camp: each button names whose it is.
  const label = registration.dependant
    ? t('dashboard.ticket.showForWho', { name: registration.ParticipantName, camp: registration.CampName })
    : t('dashboard.ticket.showFor', { camp: registration.CampName });
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={label}>
        {t('dashboard.ticket.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TicketDialog registration={{ ...registration, ticket }} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
