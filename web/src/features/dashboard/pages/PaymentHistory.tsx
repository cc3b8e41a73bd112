/**
 * The participant's payments (bookings), newest first. The confirmation
 * status is read from the live registration, so an organizer's confirmation
 * shows here too without a reload.
 */
import { Box, Code, Heading, Table } from '@chakra-ui/react';
import { matchesText } from '@campcare/domain';
import { useSession } from '../../auth/index.ts';
import { DataTable } from '../components/DataTable.tsx';
import { ListToolbar } from '../components/ListToolbar.tsx';
import { describeTable, Pager } from '../../../components/Pager.tsx';
import { CampAndFeesCells, StatusCell } from '../components/TableStates.tsx';
import { RequireParticipant } from '../layout/guards.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../lib/errors.ts';
import { useListControls } from '../lib/useListControls.ts';
import { useMyBookings } from '../api/myBookings.ts';
import { useMyRegistrations } from '../api/myRegistrations.ts';

const SORT_OPTIONS = [
  { value: '', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'CampFees', label: 'Camp fees' },
];

const COLUMNS = [
  { label: 'Camp name' },
  { label: 'Camp fees', end: true },
  { label: 'Payment status' },
  { label: 'Confirmation status' },
  { label: 'Transaction id' },
  { label: 'Date' },
];

export function PaymentHistory() {
  return (
    <RequireParticipant>
      <PaymentHistoryTable />
    </RequireParticipant>
  );
}

function PaymentHistoryTable() {
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
        Payment History
      </Heading>
      <ListToolbar controls={controls} sortOptions={SORT_OPTIONS} searchLabel="Search payments" />
      <DataTable
        label="Payment History"
        minW="720px"
        columns={COLUMNS}
        loading={loading}
        error={error ? errorMessage(error) : null}
        empty={matching.length === 0}
        emptyText={controls.search ? 'No payment matches your search.' : 'You have not made any payment yet.'}
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
      <Pager
        page={controls.page}
        limit={controls.limit}
        total={matching.length}
        summary={describeTable(matching.length, 'payment', controls.page, controls.limit, loading)}
        onPage={controls.setPage}
        loading={loading}
      />
    </Box>
  );
}
