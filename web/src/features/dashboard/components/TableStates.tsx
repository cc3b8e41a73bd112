/** Loading, error and empty rows, and status badges, shared by the dashboard tables. */
import { Badge, Center, Spinner, Table, Text } from '@chakra-ui/react';
import { formatFee } from '@campcare/domain';

/** On narrow screens the tables scroll sideways; say so. */
export function ScrollHint() {
  return (
    <Text hideFrom="md" fontSize="xs" color="fg.muted" mb="2">
      Scroll the table sideways to see every column.
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
  if (!loading && !error && !empty) return null;
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan}>
        <Center py="8">
          {loading ? (
            <Spinner size="md" aria-label="Loading" />
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

const BADGE_COLOURS: Record<string, string> = {
  Paid: 'green',
  Free: 'teal',
  Unpaid: 'orange',
  Refunded: 'gray',
  Disputed: 'red',
  Confirmed: 'green',
  Pending: 'yellow',
};

/** A payment or confirmation status in its own cell. */
export function StatusCell({ value }: { value: string }) {
  return (
    <Table.Cell>
      <StatusBadge value={value} />
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

export function StatusBadge({ value }: { value: string }) {
  return (
    <Badge colorPalette={BADGE_COLOURS[value] ?? 'gray'} variant="subtle">
      {value}
    </Badge>
  );
}
