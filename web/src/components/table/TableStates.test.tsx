import { Table } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CampAndFeesCells } from './TableStates.tsx';

function renderRow(fees: number) {
  renderWithProviders(
    <Table.Root>
      <Table.Body>
        <Table.Row>
          <CampAndFeesCells name="Eye Camp" fees={fees} />
        </Table.Row>
      </Table.Body>
    </Table.Root>,
  );
}

describe('the camp and fees cells', () => {
  it('show a free camp as Free, as the public camp cards do', () => {
    renderRow(0);
    expect(screen.getByRole('cell', { name: 'Free' })).toBeInTheDocument();
  });

  it('show a fee with its cents', () => {
    renderRow(12.5);
    expect(screen.getByRole('cell', { name: '$12.50' })).toBeInTheDocument();
  });
});
