import { type MemberOrderListResponse, ORDER_PAGE_SIZE } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { type MyOrdersParams, orderKeys } from './order-keys';

export type MyOrders = MemberOrderListResponse['data'];
export type { MemberOrder } from '@portal/contract';

/** Spec section 9: the My Orders screen shows 10 orders a page. */
export const MY_ORDERS_PAGE_SIZE = ORDER_PAGE_SIZE;

export const ORDERS_LOAD_FALLBACK = 'Failed to fetch orders';

/** GET /orders?page&limit&status: the signed-in member's orders, newest first. */
export async function getMyOrders(params: MyOrdersParams, signal?: AbortSignal): Promise<MyOrders> {
  try {
    const body = await api.get<MyOrders>('/orders', {
      signal,
      query: { page: params.page, limit: params.limit, status: params.status },
    });
    return body.data;
  } catch (error) {
    // Spec section 8: the server's message, or 'Failed to fetch orders' when it sent none.
    if (error instanceof ApiError && !error.serverMessage && !error.serverError && error.status !== 0) {
      throw new ApiError({
        status: error.status,
        body: error.body,
        clientMessage: ORDERS_LOAD_FALLBACK,
        cause: error,
      });
    }
    throw error;
  }
}

export const myOrdersQueryOptions = (params: MyOrdersParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getMyOrders(params, signal),
    staleTime: STALE_TIME.memberOrders,
    // The current page stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    // The screen shows its own 'Failed to load orders' view.
    meta: { suppressErrorToast: true },
  });

export function useMyOrders(params: MyOrdersParams) {
  return useQuery(myOrdersQueryOptions(params));
}
