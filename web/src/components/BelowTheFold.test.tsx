import { render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { BelowTheFold } from './BelowTheFold.tsx';

describe('BelowTheFold', () => {
  it('leaves its children out of the first commit, then renders them', async () => {
    const firstCommit: string[] = [];
    function Page() {
      // Runs once the first commit is in the DOM, before the browser paints it.
      useLayoutEffect(() => {
        firstCommit.push(document.body.textContent ?? '');
      }, []);
      return (
        <>
          <h1>First screen</h1>
          <BelowTheFold>
            <footer>Footer</footer>
          </BelowTheFold>
        </>
      );
    }
    render(<Page />);
    expect(firstCommit).toEqual(['First screen']);
    await waitFor(() => expect(screen.getByText('Footer')).toBeTruthy());
  });
});
