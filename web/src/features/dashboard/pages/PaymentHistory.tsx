/**
 * The participant's payments (bookings), newest first. The confirmation
 * status is read from the live registration, so an organizer's confirmation
 * shows here too without a reload; a refunded payment reads Cancelled there.
 */
import { Box, Code, Heading } from '@chakra-ui/react';
import { confirmationShown, matchesText } from '@campcare/domain';
import { useSession } from '../../auth/index.ts';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import { ListToolbar } from '../../../components/table/ListToolbar.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { StatusBadge } from '../../../components/table/TableStates.tsx';
import { formatDateTime, formatFee } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useListControls } from '../../../components/table/useListControls.ts';
import { useMyBookings } from '../api/myBookings.ts';
import { useMyRegistrations } from '../api/myRegistrations.ts';

const SORT_OPTIONS = [
  { value: '', labelKey: 'dashboard.sort.newest' },
  { value: 'oldest', labelKey: 'dashboard.sort.oldest' },
  { value: 'CampFees', labelKey: 'dashboard.sort.campFees' },
];

export function PaymentHistory() {
  return <PaymentHistoryTable />;
}

function PaymentHistoryTable() {
  const { t } = useTranslation();
  const { user } = useSession();
  const bookings = useMyBookings(user!.uid);
  const registrations = useMyRegistrations(user!.uid);
  const controls = useListControls(150);

  const registrationOf = new Map(registrations.rows.map((r) => [r._id, r]));
  const matching = bookings.rows
    .filter((b) => matchesText(controls.search, b.CampName, b.transactionId))
    .sort((a, b) => {
      if (controls.sort === 'oldest') return a.date.localeCompare(b.date);
      if (controls.sort === 'CampFees') return b.CampFees - a.CampFees;
      return b.date.localeCompare(a.date);
    });
  const start = (controls.page - 1) * controls.limit;
  const pageRows = matching.slice(start, start + controls.limit);
  const loading = bookings.loading || registrations.loading;
  const error = bookings.error ?? registrations.error;

  type Payment = (typeof bookings.rows)[number];
  const columns: DataTableColumn<Payment>[] = [
    { label: t('dashboard.columns.campName'), cell: (b) => b.CampName, card: 'title' },
    { label: t('dashboard.columns.campFees'), end: true, cell: (b) => formatFee(b.CampFees) },
    { label: t('dashboard.columns.paymentStatus'), cell: (b) => <StatusBadge value={b.paymentStatus} /> },
    {
      label: t('dashboard.columns.confirmationStatus'),
      // Read from the live registration (an organizer's confirmation shows at once); a refunded payment's seat is gone.
      cell: (b) => {
        const registration = registrationOf.get(b.registrationId);
        const confirmation = registration?.ConfirmationStatus ?? b.ConfirmationStatus;
        return <StatusBadge value={confirmationShown({ PaymentStatus: b.paymentStatus, ConfirmationStatus: confirmation, campCancelledAt: registration?.campCancelledAt })} />;
      },
    },
    {
      label: t('dashboard.columns.transactionId'),
      nowrap: true,
      // On a phone's card the id is wider than its value's room, and Code (an inline flex box) would not break it:
      // it may break anywhere there; a table's cell keeps it on one line (nowrap).
      cell: (b) => (
        <Code fontSize="xs" overflowWrap="anywhere">
          {b.transactionId}
        </Code>
      ),
    },
    { label: t('dashboard.columns.date'), nowrap: true, cell: (b) => formatDateTime(b.date) },
  ];

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        {t('dashboard.payments.title')}
      </Heading>
      <ListToolbar
        controls={controls}
        sortOptions={SORT_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
        searchLabel={t('dashboard.payments.search')}
      />
      <DataTable
        label={t('dashboard.payments.title')}
        minW="720px"
        columns={columns}
        rows={pageRows}
        rowKey={(b) => b._id}
        rowTestId={(b) => `payment-${b._id}`}
        loading={loading}
        error={error ? apiErrorMessage(error) : null}
        emptyText={t(controls.search ? 'dashboard.payments.noMatch' : 'dashboard.payments.none')}
      />
      <TablePager controls={controls} total={matching.length} summaryKey="dashboard.payments.summary" loading={loading} />
    </Box>
  );
}
