import type { CartBulkBody, CartBulkResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CART_ROOT_KEY } from './quick-order-keys';

export type { CartBulkResult } from '@portal/contract';

/**
 * POST /user/cart/bulk: every line in one transaction; quantities merge with what the cart holds,
 * and a line the cart cannot take comes back in `errors` with the reason.
 */
export async function addLinesToCart(items: CartBulkBody['items']): Promise<CartBulkResult> {
  const body = await api.post<CartBulkResult>('/user/cart/bulk', { items });
  return body.data;
}

/** The screen reports the outcome (and a failure) itself. */
export function useAddLinesToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLinesToCart,
    meta: { suppressErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_ROOT_KEY }),
  });
}
