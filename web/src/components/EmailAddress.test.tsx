import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { EmailAddress } from './EmailAddress.tsx';

describe('EmailAddress', () => {
  it('reads as the address, with its one break opportunity right after the @', () => {
    renderWithProviders(<EmailAddress address="walter.becker@example.org" data-testid="email" />);
    const shown = screen.getByTestId('email');
    expect(shown.textContent).toBe('walter.becker@example.org');
    const breaks = shown.querySelectorAll('wbr');
    expect(breaks).toHaveLength(1);
    expect(breaks[0]!.previousSibling?.textContent).toBe('walter.becker@');
  });

  it('shows an address without an @ as it is', () => {
    renderWithProviders(<EmailAddress address="not-an-address" data-testid="email" />);
    expect(screen.getByTestId('email').textContent).toBe('not-an-address');
    expect(screen.getByTestId('email').querySelector('wbr')).toBeNull();
  });
});
