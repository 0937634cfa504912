import type { CartLineResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import { cartKeys } from './cart-keys';

export type UpdateCartItemInput = {
  /** The cart line id (not the product id). */
  id: number;
  /** The new quantity; below 1 removes the line (spec section 4, Cart line). */
  quantity: number;
};

/** PUT /user/cart/{id}: sets the line's quantity. */
export async function updateCartItem({ id, quantity }: UpdateCartItemInput) {
  const body = await api.put<CartLineResult>(`/user/cart/${id}`, { quantity: Math.max(0, quantity) });
  return { line: body.data, message: body.message };
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: async ({ line }) => {
      if (line.removed) toastSuccess('Removed from cart', 'Item removed');
      else toastSuccess('Cart updated');
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
