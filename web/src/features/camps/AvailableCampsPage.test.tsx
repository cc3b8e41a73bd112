import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListView } from './AvailableCampsPage.tsx';

function setup(url: string) {
  let hook: ReturnType<typeof useListView> | null = null;
  function Probe() {
    hook = useListView();
    return null;
  }
  const router = createMemoryRouter([{ path: '/allCamps', element: <Probe /> }], { initialEntries: [url] });
  renderHook(() => null, { wrapper: ({ children }: { children: ReactNode }) => <><RouterProvider router={router} />{children}</> });
  return { router, view: () => hook![0], update: (...args: Parameters<ReturnType<typeof useListView>[1]>) => act(() => hook![1](...args)) };
}

describe('the list view in the URL', () => {
  it('reads the view from the URL', () => {
    const { view } = setup('/allCamps?search=eye&sort=CampFees&page=2&limit=10');
    expect(view()).toEqual({ search: 'eye', sort: 'CampFees', page: 2, limit: 10 });
  });

  it('changing the sort resets the page and adds a history entry', () => {
    const { router, update } = setup('/allCamps?page=3');
    update({ sort: 'alphabetical' });
    expect(router.state.location.search).toBe('?sort=alphabetical');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('typing replaces the history entry instead of adding one per key', () => {
    const { router, update } = setup('/allCamps?sort=CampFees&page=2');
    update({ search: 'dent' }, { replace: true });
    expect(router.state.location.search).toBe('?search=dent&sort=CampFees');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('changing the page keeps the search, sort and size', () => {
    const { router, update } = setup('/allCamps?search=eye&limit=15');
    update({ page: 2 });
    expect(router.state.location.search).toBe('?search=eye&page=2&limit=15');
  });
});
