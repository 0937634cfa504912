import type { ListDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { listKeys } from './list-keys';

export type { ListDetail, ListItem } from '@portal/contract';

/** GET /user/lists/{id}: one of the store's lists with its items (404 for another store's). */
export async function getList(id: number, signal?: AbortSignal): Promise<ListDetail> {
  const body = await api.get<ListDetail>(`/user/lists/${id}`, { signal });
  return body.data;
}

export const listQueryOptions = (id: number) =>
  queryOptions({
    queryKey: listKeys.detail(id),
    queryFn: ({ signal }) => getList(id, signal),
    staleTime: STALE_TIME.memberOrders,
    meta: { suppressErrorToast: true },
  });

export function useList(id: number | null) {
  return useQuery({ ...listQueryOptions(id ?? 0), enabled: id !== null });
}
