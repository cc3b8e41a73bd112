/** The Check-in page of one camp (`/dashboard/check-in/:campId`), for its organizers and admins. */
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
