import { useState } from 'react';
import { useDebounce } from '@/lib/use-debounce';
import type { AdminOrderListParams, AdminOrderStatusFilter } from '../api/admin-order-keys';
import { ADMIN_ORDER_PAGE_SIZE } from '../api/get-admin-orders';

export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The order screen's list state: the typed search applies after 500 ms of no typing and, like a
 * status change, goes back to page 1 (spec section 9).
 */
export function useAdminOrderFilters() {
  const [search, setSearch] = useState('');
  const [status, setStatusState] = useState<AdminOrderStatusFilter>('all');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebounce(search, SEARCH_DEBOUNCE_MS);

  // Reset the page during render when the applied search changes, so no request for the old
  // page number with the new search ever goes out.
  const [appliedSearch, setAppliedSearch] = useState(debouncedSearch);
  if (appliedSearch !== debouncedSearch) {
    setAppliedSearch(debouncedSearch);
    setPage(1);
  }

  const trimmed = debouncedSearch.trim();
  const params: AdminOrderListParams = {
    page,
    limit: ADMIN_ORDER_PAGE_SIZE,
    status,
    search: trimmed || undefined,
  };

  return {
    params,
    search,
    setSearch,
    status,
    setStatus: (value: AdminOrderStatusFilter) => {
      setStatusState(value);
      setPage(1);
    },
    setPage,
    /** Whether a search or filter narrows the list (decides which empty text shows). */
    filtered: trimmed !== '' || status !== 'all',
  };
}
