/**
 * Payment problems (admins): payments that succeeded without a seat to pay
 * for (a registration cancelled or deleted meanwhile, paid twice, not
 * matching), and what was done: refunded automatically, or left for a person.
 */
import { Box, Heading, Table, Text } from '@chakra-ui/react';
import type { PaymentProblem } from '@campcare/domain';
import { usePaymentProblems } from '../api/paymentProblems.ts';
import { DataTable } from '../components/DataTable.tsx';
import { StatusCell } from '../components/TableStates.tsx';
import { RequireAdmin } from '../layout/guards.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '../lib/analytics.ts';
import { errorMessage } from '../lib/errors.ts';

const COLUMNS = [{ label: 'When' }, { label: 'Payment' }, { label: 'Amount', end: true }, { label: 'Why' }, { label: 'Done' }];

const ACTION_LABELS: Record<PaymentProblem['action'], string> = {
  refunded: 'Refunded',
  'refund-failed': 'Refund failed: refund by hand',
  'not-recorded': 'Not recorded (other mode)',
};

export function PaymentProblemsPage() {
  return (
    <RequireAdmin>
      <ProblemsTable />
    </RequireAdmin>
  );
}

function ProblemsTable() {
  const problems = usePaymentProblems();
  const rows = problems.data ?? [];
  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Payment problems
      </Heading>
      <Text color="fg.muted" mb="4">
        Payments that succeeded for a registration that was gone, cancelled or already paid. Each one is refunded automatically; the
        ones the payment provider refused need a refund by hand in its dashboard.
      </Text>
      <DataTable
        label="Payment problems"
        minW="720px"
        columns={COLUMNS}
        loading={problems.isPending}
        error={problems.error ? errorMessage(problems.error) : null}
        empty={rows.length === 0}
        emptyText="No payment problems. Every payment paid for a seat."
      >
        {rows.map((p) => (
          <Table.Row key={p._id} data-testid={`payment-problem-${p._id}`}>
            <Table.Cell data-nowrap="">{formatDateTime(p.createdAt)}</Table.Cell>
            <Table.Cell fontFamily="mono" fontSize="xs">
              {p.paymentIntentId}
            </Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(p.amount / 100)}</Table.Cell>
            <Table.Cell>{p.reason}</Table.Cell>
            <StatusCell value={ACTION_LABELS[p.action]} />
          </Table.Row>
        ))}
      </DataTable>
    </Box>
  );
}
