import type { CartRemoval } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import { cartKeys } from './cart-keys';

/** DELETE /user/cart: removes every line of the member's cart. */
export async function clearCart(): Promise<CartRemoval> {
  const body = await api.delete<CartRemoval>('/user/cart');
  return body.data;
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: async () => {
      toastSuccess('Cart cleared');
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
