import type { Cart } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
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
    // The cart screen shows its own error view (or why ordering is closed, a 403); the catalogue
    // only marks lines already in the cart and works without it.
    meta: { suppressErrorToast: true },
  });

/** A 403 on the cart: the user may not order (admin, no store, inactive store); the server says why. */
export function orderingClosedReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 403 ? error.serverMessage : undefined;
}

export function useCart(options: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled: options.enabled ?? true });
}
