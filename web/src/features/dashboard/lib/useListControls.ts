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
  pageSize: number;
  setPageSize: (size: number) => void;
}

export function useListControls(debounceMs = 300, initialPageSize: number = DEFAULT_PAGE_SIZE): ListControls {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSortState] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(initialPageSize);

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
    pageSize,
    setPageSize: (size) => {
      setPageSizeState((PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE);
      setPage(1);
    },
  };
}
