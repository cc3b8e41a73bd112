/** The Check-in page of one camp (`/dashboard/check-in/:campId`), for its organizers and admins. */
import { Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { CheckInDesk } from '../../checkin/index.ts';
import { RequireOrganizer } from '../layout/guards.tsx';

export function CheckIn() {
  const { campId = '' } = useParams();
  return (
    <RequireOrganizer>
      <Suspense fallback={<Spinner size="lg" aria-label="Loading the check-in page" />}>
        <CheckInDesk campId={campId} />
      </Suspense>
    </RequireOrganizer>
  );
}
