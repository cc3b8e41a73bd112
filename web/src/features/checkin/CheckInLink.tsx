/** Manage Camps' way to the door: opens the camp's Check-in page. */
import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

export function checkInPath(campId: string): string {
  return `/dashboard/check-in/${encodeURIComponent(campId)}`;
}

export function CheckInLink({ campId, campName }: { campId: string; campName: string }) {
  return (
    <Button asChild size="xs" variant="outline" aria-label={`Check-in for ${campName}`}>
      <Link to={checkInPath(campId)}>Check-in</Link>
    </Button>
  );
}
