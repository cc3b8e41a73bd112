/** The participant's analytics (the dashboard's index): real figures from their own data. */
import { Box, Center, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { formatCount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSession } from '../../auth/index.ts';
import { MyStaffCamps } from '../../staff/index.ts';
import { MyScreening } from '../../stations/index.ts';
import { StatCard } from '../../../components/StatCard.tsx';
import { formatMoney, participantFigures, paymentsByMonth } from '../lib/analytics.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useMyBookings } from '../api/myBookings.ts';
import { useMyRegistrations } from '../api/myRegistrations.ts';

const PaymentsChart = lazy(() => import('../charts/PaymentsChart.tsx'));

export function DashboardIndex() {
  return <ParticipantAnalytics />;
}

function ParticipantAnalytics() {
  const { t } = useTranslation();
  const { user } = useSession();
  const registrations = useMyRegistrations(user!.uid);
  const bookings = useMyBookings(user!.uid);
  const loading = registrations.loading || bookings.loading;
  const error = registrations.error ?? bookings.error;
  const figures = participantFigures(registrations.rows, bookings.rows);
  const points = paymentsByMonth(bookings.rows);

  return (
    <Box>
      <Heading as="h1" size="xl" mb="1">
        {t('dashboard.nav.analytics')}
      </Heading>
      <Text color="fg.muted" mb="5">
        {user?.displayName ? t('dashboard.home.welcomeName', { name: user.displayName }) : t('dashboard.home.welcome')}
      </Text>
      {/* A volunteer at a camp's door finds their way there first. */}
      <MyStaffCamps hideWhenNone />
      {/* What the camps' stations recorded for them, once there is anything. */}
      <Suspense fallback={null}>
        <MyScreening />
      </Suspense>
      {error && (
        <Text color="fg.error" role="alert" mb="4">
          {apiErrorMessage(error)}
        </Text>
      )}
      {loading ? (
        <Center py="10">
          <Spinner size="lg" aria-label={t('dashboard.home.loadingFigures')} />
        </Center>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="6">
            <StatCard label={t('dashboard.home.campsJoined')} value={formatCount(figures.campsJoined)} definition={t('dashboard.home.campsJoinedDefinition')} />
            <StatCard
              label={t('dashboard.home.upcomingCamps')}
              value={formatCount(figures.upcomingCamps)}
              definition={t('dashboard.home.upcomingCampsDefinition')}
            />
            <StatCard label={t('dashboard.home.totalPaid')} value={formatMoney(figures.totalPaid)} definition={t('dashboard.home.totalPaidDefinition')} />
            <StatCard
              label={t('dashboard.home.confirmations')}
              value={formatCount(figures.confirmations)}
              definition={t('dashboard.home.confirmationsDefinition')}
            />
          </SimpleGrid>
          <Heading as="h2" size="md" mb="3">
            {t('dashboard.home.paymentsOverTime')}
          </Heading>
          {points.length === 0 ? (
            <Text color="fg.muted">{t('dashboard.home.noPayments')}</Text>
          ) : (
            <Box role="img" aria-label={t('dashboard.home.paymentsPerMonth', { months: points.map((p) => `${p.label} ${formatMoney(p.amount)}`).join(', ') })}>
              <Suspense fallback={<Spinner aria-label={t('dashboard.home.loadingChart')} />}>
                <PaymentsChart points={points} />
              </Suspense>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
