/**
 * The access log (admins): every read of a participant's health details,
 * newest first: who read, whose registration, which fields, when and why.
 */
import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { ACCESS_REASON_LABELS, HEALTH_FIELD_LABELS } from '@campcare/domain';
import { formatDateTime } from '../../../lib/format.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { fetchAccessLog } from '../../privacy/index.ts';
import { DataTable } from '../components/DataTable.tsx';
import { RequireAdmin } from '../layout/guards.tsx';
import { errorMessage } from '../lib/errors.ts';

const COLUMNS = [{ label: 'When' }, { label: 'Who' }, { label: 'Whose registration' }, { label: 'Fields' }, { label: 'Why' }];

export function AccessLogPage() {
  return (
    <RequireAdmin>
      <AccessLogTable />
    </RequireAdmin>
  );
}

function AccessLogTable() {
  const log = useAsync((signal) => fetchAccessLog(signal), []);
  const rows = log.data ?? [];
  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Access log
      </Heading>
      <Text color="fg.muted" mb="4">
        Every time someone opened a participant’s health details (the latest 50). Entries are written by the server with each read
        and cannot be changed.
      </Text>
      <DataTable
        label="Access log"
        minW="760px"
        columns={COLUMNS}
        loading={log.status === 'loading' && rows.length === 0}
        error={log.status === 'error' ? errorMessage(log.error) : null}
        empty={rows.length === 0}
        emptyText="Nobody has opened anyone’s health details yet."
      >
        {rows.map((e) => (
          <Table.Row key={e._id} data-testid="access-log-row">
            <Table.Cell data-nowrap="">{formatDateTime(e.at)}</Table.Cell>
            <Table.Cell>
              {e.accessorName} ({e.accessorRole})
            </Table.Cell>
            <Table.Cell>
              <Text>{e.CampName}</Text>
              <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                {e.participantUid ?? 'deleted account'}
              </Text>
            </Table.Cell>
            <Table.Cell>{e.fields.map((f) => HEALTH_FIELD_LABELS[f]).join(', ')}</Table.Cell>
            <Table.Cell>{ACCESS_REASON_LABELS[e.reason]}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Box>
  );
}
