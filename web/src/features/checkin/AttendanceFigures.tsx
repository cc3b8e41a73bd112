/**
 * The organizer's analytics, attendance part: of the people expected at the
 * most recent camps that have taken place (paid or free tickets), how many
 * were checked in, and the no-show rate, together and per camp.
 */
import { Box, Heading, SimpleGrid, Spinner, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { usePastCampsAttendance } from './api/pastCampsAttendance.ts';

/**
 * `scope`: one organizer's uid, or null for every camp (admins). `stat` draws
 * one figure the way the page around it draws its others.
 */
export function AttendanceFigures({ scope, stat }: { scope: string | null; stat: (label: string, value: string, help: string) => ReactNode }) {
  const attendance = usePastCampsAttendance(scope);
  const data = attendance.data ?? null;
  const error = attendance.error?.message ?? null;
  return (
    <Box as="section" aria-labelledby="attendance-heading" mb="8">
      <Heading as="h2" size="md" mb="3" id="attendance-heading">
        Attendance at past camps
      </Heading>
      {error && (
        <Text color="fg.error" role="alert">
          The attendance could not be loaded: {error}
        </Text>
      )}
      {!data && !error && <Spinner aria-label="Loading the attendance" />}
      {data && data.camps.length === 0 && <Text color="fg.muted">No camp has taken place yet.</Text>}
      {data && data.camps.length > 0 && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mb="4">
            {stat('Attendance', `${data.total.attendanceRate}%`, `${data.total.checkedIn} of ${data.total.expected} expected people checked in`)}
            {stat('No-show rate', `${data.total.noShowRate}%`, `${data.total.expected - data.total.checkedIn} did not come`)}
          </SimpleGrid>
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Attendance per camp">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Camp</Table.ColumnHeader>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Checked in / expected</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Attendance</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">No-shows</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.camps.map((c) => (
                  <Table.Row key={c.camp._id} data-testid={`attendance-${c.camp._id}`}>
                    <Table.Cell>{c.camp.CampName}</Table.Cell>
                    <Table.Cell data-nowrap="">{formatDateTime(c.camp.DateTime, c.camp.TimeZone)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {c.checkedIn} / {c.expected}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{c.attendanceRate}%</Table.Cell>
                    <Table.Cell textAlign="end">{c.noShowRate}%</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </>
      )}
    </Box>
  );
}
