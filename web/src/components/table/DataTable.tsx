/**
 * The frame every dashboard table shares. On a laptop: a labelled scrolling
 * region, the column headers, a row per item. On a phone (below the md
 * breakpoint) the same columns become a list of cards, one per item, so that
 * nothing hides off the right edge: the column marked `title` heads the card,
 * the others are labelled values, and the `actions` columns sit at its foot,
 * every button in view. While there are no rows to show, the loading, error
 * or empty message takes their place; while rows already shown are read
 * again (a search, a refresh), they stay, marked busy, so that an open menu
 * or a row being read is not pulled away.
 */
import { Box, Flex, Grid, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { TableStateMessage, WRAPPING_CELLS } from './TableStates.tsx';
import { useNarrowScreen } from './useNarrowScreen.ts';

export interface DataTableColumn<Row> {
  /** The column's header; on a card, the value's label. */
  label: string;
  /** Right-aligned, for amounts and counts. */
  end?: boolean;
  /** Kept on one line (dates, ids, codes). */
  nowrap?: boolean;
  /** The widest a table cell may grow (a long name wraps inside it). */
  maxW?: string;
  /** The cell's content. */
  cell: (row: Row) => ReactNode;
  /**
   * Where it goes on a phone's card: `title` heads it, `actions` sits at its
   * foot, unlabelled (buttons name themselves); by default a labelled value.
   */
  card?: 'title' | 'actions';
  /** What an `actions` column shows on a card, when not its table cell (null: nothing there). */
  cardCell?: (row: Row) => ReactNode;
}

export function DataTable<Row>({
  label,
  minW,
  columns,
  rows,
  rowKey,
  rowTestId,
  loading,
  error,
  emptyText,
}: {
  /** The table's name; the scrolling region is announced as "<label> table", the cards' list by the name itself. */
  label: string;
  /** The table's least width on a laptop (it scrolls sideways inside its region below that). */
  minW: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A test id for each row or card (the same on both layouts). */
  rowTestId?: (row: Row) => string;
  /** The rows are being read (the first time, or again). */
  loading: boolean;
  error: string | null;
  /** What an empty list says. */
  emptyText: string;
}) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const state = error || rows.length === 0 ? <TableStateMessage loading={loading && !error} error={error} emptyText={emptyText} /> : null;
  // Rows read again stay on screen, dimmed and announced as busy.
  const refreshing = loading && !state;
  const busy = { 'aria-busy': refreshing || undefined, opacity: refreshing ? 0.6 : undefined, transition: 'opacity 0.2s' };

  if (narrow) {
    if (state) return <Box borderWidth="1px" rounded="md">{state}</Box>;
    return (
      <Box {...busy}>
        <CardList label={label} columns={columns} rows={rows} rowKey={rowKey} rowTestId={rowTestId} />
      </Box>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={t('dashboard.table.region', { label })} {...busy}>
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
          {state ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length}>{state}</Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={rowKey(row)} data-testid={rowTestId?.(row)}>
                {columns.map((column) => (
                  <Table.Cell
                    key={column.label}
                    textAlign={column.end ? 'end' : undefined}
                    maxW={column.maxW}
                    fontWeight={column.card === 'title' ? 'medium' : undefined}
                    data-nowrap={column.nowrap ? '' : undefined}
                  >
                    {column.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The phone's layout: a labelled list of cards, the title first, the values, then the actions. */
function CardList<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
}: {
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: (row: Row) => string;
}) {
  const title = columns.find((c) => c.card === 'title');
  const values = columns.filter((c) => !c.card);
  const actions = columns.filter((c) => c.card === 'actions');
  return (
    <Stack as="ul" aria-label={label} gap="3" listStyleType="none" data-testid="card-list">
      {rows.map((row) => (
        <Box as="li" key={rowKey(row)} data-testid={rowTestId?.(row)} borderWidth="1px" rounded="md" p="4" bg="bg.panel">
          {title && (
            <Box fontWeight="semibold" mb="2" overflowWrap="anywhere">
              {title.cell(row)}
            </Box>
          )}
          <Grid as="dl" templateColumns="minmax(6rem, auto) 1fr" columnGap="4" rowGap="1.5" fontSize="sm" alignItems="center">
            {values.map((column) => (
              <Fragment key={column.label}>
                {/* A long label wraps rather than take the value's room: the value column is what must be read (an 11-letter DHIS2 id beside 'Category option combo' lost its last letters at 390 px). */}
                <Text as="dt" color="fg.muted" maxW="7.5rem">
                  {column.label}
                </Text>
                <Box as="dd" minW="0" overflowWrap="anywhere">
                  {column.cell(row)}
                </Box>
              </Fragment>
            ))}
          </Grid>
          {actions.length > 0 && (
            <Flex wrap="wrap" gap="2" mt="3" align="center">
              {actions.map((column) => (
                <Fragment key={column.label}>{(column.cardCell ?? column.cell)(row)}</Fragment>
              ))}
            </Flex>
          )}
        </Box>
      ))}
    </Stack>
  );
}
