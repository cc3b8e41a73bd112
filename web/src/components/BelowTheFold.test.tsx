import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
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

  it('with an order, renders each part in its own later task, lowest order first', async () => {
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
    await waitFor(() => expect(screen.getByText('reviews')).toBeTruthy());
    expect(rendered).toEqual(['popular camps', 'donations', 'reviews']);
  });
});
