/**
 * A dashboard table fed by a listing API: search, sort and paging controls
 * whose values become the request's searchValue, sortValue, page and limit.
 */
import { useApiList, type ApiListState } from './apiList.ts';
import { useListControls, type ListControls } from './useListControls.ts';

export interface PagedApiList<T> {
  controls: ListControls;
  list: ApiListState<T>;
  /** Fetches again after a row was deleted; when it was the last row of a later page, steps back a page instead, so the table is not left empty. */
  reloadAfterRemoval: () => void;
}

/** `filters`: further query parameters (empty values are left out), such as the organizer whose camps to list. */
export function usePagedApiList<T>(path: string, filters: Record<string, string> = {}): PagedApiList<T> {
  const controls = useListControls();
  const list = useApiList<T>(path, {
    searchValue: controls.search,
    sortValue: controls.sort,
    page: controls.page,
    limit: controls.pageSize,
    ...filters,
  });
  function reloadAfterRemoval() {
    if (list.rows.length === 1 && controls.page > 1) controls.setPage(controls.page - 1);
    else list.reload();
  }
  return { controls, list, reloadAfterRemoval };
}
