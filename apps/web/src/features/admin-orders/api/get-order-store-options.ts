import type { StoreListResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { adminOrderKeys } from './admin-order-keys';

export type OrderStoreOption = { id: number; name: string };

/** How many stores the store filter offers for what was typed. */
export const STORE_MATCHES_LIMIT = 10;

/**
 * The order list's store filter (issue 24): the stores whose name, store id, location or manager
 * holds the text typed, a few at a time (GET /admin/stores?search=), so it serves hundreds of
 * stores; with nothing typed, the newest few. Shown by name.
 */
export async function getOrderStoreOptions(
  search: string,
  signal?: AbortSignal,
): Promise<OrderStoreOption[]> {
  const body = await api.get<StoreListResponse['data']>('/admin/stores', {
    signal,
    query: { search: search || undefined, limit: STORE_MATCHES_LIMIT },
  });
  return body.data.stores.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export const orderStoreOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...adminOrderKeys.all, 'store-options', search] as const,
    queryFn: ({ signal }) => getOrderStoreOptions(search, signal),
    staleTime: STALE_TIME.stores,
    // No matches offered is no failure: the list still shows every store's orders.
    meta: { suppressErrorToast: true },
    retry: false,
  });

export function useOrderStoreOptions(search: string, enabled: boolean) {
  return useQuery({ ...orderStoreOptionsQueryOptions(search.trim()), enabled });
}
