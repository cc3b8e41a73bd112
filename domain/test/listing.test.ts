import { describe, expect, it } from 'vitest';
import { lastListablePage, pageCount, pageWindow, PAGING_WINDOW } from '../src/listing.ts';

describe('a pager', () => {
  it('numbers the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    // A gap of one page shows that page instead of an ellipsis.
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts at least one page, and no more than the paging window lists', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(PAGING_WINDOW * 5, 10)).toBe(lastListablePage(10));
    expect(lastListablePage(10)).toBe(PAGING_WINDOW / 10);
  });
});
