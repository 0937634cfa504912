import type { ListSummary, ListsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { listKeys } from './list-keys';

export type { ListSummary } from '@portal/contract';

/** GET /user/lists: the store's lists (every member of the store shares them). */
export async function getLists(signal?: AbortSignal): Promise<ListSummary[]> {
  const body = await api.get<ListsResponse['data']>('/user/lists', { signal });
  return body.data.lists;
}

export const listsQueryOptions = () =>
  queryOptions({
    queryKey: listKeys.index(),
    queryFn: ({ signal }) => getLists(signal),
    // Other members edit the same lists: fresher than the catalogue.
    staleTime: STALE_TIME.memberOrders,
    // The screens show their own error view.
    meta: { suppressErrorToast: true },
  });

/** `enabled` off until needed (the 'Add to list' dialog asks only once it opens). */
export function useLists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listsQueryOptions(), enabled });
}
