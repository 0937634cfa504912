import type { StoreBudget } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { cartKeys } from './cart-keys';

export type { StoreBudget } from '@portal/contract';

/** GET /user/budget: the store's approval rules and what it has spent this month. */
export async function getBudget(signal?: AbortSignal): Promise<StoreBudget> {
  const body = await api.get<StoreBudget>('/user/budget', { signal });
  return body.data;
}

export const budgetQueryOptions = () =>
  queryOptions({
    // Under the cart's key: placing an order (which invalidates the cart) refreshes it too.
    queryKey: cartKeys.budget(),
    queryFn: ({ signal }) => getBudget(signal),
    staleTime: STALE_TIME.memberOrders,
    // The budget is a note beside the cart: without it the cart works as before.
    meta: { suppressErrorToast: true },
    retry: false,
  });

export function useBudget({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...budgetQueryOptions(), enabled });
}
