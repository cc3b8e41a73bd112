import { Button } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { DataTable, type DataTableColumn } from './DataTable.tsx';
import { StatusBadge } from './TableStates.tsx';

interface Row {
  id: string;
  camp: string;
  status: string;
}

const columns: DataTableColumn<Row>[] = [
  { label: 'Camp', cell: (r) => r.camp, card: 'title' },
  { label: 'Payment', cell: (r) => <StatusBadge value={r.status} /> },
  { label: 'Pay', cell: (r) => <Button size="xs">Pay for {r.camp}</Button>, card: 'actions' },
];
const rows: Row[] = [
  { id: 'a', camp: 'Eye Camp', status: 'Unpaid' },
  { id: 'b', camp: 'Heart Camp', status: 'Cancelled' },
];

function renderTable() {
  renderWithProviders(
    <DataTable label="Registered Camps" minW="720px" columns={columns} rows={rows} rowKey={(r) => r.id} rowTestId={(r) => `row-${r.id}`} loading={false} error={null} emptyText="None" />,
  );
}

/** A screen that matches (or not) the phone's media query. */
function screenIsNarrow(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard table', () => {
  it('is a table with a header per column on a wide screen', async () => {
    screenIsNarrow(false);
    renderTable();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Camp', 'Payment', 'Pay']);
    expect(within(screen.getByTestId('row-b')).getByText('Cancelled')).toBeInTheDocument();
  });

  it('is a list of cards on a phone: the title, labelled values, and every action', async () => {
    screenIsNarrow(true);
    renderTable();
    const list = await screen.findByRole('list', { name: 'Registered Camps' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(screen.getByTestId('row-a'));
    expect(first.getByText('Eye Camp')).toBeInTheDocument();
    expect(first.getByRole('term').textContent).toBe('Payment');
    expect(first.getByRole('definition').textContent).toBe('Unpaid');
    expect(first.getByRole('button', { name: 'Pay for Eye Camp' })).toBeInTheDocument();
  });
});
