import { STORES_PAGE_SIZE, type StoreStatus, type StoreType } from '@portal/contract';
import { useState } from 'react';
import { useListSearch } from '@/components/list-page/use-list-page';
import type { StoreListParams } from '../api/store-keys';

export type StoreTypeFilter = StoreType | 'all';
export type StoreStatusFilter = StoreStatus | 'all';

export type StoreFilters = ReturnType<typeof useStoreFilters>;

/** The stores screen's list state: search, type and status, each change back on page 1. */
export function useStoreFilters() {
  const list = useListSearch();
  const [storeType, setStoreType] = useState<StoreTypeFilter>('all');
  const [status, setStatus] = useState<StoreStatusFilter>('all');

  const params: StoreListParams = {
    page: list.page,
    limit: STORES_PAGE_SIZE,
    search: list.searchTerm || undefined,
    store_type: storeType,
    status,
  };

  return {
    params,
    search: list.search,
    setSearch: list.setSearch,
    storeType,
    setStoreType: list.firstPageWith(setStoreType),
    status,
    setStatus: list.firstPageWith(setStatus),
    setPage: list.setPage,
    /** Whether anything narrows the list (decides which empty state shows). */
    filtered: list.searchTerm !== '' || storeType !== 'all' || status !== 'all',
    clearFilters: () => {
      list.setSearch('');
      setStoreType('all');
      setStatus('all');
      list.setPage(1);
    },
  };
}
