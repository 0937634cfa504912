import type { CartRemoval } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import { cartKeys } from './cart-keys';

/** DELETE /user/cart/{id}: removes one line by its cart line id. */
export async function removeCartItem(id: number): Promise<CartRemoval> {
  const body = await api.delete<CartRemoval>(`/user/cart/${id}`);
  return body.data;
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: async () => {
      toastSuccess('Removed from cart', 'Item removed');
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
