/**
 * Manage Camps' cancelled camps, under the camps still running: each marked
 * Cancelled, with why and how far its refunds have got (read again every few
 * seconds while they run). Shown once the organizer has cancelled a camp.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { campTimeZone, type RefundProgress } from '@campcare/domain';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import { StatusBadge } from '../../../components/table/TableStates.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { useListControls } from '../../../components/table/useListControls.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { CampCsvButton } from '../../privacy/index.ts';
import { useCancelledCamps, type CancelledCamp } from '../api/cancelledCamps.ts';

/** A few per page: they sit under the camps still running. */
const PAGE_SIZE = 5;

/** `organizer`: the admin's filter ('' for everyone's, and for an organizer, who sees their own). */
export function CancelledCamps({ organizer }: { organizer: string }) {
  const { t } = useTranslation();
  const controls = useListControls(0, PAGE_SIZE);
  const cancelled = useCancelledCamps({ page: controls.page, limit: controls.limit, organizer });
  const rows = cancelled.data?.rows ?? [];
  const total = cancelled.data?.total ?? 0;
  if (total === 0 && !cancelled.error) return null;

  const columns: DataTableColumn<CancelledCamp>[] = [
    {
      label: t('organizer.camps.columnCamp'),
      card: 'title',
      cell: (camp) => (
        <Stack gap="1" align="start">
          <StatusBadge value="Cancelled" />
          <Text fontWeight="medium">{camp.CampName}</Text>
          <Text fontSize="xs" color="fg.muted" fontWeight="normal">
            {camp.Location}
          </Text>
        </Stack>
      ),
    },
    { label: t('organizer.camps.columnDate'), nowrap: true, cell: (camp) => formatDateTime(camp.DateTime, campTimeZone(camp)) },
    { label: t('organizer.camps.columnCancelledAt'), nowrap: true, cell: (camp) => (camp.cancelledAt ? formatDateTime(camp.cancelledAt) : '') },
    { label: t('organizer.camps.columnReason'), cell: (camp) => camp.cancellationReason ?? '' },
    { label: t('organizer.camps.columnRefunds'), cell: (camp) => <RefundProgressText refunds={camp.refunds} /> },
    { label: t('organizer.camps.columnActions'), card: 'actions', cell: (camp) => <CampCsvButton campId={camp._id} campName={camp.CampName} /> },
  ];

  return (
    <Box as="section" aria-labelledby="cancelled-camps" mt="10" data-testid="cancelled-camps">
      <Heading as="h2" id="cancelled-camps" size="lg" mb="2">
        {t('organizer.camps.cancelledTitle')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('organizer.camps.cancelledIntro')}
      </Text>
      <DataTable
        label={t('organizer.camps.cancelledTitle')}
        minW="760px"
        columns={columns}
        rows={rows}
        rowKey={(camp) => camp._id}
        rowTestId={(camp) => `cancelled-camp-${camp._id}`}
        loading={cancelled.isPending}
        error={cancelled.error ? apiErrorMessage(cancelled.error) : null}
        emptyText=""
      />
      {total > controls.limit && <TablePager controls={controls} total={total} summaryKey="organizer.camps.cancelledSummary" loading={cancelled.isFetching} />}
    </Box>
  );
}

/** "3 of 5 refunded", and whether that is still going on, done, or partly refused. */
function RefundProgressText({ refunds }: { refunds: RefundProgress }) {
  const { t } = useTranslation();
  if (refunds.due === 0) return <Text color="fg.muted">{t('organizer.camps.refundsNone')}</Text>;
  return (
    <Box data-testid="refund-progress">
      <Text>{t('organizer.camps.refundsDone', { done: formatCount(refunds.done), due: formatCount(refunds.due) })}</Text>
      {!refunds.finished && (
        <Text fontSize="xs" color="fg.muted">
          {t('organizer.camps.refundsRunning')}
        </Text>
      )}
      {refunds.failed > 0 && (
        <Text fontSize="xs" color="red.fg">
          {t('organizer.camps.refundsFailed', { failed: formatCount(refunds.failed) })}
        </Text>
      )}
    </Box>
  );
}
