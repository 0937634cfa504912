import { useState } from 'react';
import { useListSearch } from '@/components/list-page/use-list-page';
import type { AdminOrderListParams, AdminOrderStatusFilter } from '../api/admin-order-keys';
import { ADMIN_ORDER_PAGE_SIZE } from '../api/get-admin-orders';

export type AdminOrderFilters = ReturnType<typeof useAdminOrderFilters>;

/** The order screen's list state: search and status, each change back on page 1. */
export function useAdminOrderFilters() {
  const list = useListSearch();
  const [status, setStatus] = useState<AdminOrderStatusFilter>('all');

  const params: AdminOrderListParams = {
    page: list.page,
    limit: ADMIN_ORDER_PAGE_SIZE,
    status,
    search: list.searchTerm || undefined,
  };

  return {
    params,
    search: list.search,
    setSearch: list.setSearch,
    status,
    setStatus: list.firstPageWith(setStatus),
    setPage: list.setPage,
    /** Whether a search or filter narrows the list (decides which empty text shows). */
    filtered: list.searchTerm !== '' || status !== 'all',
  };
}
