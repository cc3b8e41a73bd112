import { describe, expect, it } from 'vitest';
import { lastListablePage } from '../src/listing.ts';
import { cursorItem, cursorToPage, formatLinkHeader, neighbourLinks, pageLinkParams, parseLinkHeader } from '../src/pageCursor.ts';

describe("a page's neighbours", () => {
  it('start after its last item and end before its first', () => {
    expect(neighbourLinks({ page: 3, limit: 2 }, ['c', 'd'], true)).toEqual({
      prev: { page: 2, cursor: { before: 'c' } },
      next: { page: 4, cursor: { after: 'd' } },
    });
  });

  it('stop at the first page, at a page that is not full, at the end of the list and at the paging window', () => {
    expect(neighbourLinks({ page: 1, limit: 2 }, ['a', 'b'], true)).toEqual({ next: { page: 2, cursor: { after: 'b' } } });
    expect(neighbourLinks({ page: 2, limit: 2 }, ['c'], true)).toEqual({ prev: { page: 1, cursor: { before: 'c' } } });
    expect(neighbourLinks({ page: 2, limit: 2 }, ['c', 'd'], false).next).toBeUndefined();
    expect(neighbourLinks({ page: lastListablePage(2), limit: 2 }, ['y', 'z'], true).next).toBeUndefined();
    expect(neighbourLinks({ page: 1, limit: 2 }, [], true)).toEqual({});
  });

  it('give the cursor of the page asked for, when it is one of them', () => {
    const links = neighbourLinks({ page: 3, limit: 2 }, ['c', 'd'], true);
    expect(cursorToPage(links, 4)).toEqual({ after: 'd' });
    expect(cursorToPage(links, 2)).toEqual({ before: 'c' });
    expect(cursorToPage(links, 7)).toBeNull();
    expect(cursorToPage(undefined, 2)).toBeNull();
    expect(cursorItem({ before: 'c' })).toEqual({ id: 'c', backwards: true });
    expect(cursorItem({ after: 'd' })).toEqual({ id: 'd', backwards: false });
  });
});

describe("the API's Link header", () => {
  it('is written and read back the same', () => {
    const links = neighbourLinks({ page: 3, limit: 2 }, ['reg-a', 'reg-z'], true);
    const header = formatLinkHeader(links, (link) => `/api/allRegisterUser?sortValue=&${Object.entries(pageLinkParams(link)).map(([k, v]) => `${k}=${v}`).join('&')}`);
    expect(header).toBe('</api/allRegisterUser?sortValue=&page=2&before=reg-a>; rel="prev", </api/allRegisterUser?sortValue=&page=4&after=reg-z>; rel="next"');
    expect(parseLinkHeader(header)).toEqual(links);
  });

  it('gives the next and previous pages with their cursors', () => {
    const header =
      '</api/allRegisterUser?sortValue=&page=2&before=reg-a>; rel="prev", </api/allRegisterUser?sortValue=&page=4&after=reg-z>; rel="next"';
    expect(parseLinkHeader(header)).toEqual({
      prev: { page: 2, cursor: { before: 'reg-a' } },
      next: { page: 4, cursor: { after: 'reg-z' } },
    });
  });

  it('ignores what it cannot use', () => {
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader('</api/users?page=2>; rel="next"')).toEqual({});
    expect(parseLinkHeader('</api/users?page=x&after=a>; rel="next", </api/users?page=1&after=a>; rel="first"')).toEqual({});
  });
});
