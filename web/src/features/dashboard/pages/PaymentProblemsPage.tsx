/**
 * Payment problems (admins): payments that succeeded without a seat to pay
 * for (a registration cancelled or deleted meanwhile, paid twice, not
 * matching), and what was done: refunded automatically, or left for a person.
 */
import { Box, Heading, Table, Text } from '@chakra-ui/react';
import type { PaymentProblem } from '@campcare/domain';
import { usePaymentProblems } from '../api/paymentProblems.ts';
import { DataTable } from '../../../components/table/DataTable.tsx';
import { StatusCell } from '../../../components/table/TableStates.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';

/** The columns' names as catalog keys. */
const COLUMNS = [
  { labelKey: 'admin.paymentProblems.columnWhen' },
  { labelKey: 'admin.paymentProblems.columnPayment' },
  { labelKey: 'admin.paymentProblems.columnAmount', end: true },
  { labelKey: 'admin.paymentProblems.columnWhy' },
  { labelKey: 'admin.paymentProblems.columnDone' },
];

/** The catalog's words for what was done (the API's values stay as they are). */
const ACTION_KEYS: Record<PaymentProblem['action'], string> = {
  refunded: 'admin.paymentProblems.refunded',
  'refund-failed': 'admin.paymentProblems.refundFailed',
  'not-recorded': 'admin.paymentProblems.notRecorded',
};

export function PaymentProblemsPage() {
  return <ProblemsTable />;
}

function ProblemsTable() {
  const { t } = useTranslation();
  const problems = usePaymentProblems();
  const rows = problems.data ?? [];
  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        {t('admin.paymentProblems.title')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('admin.paymentProblems.intro')}
      </Text>
      <DataTable
        label={t('admin.paymentProblems.title')}
        minW="720px"
        columns={COLUMNS.map((c) => ({ label: t(c.labelKey), end: c.end }))}
        loading={problems.isPending}
        error={problems.error ? apiErrorMessage(problems.error) : null}
        empty={rows.length === 0}
        emptyText={t('admin.paymentProblems.empty')}
      >
        {rows.map((p) => (
          <Table.Row key={p._id} data-testid={`payment-problem-${p._id}`}>
            <Table.Cell data-nowrap="">{formatDateTime(p.createdAt)}</Table.Cell>
            <Table.Cell fontFamily="mono" fontSize="xs">
              {p.paymentIntentId}
            </Table.Cell>
            <Table.Cell textAlign="end">{formatMoney(p.amount / 100)}</Table.Cell>
            {/* The server's words, as it recorded them. */}
            <Table.Cell>{p.reason}</Table.Cell>
            <StatusCell value={t(ACTION_KEYS[p.action])} />
          </Table.Row>
        ))}
      </DataTable>
    </Box>
  );
}
