import type { StoreListResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { withClientMessage } from './store-errors';
import { type StoreListParams, storeKeys } from './store-keys';

export type StoreList = StoreListResponse['data'];

export const FETCH_STORES_ERROR = 'Failed to fetch stores';

/** GET /admin/stores: search trimmed; type and status left out when 'all' or blank (spec section 7). */
export async function getStores(params: StoreListParams, signal?: AbortSignal): Promise<StoreList> {
  const { page, limit, search, store_type, status } = params;
  try {
    const body = await api.get<StoreList>('/admin/stores', {
      signal,
      query: {
        page,
        limit,
        search: search?.trim(),
        store_type: store_type === 'all' ? undefined : store_type,
        status: status === 'all' ? undefined : status,
      },
    });
    return body.data;
  } catch (error) {
    throw withClientMessage(error, FETCH_STORES_ERROR);
  }
}

export const storesQueryOptions = (params: StoreListParams) =>
  queryOptions({
    queryKey: storeKeys.list(params),
    queryFn: ({ signal }) => getStores(params, signal),
    staleTime: STALE_TIME.stores,
    // Keep the current page on screen while the next one loads ('Updating results...').
    placeholderData: keepPreviousData,
  });

export function useStores(params: StoreListParams) {
  return useQuery(storesQueryOptions(params));
}
