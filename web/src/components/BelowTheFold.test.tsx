import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  it('with an order, renders each part in its own later task, lowest order first', async () => {
    // On the clock the parts are given (order × 16 ms), not a loaded machine's: with real timers, one CI
    // run's transitions committed 'donations', 'reviews', then 'popular camps'.
    vi.useFakeTimers();
    try {
      const rendered: string[] = [];
      function Part({ name }: { name: string }) {
        useEffect(() => {
          rendered.push(name);
        }, [name]);
        return <p>{name}</p>;
      }
      render(
        <>
          <BelowTheFold order={3}>
            <Part name="reviews" />
          </BelowTheFold>
          <BelowTheFold order={1}>
            <Part name="popular camps" />
          </BelowTheFold>
          <BelowTheFold order={2}>
            <Part name="donations" />
          </BelowTheFold>
        </>,
      );
      expect(rendered).toEqual([]);
      const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
      await wait(15);
      expect(rendered).toEqual([]);
      await wait(1);
      expect(rendered).toEqual(['popular camps']);
      await wait(16);
      expect(rendered).toEqual(['popular camps', 'donations']);
      await wait(16);
      expect(rendered).toEqual(['popular camps', 'donations', 'reviews']);
    } finally {
      vi.useRealTimers();
    }
  });
});
