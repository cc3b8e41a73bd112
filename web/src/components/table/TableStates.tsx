/** The loading, error and empty message of the dashboard tables, and their status badges. */
import { Badge, Center, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/i18n/index.ts';

/** What stands in for the rows while there are none to show. */
export function TableStateMessage({ loading, error, emptyText }: { loading: boolean; error: string | null; emptyText: string }) {
  const { t } = useTranslation();
  return (
    <Center py="8" px="4" textAlign="center">
      {loading ? (
        <Spinner size="md" aria-label={t('dashboard.table.loading')} />
      ) : error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : (
        <Text color="fg.muted">{emptyText}</Text>
      )}
    </Center>
  );
}

/** Long names wrap inside their cell instead of running over the next column. */
export const WRAPPING_CELLS = {
  '& td, & th': { whiteSpace: 'normal', verticalAlign: 'middle' },
  // Dates and ids read badly when broken: cells marked data-nowrap keep one line.
  '& td[data-nowrap]': { whiteSpace: 'nowrap' },
} as const;

/**
 * The catalog's word for each payment and confirmation status the API
 * answers (and Cancelled, the domain's confirmationShown for a registration
 * refunded or of a cancelled camp); the values themselves stay English.
 */
export const STATUS_KEYS: Record<string, string> = {
  Paid: 'dashboard.status.paid',
  Free: 'dashboard.status.free',
  Unpaid: 'dashboard.status.unpaid',
  Refunded: 'dashboard.status.refunded',
  Disputed: 'dashboard.status.disputed',
  Confirmed: 'dashboard.status.confirmed',
  Pending: 'dashboard.status.pending',
  Cancelled: 'dashboard.status.cancelled',
};

const BADGE_COLOURS: Record<string, string> = {
  Paid: 'green',
  Free: 'teal',
  Unpaid: 'orange',
  Refunded: 'gray',
  Disputed: 'red',
  Confirmed: 'green',
  Pending: 'yellow',
  Cancelled: 'gray',
};

/** A status in the reader's language, coloured by the API's value; `label` replaces the status's own word. */
export function StatusBadge({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  const key = STATUS_KEYS[value];
  return (
    <Badge colorPalette={BADGE_COLOURS[value] ?? 'gray'} variant="subtle">
      {label ?? (key ? t(key) : value)}
    </Badge>
  );
}
