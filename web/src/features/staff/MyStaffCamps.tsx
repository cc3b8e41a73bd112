/**
 * "My staff camps": the camps the signed-in person works at, with their role
 * and the way to each camp's Check-in page (the dashboard's page of that
 * name, and the participant's dashboard home when they have any).
 */
import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { checkInPath } from '../checkin/index.ts';
import { stationsPagePath } from '../stations/index.ts';
import { useMyStaffCamps } from './api/myStaffCamps.ts';
import { STAFF_ROLE_TEXTS } from './roleTexts.ts';

/** The dashboard's page of that name (`/dashboard/staffCamps`). */
export function MyStaffCampsPage() {
  return <MyStaffCamps headingLevel="h1" />;
}

/** The list; `hideWhenNone` leaves nothing on a page where the list is an extra (the dashboard home). */
export function MyStaffCamps({ hideWhenNone = false, headingLevel = 'h2' }: { hideWhenNone?: boolean; headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const camps = useMyStaffCamps();
  if (hideWhenNone && (!camps.data || camps.data.length === 0)) return null;
  return (
    <Box as="section" aria-labelledby="my-staff-camps" mb="6">
      <Heading as={headingLevel} id="my-staff-camps" size={headingLevel === 'h1' ? 'xl' : 'md'} mb="3">
        {t('dashboard.staffCamps.title')}
      </Heading>
      {camps.isPending && <Spinner aria-label={t('dashboard.staffCamps.loading')} />}
      {camps.isError && (
        <Text color="fg.error" role="alert">
          {apiErrorMessage(camps.error)}
        </Text>
      )}
      {camps.data?.length === 0 && <Text color="fg.muted">{t('dashboard.staffCamps.none')}</Text>}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
        {camps.data?.map((camp) => (
          <Card.Root as="li" key={camp.campId} size="sm">
            <Card.Body>
              <Stack gap="2">
                <HStack justify="space-between" align="start" gap="2">
                  <Text fontWeight="semibold">{camp.CampName}</Text>
                  <Badge colorPalette={camp.role === 'clinician' ? 'purple' : 'blue'}>{t(STAFF_ROLE_TEXTS[camp.role].name)}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(camp.DateTime, camp.TimeZone)} · {camp.Location}
                </Text>
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="sm" colorPalette="blue">
                    <Link to={checkInPath(camp.campId)} aria-label={t('dashboard.staffCamps.openDoorFor', { camp: camp.CampName })}>
                      {t('dashboard.staffCamps.openDoor')}
                    </Link>
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <Link to={stationsPagePath(camp.campId)} aria-label={t('dashboard.staffCamps.openStationsFor', { camp: camp.CampName })}>
                      {t('dashboard.staffCamps.openStations')}
                    </Link>
                  </Button>
                </HStack>
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
