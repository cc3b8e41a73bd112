import { Box, Card, Heading, List, Text } from '@chakra-ui/react';
import { ACCESS_REASON_LABELS, HEALTH_FIELD_LABELS } from '@campcare/domain';
import { formatDateTime } from '../../lib/format.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { fetchMyAccessLog } from './api/accessLog.ts';

/** The participant's dashboard: who opened their health details, when, for which camp and why. */
export function AccessLogCard() {
  const log = useAsync((signal) => fetchMyAccessLog(signal), []);
  return (
    <Card.Root mt="6" data-testid="my-access-log">
      <Card.Body>
        <Heading as="h2" size="md" mb="2">
          Who saw your health details
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4">
          Your age, gender, phone number and emergency contact are shown only to the organizers of the camps you
          join (and to CampCare’s administrators). Every time someone opens them, it is listed here.
        </Text>
        {log.status === 'loading' && <Text color="fg.muted">Loading…</Text>}
        {log.status === 'error' && <Text color="fg.error">{log.error.message}</Text>}
        {log.status === 'success' && log.data.length === 0 && <Text>Nobody has opened your health details yet.</Text>}
        {log.status === 'success' && log.data.length > 0 && (
          <List.Root gap="3" variant="plain">
            {log.data.map((entry) => (
              <List.Item key={entry._id} data-testid="access-log-entry">
                <Box>
                  <Text fontWeight="medium">
                    {entry.accessorName} {entry.accessorRole === 'admin' ? '(CampCare administrator)' : '(organizer)'}
                  </Text>
                  <Text fontSize="sm">
                    {ACCESS_REASON_LABELS[entry.reason]} for {entry.CampName}: {entry.fields.map((f) => HEALTH_FIELD_LABELS[f].toLowerCase()).join(', ')}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(entry.at)}
                  </Text>
                </Box>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
