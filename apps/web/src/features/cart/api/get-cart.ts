import type { Cart } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { cartKeys } from './cart-keys';

export type { Cart, CartItem } from '@portal/contract';

/** GET /user/cart: the signed-in member's lines, item count and totals. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const body = await api.get<Cart>('/user/cart', { signal });
  return body.data;
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.detail(),
    queryFn: ({ signal }) => getCart(signal),
    staleTime: STALE_TIME.default,
  });

export function useCart(options: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled: options.enabled ?? true });
}
