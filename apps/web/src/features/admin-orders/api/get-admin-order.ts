import type { OrderDetail, OrderDetailResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { adminOrderKeys } from './admin-order-keys';

export type { OrderDetail };

/** GET /admin/orders/{id}. A 401 clears the session and goes to /login (spec section 6). */
export async function getAdminOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  const body = await api.get<OrderDetailResponse['data']>(`/admin/orders/${id}`, {
    signal,
    redirectOnUnauthorized: true,
  });
  return body.data;
}

export const adminOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    staleTime: STALE_TIME.adminOrderDetail,
  });

/** The order with the given id; `id` null (an address that is not an order id) fetches nothing. */
export function useAdminOrder(id: number | null) {
  return useQuery({ ...adminOrderQueryOptions(id ?? 0), enabled: id !== null });
}
