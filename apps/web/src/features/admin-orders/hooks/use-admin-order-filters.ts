import type { OrderPagination } from '@portal/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useListSearch } from '@/components/list-page/use-list-page';
import type { AdminOrderListParams, AdminOrderStatusFilter } from '../api/admin-order-keys';
import { ADMIN_ORDER_PAGE_SIZE } from '../api/get-admin-orders';

export type AdminOrderFilters = ReturnType<typeof useAdminOrderFilters>;

type Cursor = { after?: string; before?: string };
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/**
 * The order screen's list state: search and status, and (issue 24) a store and a range of days kept
 * in the address; each change back on page 1. Next and Previous send the cursor the page on screen
 * gave, so a deep page is read as fast as the first; a page button reads by page number.
 */
export function useAdminOrderFilters() {
  const list = useListSearch();
  const [status, setStatus] = useState<AdminOrderStatusFilter>('all');
  const [cursor, setCursor] = useState<Cursor>({});
  const [address, setAddress] = useSearchParams();
  const storeParam = Number(address.get('store'));
  const storeId = Number.isInteger(storeParam) && storeParam > 0 ? storeParam : undefined;
  const from = dayParam(address.get('from'));
  const to = dayParam(address.get('to'));

  const setPage = (page: number) => {
    setCursor({});
    list.setPage(page);
  };
  /** A page chosen on the pager: by cursor when it is the next or previous one. */
  const goToPage = (page: number, pagination?: OrderPagination) => {
    if (pagination && page === pagination.page + 1 && pagination.next_cursor) {
      setCursor({ after: pagination.next_cursor });
    } else if (pagination && page === pagination.page - 1 && page > 1 && pagination.prev_cursor) {
      setCursor({ before: pagination.prev_cursor });
    } else {
      setCursor({});
    }
    list.setPage(page);
  };
  /** Writes store, from or to into the address ('' removes it) and goes back to page 1. */
  const setAddressFilter = (key: 'store' | 'from' | 'to', value: string) => {
    const next = new URLSearchParams(address);
    if (value) next.set(key, value);
    else next.delete(key);
    setAddress(next, { replace: true });
    setPage(1);
  };

  const params: AdminOrderListParams = {
    page: list.page,
    limit: ADMIN_ORDER_PAGE_SIZE,
    status,
    search: list.searchTerm || undefined,
    ...(storeId ? { storeId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(list.page > 1 ? cursor : {}),
  };

  return {
    params,
    search: list.search,
    setSearch: (value: string) => {
      setCursor({});
      list.setSearch(value);
    },
    status,
    setStatus: (value: AdminOrderStatusFilter) => {
      setStatus(value);
      setPage(1);
    },
    storeId,
    setStoreId: (id: number | undefined) => setAddressFilter('store', id ? String(id) : ''),
    from,
    setFrom: (day: string) => setAddressFilter('from', day),
    to,
    setTo: (day: string) => setAddressFilter('to', day),
    setPage,
    goToPage,
    /** Whether a search or filter narrows the list (decides which empty text shows). */
    filtered: list.searchTerm !== '' || status !== 'all' || Boolean(storeId || from || to),
  };
}
