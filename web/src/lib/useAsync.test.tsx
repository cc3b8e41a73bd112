import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsync } from './useAsync.ts';

describe('useAsync', () => {
  it('reads on mount and again when its inputs change', async () => {
    const load = vi.fn((n: number) => Promise.resolve(n * 10));
    const { result, rerender } = renderHook(({ n }) => useAsync(() => load(n), [n]), { initialProps: { n: 1 } });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 10 }));
    rerender({ n: 2 });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 20 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows initial data at once, skips that first read, and reads when the inputs change', async () => {
    const load = vi.fn((n: number) => Promise.resolve(n * 10));
    const { result, rerender } = renderHook(({ n }) => useAsync(() => load(n), [n], n === 1 ? 99 : undefined), { initialProps: { n: 1 } });
    expect(result.current).toMatchObject({ status: 'success', data: 99 });
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    rerender({ n: 2 });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 20 }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the last data while a later read fails, and reports the error', async () => {
    const { result, rerender } = renderHook(
      ({ fail }) => useAsync(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('page 1')), [fail]),
      { initialProps: { fail: false } },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ fail: true });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBe('page 1');
    expect(result.current.error?.message).toBe('offline');
  });
});
