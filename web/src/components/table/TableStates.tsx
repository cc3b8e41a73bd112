/** Loading, error and empty rows, and status badges, shared by the dashboard tables. */
import { Badge, Center, Spinner, Table, Text } from '@chakra-ui/react';
import { formatFee } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

/** On narrow screens the tables scroll sideways; say so. */
export function ScrollHint() {
  const { t } = useTranslation();
  return (
    <Text hideFrom="md" fontSize="xs" color="fg.muted" mb="2">
      {t('dashboard.table.scrollHint')}
    </Text>
  );
}

export function TableStateRow({
  colSpan,
  loading,
  error,
  empty,
  emptyText,
}: {
  colSpan: number;
  loading: boolean;
  error: string | null;
  empty: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  if (!loading && !error && !empty) return null;
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan}>
        <Center py="8">
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
      </Table.Cell>
    </Table.Row>
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
 * answers; the values themselves stay English (they are the API's).
 */
export const STATUS_KEYS: Record<string, string> = {
  Paid: 'dashboard.status.paid',
  Free: 'dashboard.status.free',
  Unpaid: 'dashboard.status.unpaid',
  Refunded: 'dashboard.status.refunded',
  Disputed: 'dashboard.status.disputed',
  Confirmed: 'dashboard.status.confirmed',
  Pending: 'dashboard.status.pending',
};

const BADGE_COLOURS: Record<string, string> = {
  Paid: 'green',
  Free: 'teal',
  Unpaid: 'orange',
  Refunded: 'gray',
  Disputed: 'red',
  Confirmed: 'green',
  Pending: 'yellow',
};

/** A payment or confirmation status in its own cell; `label` replaces the status's own word. */
export function StatusCell({ value, label }: { value: string; label?: string }) {
  return (
    <Table.Cell>
      <StatusBadge value={value} label={label} />
    </Table.Cell>
  );
}

/** The camp's name and fees, the first two columns of the registration and payment tables. */
export function CampAndFeesCells({ name, fees }: { name: string; fees: number }) {
  return (
    <>
      <Table.Cell fontWeight="medium">{name}</Table.Cell>
      <Table.Cell textAlign="end">{formatFee(fees)}</Table.Cell>
    </>
  );
}

/** A status in the reader's language, coloured by the API's value. */
export function StatusBadge({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  const key = STATUS_KEYS[value];
  return (
    <Badge colorPalette={BADGE_COLOURS[value] ?? 'gray'} variant="subtle">
      {label ?? (key ? t(key) : value)}
    </Badge>
  );
}
