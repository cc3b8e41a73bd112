/** "12 of 40 left" or "Full - join the waiting list" for a camp with a capacity; nothing for an unlimited one. */
import { Badge } from '@chakra-ui/react';
import { hasCapacity, seatsLeft, type CampSeats } from '@campcare/domain';
import { formatCount } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

export function SeatsLeft({ camp }: { camp: CampSeats }) {
  const { t } = useTranslation();
  const left = seatsLeft(camp);
  if (left === null || !hasCapacity(camp)) return null;
  return (
    <Badge colorPalette={left === 0 ? 'orange' : 'green'} variant="subtle" alignSelf="start" data-testid="seats-left">
      {left === 0 ? t('campCard.full') : t('campCard.seatsLeft', { left: formatCount(left), capacity: formatCount(camp.Capacity) })}
    </Badge>
  );
}
