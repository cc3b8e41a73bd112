/**
 * The access log (admins): every read of a participant's health details,
 * newest first, a page at a time: who read, whose registration (by name),
 * which fields, when and why; searched by the reader's, the participant's or
 * the camp's name.
 */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { AccessLogEntry, AccessReason, LoggedField } from '@campcare/domain';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useAccessLog, type AccessLogRow } from '../../privacy/index.ts';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import { ListSearchInput, PageSizeSelect } from '../../../components/table/ListToolbar.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { useListControls } from '../../../components/table/useListControls.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';

/** The catalog's words for the API's values (which stay as they are). */
const ROLE_KEYS: Record<AccessLogEntry['accessorRole'], string> = {
  organizer: 'admin.accessLog.roleOrganizer',
  admin: 'admin.accessLog.roleAdmin',
  clinician: 'admin.accessLog.roleClinician',
  participant: 'admin.accessLog.roleParticipant',
};

const FIELD_KEYS: Record<LoggedField, string> = {
  age: 'admin.accessLog.field.age',
  gender: 'admin.accessLog.field.gender',
  phoneNumber: 'admin.accessLog.field.phoneNumber',
  emergencyContact: 'admin.accessLog.field.emergencyContact',
  results: 'admin.accessLog.field.results',
  referrals: 'admin.accessLog.field.referrals',
};

const REASON_KEYS: Record<AccessReason, string> = {
  detail: 'admin.accessLog.reason.detail',
  export: 'admin.accessLog.reason.export',
  'check-in': 'admin.accessLog.reason.checkIn',
  referral: 'admin.accessLog.reason.referral',
  'follow-up': 'admin.accessLog.reason.followUp',
  own: 'admin.accessLog.reason.own',
  report: 'admin.accessLog.reason.report',
  dhis2: 'admin.accessLog.reason.dhis2',
};

export function AccessLogPage() {
  return <AccessLogTable />;
}

function AccessLogTable() {
  const { t } = useTranslation();
  const controls = useListControls();
  const log = useAccessLog({ searchValue: controls.search, page: controls.page, limit: controls.limit });
  const rows = log.data?.rows ?? [];
  const columns: DataTableColumn<AccessLogRow>[] = [
    { label: t('admin.accessLog.columnWhen'), nowrap: true, cell: (e) => formatDateTime(e.at) },
    { label: t('admin.accessLog.columnWho'), card: 'title', cell: (e) => t('admin.accessLog.who', { name: e.accessorName, role: t(ROLE_KEYS[e.accessorRole]) }) },
    {
      label: t('admin.accessLog.columnWhose'),
      cell: (e) => (
        <>
          <Text>{participantOf(e)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {e.CampName}
          </Text>
        </>
      ),
    },
    { label: t('admin.accessLog.columnFields'), cell: (e) => e.fields.map((f) => t(FIELD_KEYS[f])).join(', ') },
    { label: t('admin.accessLog.columnWhy'), cell: (e) => t(REASON_KEYS[e.reason]) },
  ];
  /**
   * The participant by name; an entry from before names were kept says so
   * rather than showing an id; a camp's figures (report, DHIS2) name nobody
   * and say how many were counted.
   */
  function participantOf(e: AccessLogRow): string {
    if (e.people !== undefined) return t('admin.accessLog.counted', { people: formatCount(e.people), count: e.people });
    if (e.participantName) return e.participantName;
    return t(e.participantUid ? 'admin.accessLog.nameNotKept' : 'admin.accessLog.deletedAccount');
  }

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        {t('admin.accessLog.title')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('admin.accessLog.intro')}
      </Text>
      <Flex gap="3" wrap="wrap" align="center" mb="4">
        <ListSearchInput controls={controls} label={t('admin.accessLog.search')} />
        <PageSizeSelect id="access-log-page-size" value={controls.limit} onChange={controls.setLimit} />
      </Flex>
      <DataTable
        label={t('admin.accessLog.title')}
        minW="760px"
        columns={columns}
        rows={rows}
        rowKey={(e) => e._id}
        rowTestId={() => 'access-log-row'}
        loading={log.isFetching}
        error={log.error ? apiErrorMessage(log.error) : null}
        emptyText={t(controls.search ? 'admin.accessLog.noMatch' : 'admin.accessLog.empty')}
      />
      <TablePager controls={controls} total={log.data?.total ?? 0} summaryKey="admin.accessLog.summary" loading={log.isFetching} />
    </Box>
  );
}
