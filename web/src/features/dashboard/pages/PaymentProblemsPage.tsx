/**
 * Payment problems (admins): payments that succeeded without a seat to pay
 * for (a registration cancelled or deleted meanwhile, paid twice, not
 * matching), and what was done: refunded automatically, or left for a person.
 */
import { Box, Heading, Text } from '@chakra-ui/react';
import type { PaymentProblem } from '@campcare/domain';
import { usePaymentProblems } from '../api/paymentProblems.ts';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import { StatusBadge } from '../../../components/table/TableStates.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';

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
  const columns: DataTableColumn<(typeof rows)[number]>[] = [
    { label: t('admin.paymentProblems.columnWhen'), nowrap: true, cell: (p) => formatDateTime(p.createdAt) },
    {
      label: t('admin.paymentProblems.columnPayment'),
      card: 'title',
      cell: (p) => (
        <Text as="span" fontFamily="mono" fontSize="xs">
          {p.paymentIntentId}
        </Text>
      ),
    },
    { label: t('admin.paymentProblems.columnAmount'), end: true, cell: (p) => formatMoney(p.amount / 100) },
    // The server's words, as it recorded them.
    { label: t('admin.paymentProblems.columnWhy'), cell: (p) => p.reason },
    { label: t('admin.paymentProblems.columnDone'), cell: (p) => <StatusBadge value={t(ACTION_KEYS[p.action])} /> },
  ];

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
        columns={columns}
        rows={rows}
        rowKey={(p) => p._id}
        rowTestId={(p) => `payment-problem-${p._id}`}
        loading={problems.isPending}
        error={problems.error ? apiErrorMessage(problems.error) : null}
        emptyText={t('admin.paymentProblems.empty')}
      />
    </Box>
  );
}
