import { render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useGradualCount } from './useGradualCount.ts';

const commits: number[] = [];

function List({ items }: { items: readonly string[] }) {
  const shown = useGradualCount(items, 3, 2);
  // Each commit's number of items, as the browser would get them.
  useLayoutEffect(() => {
    commits.push(shown);
  });
  return (
    <ul aria-busy={shown < items.length}>
      {items.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const letters = (n: number, prefix = '') => Array.from({ length: n }, (_, i) => `${prefix}${String.fromCharCode(97 + i)}`);

describe('useGradualCount', () => {
  it('commits the first items at once, then a step per commit until all are in', async () => {
    commits.length = 0;
    render(<List items={letters(8)} />);
    expect(commits[0]).toBe(3);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(8));
    expect(commits).toEqual([3, 5, 7, 8]);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('false');
  });

  it('starts again from the first items for a new list, and settles on an empty one', async () => {
    commits.length = 0;
    const { rerender } = render(<List items={letters(4)} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    commits.length = 0;
    rerender(<List items={letters(6, 'x')} />);
    expect(commits[0]).toBe(3);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(6));
    rerender(<List items={[]} />);
    rerender(<List items={[]} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
