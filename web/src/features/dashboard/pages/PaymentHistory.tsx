/**
 * The participant's payments (bookings), newest first. The confirmation
 * status is read from the live registration, so an organizer's confirmation
 * shows here too without a reload.
 */
import { Box, Code, Heading, Table } from '@chakra-ui/react';
import { matchesText } from '@campcare/domain';
import { useSession } from '../../auth/index.ts';
import { DataTable } from '../../../components/table/DataTable.tsx';
import { ListToolbar } from '../../../components/table/ListToolbar.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { CampAndFeesCells, StatusCell } from '../../../components/table/TableStates.tsx';
import { formatDateTime } from '../../../lib/format.ts';
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

const COLUMN_KEYS = [
  { labelKey: 'dashboard.columns.campName' },
  { labelKey: 'dashboard.columns.campFees', end: true },
  { labelKey: 'dashboard.columns.paymentStatus' },
  { labelKey: 'dashboard.columns.confirmationStatus' },
  { labelKey: 'dashboard.columns.transactionId' },
  { labelKey: 'dashboard.columns.date' },
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

  const confirmation = new Map(registrations.rows.map((r) => [r._id, r.ConfirmationStatus]));
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
        columns={COLUMN_KEYS.map((c) => ({ ...c, label: t(c.labelKey) }))}
        loading={loading}
        error={error ? apiErrorMessage(error) : null}
        empty={matching.length === 0}
        emptyText={t(controls.search ? 'dashboard.payments.noMatch' : 'dashboard.payments.none')}
      >
        {pageRows.map((b) => (
          <Table.Row key={b._id}>
            <CampAndFeesCells name={b.CampName} fees={b.CampFees} />
            <StatusCell value={b.paymentStatus} />
            <StatusCell value={confirmation.get(b.registrationId) ?? b.ConfirmationStatus} />
            <Table.Cell data-nowrap="">
              <Code fontSize="xs">
                {b.transactionId}
              </Code>
            </Table.Cell>
            <Table.Cell data-nowrap="">{formatDateTime(b.date)}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <TablePager controls={controls} total={matching.length} summaryKey="dashboard.payments.summary" loading={loading} />
    </Box>
  );
}
