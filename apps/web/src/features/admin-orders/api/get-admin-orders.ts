import { type AdminOrderListResponse, ORDER_PAGE_SIZE } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { type AdminOrderListParams, adminOrderKeys } from './admin-order-keys';
import { withClientMessage } from './order-errors';

export type AdminOrderList = AdminOrderListResponse['data'];

/** Spec section 9: the admin order list shows 10 orders a page. */
export const ADMIN_ORDER_PAGE_SIZE = ORDER_PAGE_SIZE;
export const FETCH_ORDERS_ERROR = 'Failed to fetch orders';

/**
 * GET /admin/orders: status left out for 'all', search trimmed; a cursor when the page is the one
 * next to the page on screen (issue 24: deep pages as fast as the first). A 401 clears the session and goes
 * to /login (spec section 6).
 */
export async function getAdminOrders(
  params: AdminOrderListParams,
  signal?: AbortSignal,
): Promise<AdminOrderList> {
  const { page, limit, status, search, storeId, from, to, after, before } = params;
  try {
    const body = await api.get<AdminOrderList>('/admin/orders', {
      signal,
      redirectOnUnauthorized: true,
      query: {
        page,
        limit,
        status: status === 'all' ? undefined : status,
        search: search?.trim(),
        store_id: storeId,
        from,
        to,
        after,
        before,
      },
    });
    return body.data;
  } catch (error) {
    throw withClientMessage(error, FETCH_ORDERS_ERROR);
  }
}

export const adminOrdersQueryOptions = (params: AdminOrderListParams) =>
  queryOptions({
    queryKey: adminOrderKeys.list(params),
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    staleTime: STALE_TIME.adminOrders,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(params: AdminOrderListParams) {
  return useQuery(adminOrdersQueryOptions(params));
}
