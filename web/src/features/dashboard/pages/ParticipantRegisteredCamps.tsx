/** The participant's registered camps, live from Firestore, with Pay, Feedback, Cancel, the QR ticket and Add to calendar. */
import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { isCampOpenForRegistration, type RegistrationWithId } from '@campcare/domain';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast.ts';
import { AddToCalendarButton } from '../../../components/AddToCalendarButton.tsx';
import { useSession } from '../../auth/index.ts';
import { useDeleteRegistration } from '../api/deleteRegistration.ts';
import { useMyRegistrations } from '../api/myRegistrations.ts';
import { TicketCell } from '../../checkin/index.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable } from '../../../components/table/DataTable.tsx';
import { ListToolbar } from '../../../components/table/ListToolbar.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { formatFee } from '../../../lib/format.ts';
import { translate, useTranslation } from '../../../lib/i18n/index.ts';
import { CampAndFeesCells, StatusCell } from '../../../components/table/TableStates.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useListControls } from '../../../components/table/useListControls.ts';
import { FeedbackModal } from '../participant/FeedbackModal.tsx';
import { PaymentModal } from '../../payments/index.ts';
import { CancelCell, FeedbackCell, PayCell } from '../participant/RegistrationActions.tsx';
import { filterSortPage, REGISTRATION_SORT_OPTIONS } from '../participant/registrationList.ts';
import { useRowAction } from '../../../lib/useRowAction.ts';

const COLUMN_KEYS = [
  { labelKey: 'dashboard.columns.camp' },
  { labelKey: 'dashboard.columns.fees', end: true },
  { labelKey: 'dashboard.columns.participant' },
  { labelKey: 'dashboard.columns.payment' },
  { labelKey: 'dashboard.columns.confirmation' },
  { labelKey: 'dashboard.columns.pay' },
  { labelKey: 'dashboard.columns.feedback' },
  { labelKey: 'dashboard.columns.cancel' },
  { labelKey: 'dashboard.columns.ticket' },
  { labelKey: 'dashboard.columns.calendar' },
];

export function ParticipantRegisteredCamps() {
  return <RegisteredCampsTable />;
}

/** A failed lazy load (payments missing or offline) becomes a toast, not a broken page. */
class PaymentLoadBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    // The loader's own message is the browser's, in English: the reader gets ours.
    console.error(error);
    toast.error(translate('dashboard.registered.paymentFormFailed'));
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function RegisteredCampsTable() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { rows, loading, error } = useMyRegistrations(user!.uid);
  const controls = useListControls(150);
  const [paying, setPaying] = useState<RegistrationWithId | null>(null);
  const [reviewing, setReviewing] = useState<RegistrationWithId | null>(null);
  const [cancelling, setCancelling] = useState<RegistrationWithId | null>(null);
  const cancel = useRowAction(useDeleteRegistration(), (registrationId) => registrationId);
  const busyId = cancel.busyRow;

  const view = filterSortPage(rows, {
    search: controls.search,
    sort: controls.sort,
    page: controls.page,
    limit: controls.limit,
  });

  async function cancelRegistration(registration: RegistrationWithId) {
    try {
      await cancel.run(registration._id);
      toast.success(
        registration.PaymentStatus === 'Paid'
          ? t('dashboard.registered.cancelledRefunded', { camp: registration.CampName, fee: formatFee(registration.CampFees) })
          : t('dashboard.registered.cancelled', { camp: registration.CampName }),
      );
      setCancelling(null);
    } catch (e) {
      toast.error(apiErrorMessage(e));
    }
  }

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        {t('dashboard.registered.title')}
      </Heading>
      <ListToolbar
        controls={controls}
        sortOptions={REGISTRATION_SORT_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
        searchLabel={t('dashboard.registered.search')}
      />
      <DataTable
        label={t('dashboard.registered.title')}
        minW="720px"
        columns={COLUMN_KEYS.map((c) => ({ ...c, label: t(c.labelKey) }))}
        loading={loading}
        error={error ? apiErrorMessage(error) : null}
        empty={view.total === 0}
        emptyText={t(controls.search ? 'dashboard.registered.noMatch' : 'dashboard.registered.none')}
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
      <TablePager controls={controls} total={view.total} summaryKey="dashboard.registered.summary" loading={loading} />
      <Text fontSize="sm" color="fg.muted" mt="2">
        {t('dashboard.registered.live')}
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
        title={t('dashboard.registered.confirmTitle')}
        message={
          cancelling
            ? cancelling.PaymentStatus === 'Paid'
              ? t('dashboard.registered.confirmRefund', { camp: cancelling.CampName, fee: formatFee(cancelling.CampFees) })
              : t('dashboard.registered.confirm', { camp: cancelling.CampName })
            : ''
        }
        confirmLabel={t('dashboard.registered.confirmYes')}
        destructive
        busy={!!cancelling && busyId === cancelling._id}
        onConfirm={() => cancelling && void cancelRegistration(cancelling)}
        onClose={() => setCancelling(null)}
      />
    </Box>
  );
}
