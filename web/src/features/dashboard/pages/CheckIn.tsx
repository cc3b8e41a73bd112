/**
 * The Check-in page of one camp (`/dashboard/check-in/:campId`): for its
 * organizers, admins and door and clinician staff. Staff roles are per camp,
 * so no claim tells who may open it: the server does, by answering the door
 * list (403 for anyone else, which the desk shows). That also lets the page
 * open with no network hours after sign-in, when the token's claims can no
 * longer be read: the desk then works from the door list the server gave
 * this account on this device, and the server checks every check-in when it
 * is sent.
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
