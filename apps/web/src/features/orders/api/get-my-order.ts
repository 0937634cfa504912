import type { OrderDetail, OrderDetailResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { orderKeys } from './order-keys';

export type { OrderDetail };

/** GET /orders/{id}: one of the member's own orders, with its history, shipment and totals. */
export async function getMyOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  const body = await api.get<OrderDetailResponse['data']>(`/orders/${id}`, { signal });
  return body.data;
}

export const myOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getMyOrder(id, signal),
    staleTime: STALE_TIME.memberOrders,
    // The details panel shows its own error with Try Again.
    meta: { suppressErrorToast: true },
  });

/** The order's details, fetched once the member opens them (`enabled`). */
export function useMyOrder(id: number, enabled: boolean) {
  return useQuery({ ...myOrderQueryOptions(id), enabled });
}
