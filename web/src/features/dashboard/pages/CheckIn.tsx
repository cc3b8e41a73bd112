/**
 * The Check-in page of one camp (`/dashboard/check-in/:campId`), for its
 * organizers, admins and door and clinician staff: any signed-in account may
 * open it, and the API says whether they may work this camp's door (a
 * participant who is not on its staff reads why in place of the door list).
 */
import { Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { CheckInDesk } from '../../checkin/index.ts';

export function CheckIn() {
  const { campId = '' } = useParams();
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner size="lg" aria-label={t('checkin.page.loading')} />}>
      <CheckInDesk campId={campId} />
    </Suspense>
  );
}
