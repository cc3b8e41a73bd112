/**
 * A camp's stations (`/dashboard/stations/:campId`): each station in order
 * with its queue's length and the longest wait, for the camp's staff; a
 * clinician opens the stations assigned to them, an organizer any, and lays
 * them out below. The server decides who may see it (403 for anyone else).
 */
import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { waitMinutes } from '@campcare/domain';
import { Link, useParams } from 'react-router-dom';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatCount } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useCampStations } from './api/stations.ts';
import { StationLayoutEditor } from './StationLayoutEditor.tsx';
import { followUpPath } from './followUp/paths.ts';
import { stationName } from './stationNames.ts';

export const stationsPath = (campId: string) => `/dashboard/stations/${encodeURIComponent(campId)}`;
export const stationPath = (campId: string, stationId: string) => `${stationsPath(campId)}/${encodeURIComponent(stationId)}`;

export function StationsPage() {
  const { campId = '' } = useParams();
  const { t } = useTranslation();
  const stations = useCampStations(campId);
  if (stations.isPending) return <Spinner size="lg" aria-label={t('stations.page.loading')} />;
  if (stations.isError)
    return (
      <Text color="fg.error" role="alert">
        {apiErrorMessage(stations.error)}
      </Text>
    );
  const { CampName, permissions, stations: row } = stations.data;
  const now = new Date();
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="xl" mb="1">
          {t('stations.page.title', { camp: CampName })}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('stations.page.refreshed')}
        </Text>
        {permissions.includes('followUp') && (
          <Button asChild size="sm" variant="outline" mt="3">
            <Link to={followUpPath(campId)}>{t('stations.page.followUp')}</Link>
          </Button>
        )}
      </Box>
      {row.length === 0 ? (
        <Text color="fg.muted">{t(permissions.includes('manage') ? 'stations.page.none' : 'stations.page.noneStaff')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="station-queues">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('stations.layout.name')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('stations.page.waiting')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('stations.page.beingSeen')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('stations.page.longestWait')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('stations.page.done')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {row.map((station) => {
                const name = stationName(station, t);
                return (
                  <Table.Row key={station.stationId} data-testid={`station-${station.stationId}`}>
                    <Table.Cell>
                      <Text fontWeight="semibold">{name}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t('stations.page.order', { n: formatCount(station.order + 1) })}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end" data-testid="waiting">
                      {formatCount(station.waiting)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(station.called)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {station.longestWaitSince ? t('stations.page.minutes', { minutes: formatCount(waitMinutes(station.longestWaitSince, now)) }) : t('stations.page.nobody')}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatCount(station.done)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {station.mine ? (
                        <Button asChild size="xs" colorPalette="blue">
                          <Link to={stationPath(campId, station.stationId)} aria-label={t('stations.page.openFor', { name })}>
                            {t('stations.page.open')}
                          </Link>
                        </Button>
                      ) : permissions.includes('recordResults') ? (
                        <Badge variant="subtle">{t('stations.page.notYours')}</Badge>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {permissions.includes('manage') && (
        <HStack>
          <StationLayoutEditor campId={campId} stations={row} />
        </HStack>
      )}
    </Stack>
  );
}
