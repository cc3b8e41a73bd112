/** The participant's registered camps, live from Firestore, with Pay, Feedback, Cancel, the QR ticket and Add to calendar. */
import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { formatFee, isCampOpenForRegistration, type RegistrationWithId } from '@campcare/domain';
import { Component, Suspense, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { AddToCalendarButton } from '../../../components/AddToCalendarButton.tsx';
import { useSession } from '../../auth/index.ts';
import { useDeleteRegistration } from '../api/deleteRegistration.ts';
import { useMyRegistrations } from '../api/myRegistrations.ts';
import { TicketCell } from '../../checkin/index.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { ListToolbar } from '../components/ListToolbar.tsx';
import { describeTable, Pager } from '../../../components/Pager.tsx';
import { CampAndFeesCells, StatusCell } from '../components/TableStates.tsx';
import { RequireParticipant } from '../layout/guards.tsx';
import { errorMessage } from '../lib/errors.ts';
import { useListControls } from '../lib/useListControls.ts';
import { FeedbackModal } from '../participant/FeedbackModal.tsx';
import { PaymentModal } from '../../payments/index.ts';
import { CancelCell, FeedbackCell, PayCell } from '../participant/RegistrationActions.tsx';
import { filterSortPage, REGISTRATION_SORT_OPTIONS } from '../participant/registrationList.ts';

const COLUMNS = [
  { label: 'Camp' },
  { label: 'Fees', end: true },
  { label: 'Participant' },
  { label: 'Payment' },
  { label: 'Confirmation' },
  { label: 'Pay' },
  { label: 'Feedback' },
  { label: 'Cancel' },
  { label: 'Ticket' },
  { label: 'Calendar' },
];

export function ParticipantRegisteredCamps() {
  return (
    <RequireParticipant>
      <RegisteredCampsTable />
    </RequireParticipant>
  );
}

/** A failed lazy load (payments missing or offline) becomes a toast, not a broken page. */
class PaymentLoadBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    toast.error(error.message || 'The payment form could not be loaded.');
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function RegisteredCampsTable() {
  const { user } = useSession();
  const { rows, loading, error } = useMyRegistrations(user!.uid);
  const controls = useListControls(150);
  const [paying, setPaying] = useState<RegistrationWithId | null>(null);
  const [reviewing, setReviewing] = useState<RegistrationWithId | null>(null);
  const [cancelling, setCancelling] = useState<RegistrationWithId | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const deleteRegistration = useDeleteRegistration();

  const view = filterSortPage(rows, {
    search: controls.search,
    sort: controls.sort,
    page: controls.page,
    limit: controls.limit,
  });

  async function cancelRegistration(registration: RegistrationWithId) {
    setBusyId(registration._id);
    try {
      await deleteRegistration.mutateAsync(registration._id);
      toast.success(
        registration.PaymentStatus === 'Paid'
          ? `Your registration for ${registration.CampName} was cancelled and ${formatFee(registration.CampFees)} refunded.`
          : `Your registration for ${registration.CampName} was cancelled.`,
      );
      setCancelling(null);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Registered Camps
      </Heading>
      <ListToolbar controls={controls} sortOptions={REGISTRATION_SORT_OPTIONS} searchLabel="Search your camps" />
      <DataTable
        label="Registered Camps"
        minW="720px"
        columns={COLUMNS}
        loading={loading}
        error={error ? errorMessage(error) : null}
        empty={view.total === 0}
        emptyText={controls.search ? 'No registered camp matches your search.' : 'You have not joined any camp yet.'}
      >
        {view.rows.map((r) => (
          <Table.Row key={r._id} data-testid={`registration-${r._id}`}>
            <CampAndFeesCells name={r.CampName} fees={r.CampFees} />
            <Table.Cell>{r.ParticipantName}</Table.Cell>
            <StatusCell value={r.PaymentStatus} />
            <StatusCell value={r.ConfirmationStatus} />
            <Table.Cell>
              <PayCell registration={r} busy={busyId === r._id} onPay={() => setPaying(r)} />
            </Table.Cell>
            <Table.Cell>
              <FeedbackCell registration={r} busy={busyId === r._id} onFeedback={() => setReviewing(r)} />
            </Table.Cell>
            <Table.Cell>
              <CancelCell registration={r} busy={busyId === r._id} onCancel={() => setCancelling(r)} />
            </Table.Cell>
            <Table.Cell>
              <TicketCell registration={r} />
            </Table.Cell>
            <Table.Cell>
              {/* Camps still to come, not cancelled: the same file the mails carry. */}
              {isCampOpenForRegistration(r.DateTime, new Date(), r.campCancelledAt) && (
                <AddToCalendarButton
                  size="xs"
                  camp={{ campId: r.campId, CampName: r.CampName, DateTime: r.DateTime, Location: r.Location, HealthcareProfessional: r.HealthcareProfessional, TimeZone: r.TimeZone ?? null }}
                />
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <Pager
        page={controls.page}
        limit={controls.limit}
        total={view.total}
        summary={describeTable(view.total, 'registration', controls.page, controls.limit, loading)}
        onPage={controls.setPage}
        loading={loading}
      />
      <Text fontSize="sm" color="fg.muted" mt="2">
        Changes made by the organizers appear here as they happen.
      </Text>

      {paying && (
        <PaymentLoadBoundary onError={() => setPaying(null)}>
          <Suspense fallback={null}>
            <PaymentModal registration={paying} onClose={() => setPaying(null)} onPaid={() => setPaying(null)} />
          </Suspense>
        </PaymentLoadBoundary>
      )}
      {reviewing && <FeedbackModal registration={reviewing} onClose={() => setReviewing(null)} />}
      <ConfirmDialog
        open={!!cancelling}
        title="Cancel this registration?"
        message={
          cancelling
            ? cancelling.PaymentStatus === 'Paid'
              ? `Are you sure you want to cancel your registration for ${cancelling.CampName}? Your fee of ${formatFee(cancelling.CampFees)} will be refunded in full.`
              : `Are you sure you want to cancel your registration for ${cancelling.CampName}?`
            : ''
        }
        confirmLabel="Yes, cancel it"
        destructive
        busy={!!cancelling && busyId === cancelling._id}
        onConfirm={() => cancelling && void cancelRegistration(cancelling)}
        onClose={() => setCancelling(null)}
      />
    </Box>
  );
}
