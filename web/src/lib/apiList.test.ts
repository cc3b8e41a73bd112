import { describe, expect, it } from 'vitest';
import { parsePageLinks } from './apiList.ts';

describe("the API's Link header", () => {
  it('gives the next and previous pages with their cursors', () => {
    const header =
      '</api/allRegisterUser?sortValue=&page=2&before=reg-a>; rel="prev", </api/allRegisterUser?sortValue=&page=4&after=reg-z>; rel="next"';
    expect(parsePageLinks(header)).toEqual({
      prev: { page: 2, cursor: { before: 'reg-a' } },
      next: { page: 4, cursor: { after: 'reg-z' } },
    });
  });

  it('ignores what it cannot use', () => {
    expect(parsePageLinks(null)).toEqual({});
    expect(parsePageLinks('</api/users?page=2>; rel="next"')).toEqual({});
    expect(parsePageLinks('</api/users?page=x&after=a>; rel="next", </api/users?page=1&after=a>; rel="first"')).toEqual({});
  });
});
