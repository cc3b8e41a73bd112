/**
 * The organizer's analytics, attendance part: of the people expected at the
 * most recent camps that have taken place (paid or free tickets), how many
 * were checked in, and the no-show rate, together and per camp.
 */
import { Box, Heading, SimpleGrid, Spinner, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { usePastCampsAttendance } from './api/pastCampsAttendance.ts';
import { errorText } from './errorText.ts';

/** "85%" (Bengali: "৮৫%"). */
const percent = (t: (key: string, values?: Record<string, unknown>) => string, rate: number) => t('checkin.attendance.percent', { rate: formatCount(rate) });

/**
 * `scope`: one organizer's uid, or null for every camp (admins). `stat` draws
 * one figure the way the page around it draws its others, with what it
 * counts (`definition`) and its details (`help`).
 */
export function AttendanceFigures({
  scope,
  stat,
}: {
  scope: string | null;
  stat: (label: string, value: string, help: string, definition: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const attendance = usePastCampsAttendance(scope);
  const data = attendance.data ?? null;
  const error = attendance.error ? errorText(attendance.error) : null;
  return (
    <Box as="section" aria-labelledby="attendance-heading" mb="8">
      <Heading as="h2" size="md" mb="3" id="attendance-heading">
        {t('checkin.attendance.heading')}
      </Heading>
      {error && (
        <Text color="fg.error" role="alert">
          {t('checkin.attendance.loadFailed', { error })}
        </Text>
      )}
      {!data && !error && <Spinner aria-label={t('checkin.attendance.loading')} />}
      {data && data.camps.length === 0 && <Text color="fg.muted">{t('checkin.attendance.none')}</Text>}
      {data && data.camps.length > 0 && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mb="4">
            {stat(
              t('checkin.attendance.attendance'),
              percent(t, data.total.attendanceRate),
              t('checkin.attendance.attendanceHelp', { checkedIn: formatCount(data.total.checkedIn), expected: formatCount(data.total.expected) }),
              t('checkin.attendance.attendanceDefinition'),
            )}
            {stat(
              t('checkin.attendance.noShowRate'),
              percent(t, data.total.noShowRate),
              t('checkin.attendance.noShowHelp', { count: formatCount(data.total.expected - data.total.checkedIn) }),
              t('checkin.attendance.noShowDefinition'),
            )}
          </SimpleGrid>
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t('checkin.attendance.perCamp')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('checkin.attendance.columnCamp')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('checkin.attendance.columnDate')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('checkin.attendance.columnCheckedIn')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('checkin.attendance.attendance')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('checkin.attendance.columnNoShows')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.camps.map((c) => (
                  <Table.Row key={c.camp._id} data-testid={`attendance-${c.camp._id}`}>
                    <Table.Cell>{c.camp.CampName}</Table.Cell>
                    <Table.Cell data-nowrap="">{formatDateTime(c.camp.DateTime, c.camp.TimeZone)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {t('checkin.attendance.ratio', { checkedIn: formatCount(c.checkedIn), expected: formatCount(c.expected) })}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{percent(t, c.attendanceRate)}</Table.Cell>
                    <Table.Cell textAlign="end">{percent(t, c.noShowRate)}</Table.Cell>
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
