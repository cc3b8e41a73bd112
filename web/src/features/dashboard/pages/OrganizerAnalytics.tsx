/**
 * The organizer's home: the figures of the camps they run (an admin's: every
 * camp's), registrations per camp, attendance at past camps, screening and
 * referrals (the stations' clinical figures), and for admins
 * the Contact Us messages (written to the platform, not to one organizer).
 */
import { Box, Card, Center, Heading, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Pager, tableSummary } from '../../../components/Pager.tsx';
import { StatCard } from '../../../components/StatCard.tsx';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useContactMessages } from '../api/contactMessages.ts';
import { useOrganizerFigures } from '../api/organizerFigures.ts';
import type { CampScope } from '../queries.ts';
import { useSession } from '../../auth/index.ts';
import { AttendanceFigures } from '../../checkin/index.ts';
import { ClinicalFiguresSection } from '../../stations/index.ts';

const RegistrationsChart = lazy(() => import('../charts/RegistrationsChart.tsx'));
const MESSAGES_PER_PAGE = 5;

export function OrganizerAnalytics() {
  const { isAdmin, user } = useSession();
  const { t } = useTranslation();
  return (
    <>
      <Figures scope={isAdmin ? null : (user?.uid ?? null)} isAdmin={isAdmin} />
      <AttendanceFigures
        scope={isAdmin ? null : (user?.uid ?? null)}
        stat={(label, value, help, definition) => <StatCard label={label} value={value} help={help} definition={definition} />}
      />
      <Suspense fallback={<Spinner aria-label={t('organizer.analytics.loadingFigures')} />}>
        <ClinicalFiguresSection
          scope={isAdmin ? null : (user?.uid ?? null)}
          stat={(label, value, help, definition) => <StatCard label={label} value={value} help={help} definition={definition} />}
        />
      </Suspense>
      {isAdmin && <Messages />}
    </>
  );
}

function Figures({ scope, isAdmin }: { scope: CampScope; isAdmin: boolean }) {
  const { t } = useTranslation();
  const { data: figures, error } = useOrganizerFigures(scope);
  return (
    <Box mb="8">
      <Heading as="h1" size="xl" mb="2">
        {t('organizer.analytics.title')}
      </Heading>
      <Text color="fg.muted" mb="5">
        {t(isAdmin ? 'organizer.analytics.everyCamp' : 'organizer.analytics.yourCamps')}
      </Text>
      {error && (
        <Text color="fg.error" role="alert">
          {t('organizer.analytics.loadFailed', { reason: apiErrorMessage(error) })}
        </Text>
      )}
      {!figures && !error && (
        <Center py="10">
          <Spinner size="lg" aria-label={t('organizer.analytics.loadingFigures')} />
        </Center>
      )}
      {figures && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="6">
            <StatCard label={t('organizer.analytics.camps')} value={formatCount(figures.camps)} definition={t('organizer.analytics.campsDefinition')} />
            <StatCard
              label={t('organizer.analytics.registrations')}
              value={formatCount(figures.registrations)}
              definition={t('organizer.analytics.registrationsDefinition')}
            />
            <StatCard label={t('organizer.analytics.revenue')} value={formatMoney(figures.revenue)} definition={t('organizer.analytics.revenueDefinition')} />
            <StatCard
              label={t('organizer.analytics.confirmationRate')}
              value={t('organizer.analytics.percent', { rate: formatCount(figures.confirmationRate) })}
              help={t('organizer.analytics.confirmedOfPaid', { confirmed: formatCount(figures.confirmed), paid: formatCount(figures.paid) })}
              definition={t('organizer.analytics.confirmationRateDefinition')}
            />
          </SimpleGrid>
          <Heading as="h2" size="md" mb="3">
            {t('organizer.analytics.perCamp')}
          </Heading>
          {figures.perCamp.length === 0 ? (
            <Text color="fg.muted">{t('organizer.analytics.noCamps')}</Text>
          ) : (
            <Box
              role="img"
              aria-label={t('organizer.analytics.perCampDescription', {
                bars: figures.perCamp.map((c) => t('organizer.analytics.perCampBar', { camp: c.name, count: formatCount(c.registrations) })).join(', '),
              })}
            >
              <Suspense fallback={<Spinner aria-label={t('organizer.analytics.loadingChart')} />}>
                <RegistrationsChart bars={figures.perCamp} />
              </Suspense>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

function Messages() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const messages = useContactMessages({ page, limit: MESSAGES_PER_PAGE });
  const rows = messages.data?.rows ?? [];
  return (
    <Box as="section" aria-labelledby="contact-messages-heading">
      <Heading as="h2" size="md" mb="3" id="contact-messages-heading">
        {t('organizer.messages.title')}
      </Heading>
      {messages.isFetching ? (
        <Center py="6">
          <Spinner aria-label={t('organizer.messages.loading')} />
        </Center>
      ) : messages.error ? (
        <Text color="fg.error" role="alert">
          {apiErrorMessage(messages.error)}
        </Text>
      ) : rows.length === 0 ? (
        <Text color="fg.muted">{t('organizer.messages.none')}</Text>
      ) : (
        <Stack gap="3">
          {rows.map((m, i) => (
            <Card.Root key={m._id ?? m.id ?? `${m.createdAt}-${i}`} size="sm">
              <Card.Body>
                <Text fontWeight="semibold">{m.subject}</Text>
                <Text fontSize="sm" color="fg.muted" mb="2">
                  {m.name} · <Link href={`mailto:${m.email}`}>{m.email}</Link>
                  {m.phone ? ` · ${m.phone}` : ''} · {formatDateTime(m.createdAt)}
                </Text>
                <Text whiteSpace="pre-wrap">{m.message}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      <Pager
        page={page}
        limit={MESSAGES_PER_PAGE}
        total={messages.data?.total ?? 0}
        summary={tableSummary('organizer.messages.summary', messages.data?.total ?? 0, page, MESSAGES_PER_PAGE, messages.isFetching)}
        onPage={setPage}
        loading={messages.isFetching}
      />
    </Box>
  );
}
