/** "12 of 40 left" or "Full - join the waiting list" for a camp with a capacity; nothing for an unlimited one. */
import { Badge } from '@chakra-ui/react';
import { isCampFull, seatsLabel, type CampSeats } from '@campcare/domain';

export function SeatsLeft({ camp }: { camp: CampSeats }) {
  const label = seatsLabel(camp);
  if (!label) return null;
  return (
    <Badge colorPalette={isCampFull(camp) ? 'orange' : 'green'} variant="subtle" alignSelf="start" data-testid="seats-left">
      {label}
    </Badge>
  );
}
