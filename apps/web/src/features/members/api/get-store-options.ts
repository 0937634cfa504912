import type { StoreListResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { storeOptionsKey } from './member-keys';

export type StoreOption = { id: number; name: string; store_id: string; status: string };

/** Spec section 2: the member screen loads its store choices with page 1 and limit 100. */
export async function getStoreOptions(signal?: AbortSignal): Promise<StoreOption[]> {
  const body = await api.get<StoreListResponse['data']>('/admin/stores', {
    signal,
    query: { page: 1, limit: 100 },
  });
  return body.data.stores
    .map(({ id, name, store_id, status }) => ({ id, name, store_id, status }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const storeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: storeOptionsKey,
    queryFn: ({ signal }) => getStoreOptions(signal),
    staleTime: STALE_TIME.stores,
  });

/** Loaded only when a dialog needs it. */
export function useStoreOptions(enabled = true) {
  return useQuery({ ...storeOptionsQueryOptions(), enabled });
}
