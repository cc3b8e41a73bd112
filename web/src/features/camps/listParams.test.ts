import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_SEARCH_LENGTH } from '@campcare/domain';
import { changeView, readListView, writeListView, type CampListView } from './listParams.ts';
import { describeShownPage } from './pageSummary.ts';

/** The view of a URL without a query. */
const DEFAULT_VIEW: CampListView = { search: '', sort: '', page: 1, limit: DEFAULT_PAGE_SIZE };

describe('the Available Camps URL state', () => {
  it('reads the defaults from an empty query', () => {
    expect(readListView(new URLSearchParams())).toEqual({ search: '', sort: '', page: 1, limit: 5 });
  });

  it('reads search, sort, page and page size', () => {
    const view = readListView(new URLSearchParams('search=eye%20care&sort=CampFees&page=3&limit=15'));
    expect(view).toEqual({ search: 'eye care', sort: 'CampFees', page: 3, limit: 15 });
  });

  it('falls back to defaults for values the page does not offer', () => {
    const view = readListView(new URLSearchParams('sort=price&page=-2&limit=7'));
    expect(view).toEqual(DEFAULT_VIEW);
    expect(readListView(new URLSearchParams('page=1.5&limit=abc')).page).toBe(1);
    expect(readListView(new URLSearchParams(`search=${'a'.repeat(300)}`)).search).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeListView(DEFAULT_VIEW).toString()).toBe('');
    expect(writeListView({ search: 'dental', sort: 'alphabetical', page: 2, limit: 10 }).toString()).toBe(
      'search=dental&sort=alphabetical&page=2&limit=10',
    );
    expect(writeListView({ ...DEFAULT_VIEW, search: '   ' }).toString()).toBe('');
  });

  it('round-trips', () => {
    const view = { search: 'heart', sort: 'ParticipantCount' as const, page: 4, limit: 20 };
    expect(readListView(writeListView(view))).toEqual(view);
  });

  it('goes back to page 1 when the search, sort or page size changes', () => {
    const onPage3 = { search: 'eye', sort: '' as const, page: 3, limit: 5 };
    expect(changeView(onPage3, { search: 'dental' }).page).toBe(1);
    expect(changeView(onPage3, { sort: 'CampFees' }).page).toBe(1);
    expect(changeView(onPage3, { limit: 10 }).page).toBe(1);
    expect(changeView(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
    // Setting the same value is not a change.
    expect(changeView(onPage3, { search: 'eye' }).page).toBe(3);
  });

  it('describes the page on screen, the last one short', () => {
    expect(describeShownPage({ page: 2, limit: 5, total: 14, count: 5 })).toBe('Showing 6–10 of 14 camps · Page 2 of 3');
    expect(describeShownPage({ page: 3, limit: 5, total: 14, count: 4 })).toBe('Showing 11–14 of 14 camps · Page 3 of 3');
    expect(describeShownPage({ page: 1, limit: 10, total: 1, count: 1 })).toBe('Showing 1–1 of 1 camp · Page 1 of 1');
    expect(describeShownPage({ page: 1, limit: 5, total: 0, count: 0 })).toBe('No camps');
  });

  it('says when there are more camps than a list pages through, and keeps the page within them', () => {
    expect(describeShownPage({ page: 3, limit: 20, total: 1000, capped: true, count: 20 })).toBe('Showing 41–60 of 1,000+ camps · Page 3 of 50');
    expect(readListView(new URLSearchParams('page=900&limit=20')).page).toBe(50);
    expect(readListView(new URLSearchParams('page=900')).page).toBe(200);
  });
});
