/** Manage Camps' way to the door: opens the camp's Check-in page. */
import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/index.ts';

export function checkInPath(campId: string): string {
  return `/dashboard/check-in/${encodeURIComponent(campId)}`;
}

export function CheckInLink({ campId, campName }: { campId: string; campName: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild size="xs" variant="outline" aria-label={t('organizer.checkIn.linkFor', { camp: campName })}>
      <Link to={checkInPath(campId)}>{t('organizer.checkIn.link')}</Link>
    </Button>
  );
}
