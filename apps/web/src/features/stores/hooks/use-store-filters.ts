import { STORES_PAGE_SIZE, type StoreStatus, type StoreType } from '@portal/contract';
import { useState } from 'react';
import { useDebounce } from '@/lib/use-debounce';
import type { StoreListParams } from '../api/store-keys';

export const SEARCH_DEBOUNCE_MS = 500;

export type StoreTypeFilter = StoreType | 'all';
export type StoreStatusFilter = StoreStatus | 'all';

/**
 * The stores screen's list state. The typed search applies after 500 ms of no typing and, like
 * every filter change, goes back to page 1 (spec section 9).
 */
export function useStoreFilters() {
  const [search, setSearch] = useState('');
  const [storeType, setStoreTypeState] = useState<StoreTypeFilter>('all');
  const [status, setStatusState] = useState<StoreStatusFilter>('all');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounce(search, SEARCH_DEBOUNCE_MS);

  // Reset the page during render when the applied search changes, so no request for the old
  // page number with the new search ever goes out.
  const [appliedSearch, setAppliedSearch] = useState(debouncedSearch);
  if (appliedSearch !== debouncedSearch) {
    setAppliedSearch(debouncedSearch);
    setPage(1);
  }

  const params: StoreListParams = {
    page,
    limit: STORES_PAGE_SIZE,
    search: debouncedSearch.trim() || undefined,
    store_type: storeType,
    status,
  };

  return {
    params,
    search,
    setSearch,
    storeType,
    setStoreType: (value: StoreTypeFilter) => {
      setStoreTypeState(value);
      setPage(1);
    },
    status,
    setStatus: (value: StoreStatusFilter) => {
      setStatusState(value);
      setPage(1);
    },
    setPage,
    /** Whether anything narrows the list (decides which empty state shows). */
    filtered: debouncedSearch.trim() !== '' || storeType !== 'all' || status !== 'all',
    clearFilters: () => {
      setSearch('');
      setStoreTypeState('all');
      setStatusState('all');
      setPage(1);
    },
  };
}
