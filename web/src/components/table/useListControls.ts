/** Search, sort and paging state of a dashboard table; search is debounced and resets the page. */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@campcare/domain';
import { useEffect, useState } from 'react';

export interface ListControls {
  searchInput: string;
  setSearchInput: (text: string) => void;
  /** The debounced search sent to the server. */
  search: string;
  sort: string;
  setSort: (sort: string) => void;
  page: number;
  setPage: (page: number) => void;
  limit: number;
  setLimit: (size: number) => void;
}

export function useListControls(debounceMs = 300, initialPageSize: number = DEFAULT_PAGE_SIZE): ListControls {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSortState] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState<number>(initialPageSize);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [searchInput, debounceMs]);

  return {
    searchInput,
    setSearchInput,
    search,
    sort,
    setSort: (value) => {
      setSortState(value);
      setPage(1);
    },
    page,
    setPage,
    limit,
    setLimit: (size) => {
      setLimitState((PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE);
      setPage(1);
    },
  };
}

/** The parameters a listing API (GET /allavilableCamps, /allRegisterUser) takes for these controls. */
export interface ListingParams {
  searchValue: string;
  sortValue: string;
  page: number;
  limit: number;
}

export function listingParams(controls: ListControls): ListingParams {
  return { searchValue: controls.search, sortValue: controls.sort, page: controls.page, limit: controls.limit };
}

/**
 * After a row on screen was removed: when it was the last row of a later page,
 * step back a page, so the table is not left empty (the removal's mutation
 * reads the list again either way).
 */
export function stepBackAfterRemoval(controls: ListControls, rowsOnPage: number): void {
  if (rowsOnPage === 1 && controls.page > 1) controls.setPage(controls.page - 1);
}
