import type { OrderRestore } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import { CART_ROOT_KEY, orderKeys } from './order-keys';

/**
 * POST /orders/{id}/restore-to-cart: puts a cancelled or rejected order's products back in the
 * cart; products that are gone or out of stock are skipped (the server's message says how many).
 */
export async function restoreOrderToCart(id: number) {
  const body = await api.post<OrderRestore>(`/orders/${id}/restore-to-cart`);
  return { result: body.data, message: body.message };
}

/** Failures show in the screen's 'Order Action Error' box rather than a toast. */
export function useRestoreOrderToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreOrderToCart,
    meta: { suppressErrorToast: true },
    onSuccess: async ({ result, message }) => {
      toastSuccess(
        'Restored to cart',
        message ?? `${result.restored} item${result.restored === 1 ? '' : 's'} restored to your cart`,
      );
      await queryClient.invalidateQueries({ queryKey: CART_ROOT_KEY });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
