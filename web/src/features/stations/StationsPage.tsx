/**
 * A camp's stations (`/dashboard/stations/:campId`): each station in order
 * with its queue's length and the longest wait, for the camp's staff; a
 * clinician opens the stations assigned to them, an organizer any, and lays
 * them out below. The server decides who may see it (403 for anyone else).
 */
import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { waitMinutes } from '@campcare/domain';
import { Link, useParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../components/table/DataTable.tsx';
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
  // A table on a laptop, a card per station on a phone (DataTable), so nothing hides off a narrow screen's edge.
  const columns: DataTableColumn<(typeof row)[number]>[] = [
    {
      label: t('stations.layout.name'),
      card: 'title',
      cell: (station) => (
        <>
          <Text fontWeight="semibold">{stationName(station, t)}</Text>
          <Text fontSize="xs" color="fg.muted" fontWeight="normal">
            {t('stations.page.order', { n: formatCount(station.order + 1) })}
          </Text>
        </>
      ),
    },
    { label: t('stations.page.waiting'), end: true, cell: (station) => <Text as="span" data-testid="waiting">{formatCount(station.waiting)}</Text> },
    { label: t('stations.page.beingSeen'), end: true, cell: (station) => formatCount(station.called) },
    {
      label: t('stations.page.longestWait'),
      end: true,
      cell: (station) =>
        station.longestWaitSince ? t('stations.page.minutes', { minutes: formatCount(waitMinutes(station.longestWaitSince, now)) }) : t('stations.page.nobody'),
    },
    { label: t('stations.page.done'), end: true, cell: (station) => formatCount(station.done) },
    {
      label: t('stations.page.actions'),
      card: 'actions',
      cell: (station) =>
        station.mine ? (
          <Button asChild size="xs" colorPalette="blue">
            <Link to={stationPath(campId, station.stationId)} aria-label={t('stations.page.openFor', { name: stationName(station, t) })}>
              {t('stations.page.open')}
            </Link>
          </Button>
        ) : permissions.includes('recordResults') ? (
          <Badge variant="subtle">{t('stations.page.notYours')}</Badge>
        ) : null,
    },
  ];
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
        <DataTable
          label={t('stations.page.tableLabel')}
          minW="640px"
          columns={columns}
          rows={row}
          rowKey={(station) => station.stationId}
          rowTestId={(station) => `station-${station.stationId}`}
          loading={stations.isFetching}
          error={null}
          emptyText={t('stations.page.none')}
        />
      )}
      {permissions.includes('manage') && (
        <HStack>
          <StationLayoutEditor campId={campId} stations={row} />
        </HStack>
      )}
    </Stack>
  );
}
