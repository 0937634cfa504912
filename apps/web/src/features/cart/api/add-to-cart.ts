import type { CartLineResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/toast';
import { cartKeys } from './cart-keys';
import { orderingClosedReason } from './get-cart';

export type AddToCartInput = {
  product_id: number;
  quantity: number;
  /** Only for the toast: '{n} x {name} added to your cart'. */
  name?: string;
};

/** POST /user/cart: adds to the product's existing line (the server caps a line at 99). */
export async function addToCart({ product_id, quantity }: AddToCartInput): Promise<CartLineResult> {
  const body = await api.post<CartLineResult>('/user/cart', { product_id, quantity });
  return body.data;
}

export type UseAddToCartOptions = {
  /** Off when the caller shows its own success toast (the wishlist's 'Moved to cart!'). */
  showSuccessToast?: boolean;
};

export function useAddToCart({ showSuccessToast = true }: UseAddToCartOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // The screen's own toast replaces the generic one (spec section 8).
    meta: { suppressErrorToast: true },
    onSuccess: async (_line, { quantity, name }) => {
      if (showSuccessToast) {
        toastSuccess('Added to cart', `${quantity} x ${name ?? 'item'} added to your cart`);
      }
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error) => {
      // Ordering is closed for this user (e.g. their store is inactive): say why.
      toastError(orderingClosedReason(error) ?? 'Failed to add product to cart');
    },
  });
}
