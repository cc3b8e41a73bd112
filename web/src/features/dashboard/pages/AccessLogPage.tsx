/**
 * The access log (admins): every read of a participant's health details,
 * newest first: who read, whose registration, which fields, when and why.
 */
import { Box, Heading, Table, Text } from '@chakra-ui/react';
import type { AccessLogEntry, AccessReason, HealthField } from '@campcare/domain';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useAccessLog } from '../../privacy/index.ts';
import { DataTable } from '../../../components/table/DataTable.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';

const COLUMN_KEYS = [
  'admin.accessLog.columnWhen',
  'admin.accessLog.columnWho',
  'admin.accessLog.columnWhose',
  'admin.accessLog.columnFields',
  'admin.accessLog.columnWhy',
];

/** The catalog's words for the API's values (which stay as they are). */
const ROLE_KEYS: Record<AccessLogEntry['accessorRole'], string> = {
  organizer: 'admin.accessLog.roleOrganizer',
  admin: 'admin.accessLog.roleAdmin',
  clinician: 'admin.accessLog.roleClinician',
};

const FIELD_KEYS: Record<HealthField, string> = {
  age: 'admin.accessLog.field.age',
  gender: 'admin.accessLog.field.gender',
  phoneNumber: 'admin.accessLog.field.phoneNumber',
  emergencyContact: 'admin.accessLog.field.emergencyContact',
};

const REASON_KEYS: Record<AccessReason, string> = {
  detail: 'admin.accessLog.reason.detail',
  export: 'admin.accessLog.reason.export',
  'check-in': 'admin.accessLog.reason.checkIn',
};

export function AccessLogPage() {
  return <AccessLogTable />;
}

function AccessLogTable() {
  const { t } = useTranslation();
  const log = useAccessLog();
  const rows = log.data ?? [];
  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        {t('admin.accessLog.title')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('admin.accessLog.intro')}
      </Text>
      <DataTable
        label={t('admin.accessLog.title')}
        minW="760px"
        columns={COLUMN_KEYS.map((key) => ({ label: t(key) }))}
        loading={log.isPending}
        error={log.status === 'error' ? apiErrorMessage(log.error) : null}
        empty={rows.length === 0}
        emptyText={t('admin.accessLog.empty')}
      >
        {rows.map((e) => (
          <Table.Row key={e._id} data-testid="access-log-row">
            <Table.Cell data-nowrap="">{formatDateTime(e.at)}</Table.Cell>
            <Table.Cell>
              {t('admin.accessLog.who', { name: e.accessorName, role: t(ROLE_KEYS[e.accessorRole]) })}
            </Table.Cell>
            <Table.Cell>
              <Text>{e.CampName}</Text>
              <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                {e.participantUid ?? t('admin.accessLog.deletedAccount')}
              </Text>
            </Table.Cell>
            <Table.Cell>{e.fields.map((f) => t(FIELD_KEYS[f])).join(', ')}</Table.Cell>
            <Table.Cell>{t(REASON_KEYS[e.reason])}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Box>
  );
}
