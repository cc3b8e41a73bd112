/** The participant's registered camps, live from Firestore, with Pay, Feedback, Cancel, the QR ticket and Add to calendar. */
import { Box, Heading, Text } from '@chakra-ui/react';
import { canGiveFeedback, canPay, confirmationShown, isCampOpenForRegistration, isWaitlisted, type DependantRelationship, type RegistrationWithId } from '@campcare/domain';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast.ts';
import { AddToCalendarButton } from '../../../components/AddToCalendarButton.tsx';
import { useSession } from '../../auth/index.ts';
import { useDeleteRegistration } from '../api/deleteRegistration.ts';
import { useMyRegistrations } from '../api/myRegistrations.ts';
import { ClaimWalkInCard, TicketCell } from '../../checkin/index.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import { ListToolbar } from '../../../components/table/ListToolbar.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { formatFee } from '../../../lib/format.ts';
import { translate, useTranslation } from '../../../lib/i18n/index.ts';
import { StatusBadge } from '../../../components/table/TableStates.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useListControls } from '../../../components/table/useListControls.ts';
import { FeedbackModal } from '../participant/FeedbackModal.tsx';
import { PaymentModal } from '../../payments/index.ts';
import { CancelCell, FeedbackCell, PayCell } from '../participant/RegistrationActions.tsx';
import { filterSortPage, REGISTRATION_SORT_OPTIONS } from '../participant/registrationList.ts';
import { useRowAction } from '../../../lib/useRowAction.ts';

/** Who a registered dependant is to the account holder. */
const RELATIONSHIP_KEYS: Record<DependantRelationship, string> = {
  child: 'dashboard.registered.relationship.child',
  parent: 'dashboard.registered.relationship.parent',
  spouse: 'dashboard.registered.relationship.spouse',
  other: 'dashboard.registered.relationship.other',
};

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

  const busy = (r: RegistrationWithId) => busyId === r._id;
  const columns: DataTableColumn<RegistrationWithId>[] = [
    { label: t('dashboard.columns.camp'), cell: (r) => r.CampName, card: 'title' },
    { label: t('dashboard.columns.fees'), end: true, cell: (r) => formatFee(r.CampFees) },
    {
      label: t('dashboard.columns.participant'),
      cell: (r) => (
        <>
          {r.ParticipantName}
          {/* Someone the account holder registered: who they are to them. */}
          {r.dependant && (
            <Text fontSize="xs" color="fg.muted">
              {t(RELATIONSHIP_KEYS[r.dependant.relationship])}
            </Text>
          )}
        </>
      ),
    },
    { label: t('dashboard.columns.payment'), cell: (r) => <StatusBadge value={r.PaymentStatus} /> },
    { label: t('dashboard.columns.confirmation'), cell: (r) => <StatusBadge value={confirmationShown(r)} /> },
    {
      label: t('dashboard.columns.pay'),
      cell: (r) => <PayCell registration={r} busy={busy(r)} onPay={() => setPaying(r)} />,
      card: 'actions',
      // On a card the payment's status is already a value: only a Pay button (or the waiting list's) joins the actions.
      cardCell: (r) => ((canPay(r) || isWaitlisted(r)) && !r.campCancelledAt ? <PayCell registration={r} busy={busy(r)} onPay={() => setPaying(r)} /> : null),
    },
    {
      label: t('dashboard.columns.feedback'),
      cell: (r) => <FeedbackCell registration={r} busy={busy(r)} onFeedback={() => setReviewing(r)} />,
      card: 'actions',
      cardCell: (r) => (canGiveFeedback(r) ? <FeedbackCell registration={r} busy={busy(r)} onFeedback={() => setReviewing(r)} /> : null),
    },
    { label: t('dashboard.columns.cancel'), cell: (r) => <CancelCell registration={r} busy={busy(r)} onCancel={() => setCancelling(r)} />, card: 'actions' },
    { label: t('dashboard.columns.ticket'), cell: (r) => <TicketCell registration={r} /> },
    {
      label: t('dashboard.columns.calendar'),
      card: 'actions',
      // Camps still to come, not cancelled: the same file the mails carry.
      cell: (r) =>
        isCampOpenForRegistration(r.DateTime, new Date(), r.campCancelledAt) && (
          <AddToCalendarButton
            size="xs"
            camp={{ campId: r.campId, CampName: r.CampName, DateTime: r.DateTime, Location: r.Location, HealthcareProfessional: r.HealthcareProfessional, TimeZone: r.TimeZone ?? null }}
          />
        ),
    },
  ];

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
        columns={columns}
        rows={view.rows}
        rowKey={(r) => r._id}
        rowTestId={(r) => `registration-${r._id}`}
        loading={loading}
        error={error ? apiErrorMessage(error) : null}
        emptyText={t(controls.search ? 'dashboard.registered.noMatch' : 'dashboard.registered.none')}
      />
      <TablePager controls={controls} total={view.total} summaryKey="dashboard.registered.summary" loading={loading} />
      <Text fontSize="sm" color="fg.muted" mt="2" mb="5">
        {t('dashboard.registered.live')}
      </Text>
      <Suspense fallback={null}>
        <ClaimWalkInCard />
      </Suspense>

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
