/**
 * The frame every dashboard table shares: the narrow-screen hint, a labelled
 * scrolling region, the column headers, and the loading, error or empty row
 * in place of the rows while there are none to show.
 */
import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { ScrollHint, TableStateRow, WRAPPING_CELLS } from './TableStates.tsx';

export interface DataTableColumn {
  label: string;
  /** Right-aligned, for amounts and counts. */
  end?: boolean;
}

export function DataTable({
  label,
  minW,
  columns,
  loading,
  error,
  empty,
  emptyText,
  children,
}: {
  /** The table's name; the scrolling region is announced as "<label> table". */
  label: string;
  minW: string;
  columns: readonly DataTableColumn[];
  loading: boolean;
  error: string | null;
  empty: boolean;
  emptyText: string;
  /** The rows; left out while loading. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ScrollHint />
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={t('dashboard.table.region', { label })}>
        <Table.Root size="sm" striped minW={minW} css={WRAPPING_CELLS}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.label} textAlign={column.end ? 'end' : undefined}>
                  {column.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRow colSpan={columns.length} loading={loading} error={error} empty={empty} emptyText={emptyText} />
            {!loading && children}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
