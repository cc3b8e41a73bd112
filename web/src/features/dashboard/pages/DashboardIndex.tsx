/** The participant's analytics (the dashboard's index): real figures from their own data. */
import { Box, Center, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/index.ts';
import { StatCard } from '../components/StatCard.tsx';
import { RequireParticipant } from '../layout/guards.tsx';
import { formatMoney, participantFigures, paymentsByMonth } from '../lib/analytics.ts';
import { errorMessage } from '../lib/errors.ts';
import { useMyBookings } from '../api/myBookings.ts';
import { useMyRegistrations } from '../api/myRegistrations.ts';

const PaymentsChart = lazy(() => import('../charts/PaymentsChart.tsx'));

export function DashboardIndex() {
  return (
    <RequireParticipant>
      <ParticipantAnalytics />
    </RequireParticipant>
  );
}

function ParticipantAnalytics() {
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
        Analytics
      </Heading>
      <Text color="fg.muted" mb="5">
        Welcome back{user?.displayName ? `, ${user.displayName}` : ''}. Here is your activity.
      </Text>
      {error && (
        <Text color="fg.error" role="alert" mb="4">
          {errorMessage(error)}
        </Text>
      )}
      {loading ? (
        <Center py="10">
          <Spinner size="lg" aria-label="Loading your figures" />
        </Center>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="6">
            <StatCard label="Camps joined" value={figures.campsJoined} />
            <StatCard label="Upcoming camps" value={figures.upcomingCamps} />
            <StatCard label="Total paid" value={formatMoney(figures.totalPaid)} />
            <StatCard label="Confirmations" value={figures.confirmations} />
          </SimpleGrid>
          <Heading as="h2" size="md" mb="3">
            Payments over time
          </Heading>
          {points.length === 0 ? (
            <Text color="fg.muted">No payments yet: the chart appears after your first payment.</Text>
          ) : (
            <Box role="img" aria-label={`Payments per month: ${points.map((p) => `${p.label} ${formatMoney(p.amount)}`).join(', ')}`}>
              <Suspense fallback={<Spinner aria-label="Loading the chart" />}>
                <PaymentsChart points={points} />
              </Suspense>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
