import type { OrderStatusChange } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import { orderKeys } from './order-keys';

/** PUT /orders/{id}/cancel: only a pending order of the member's own can be cancelled. */
export async function cancelOrder(id: number) {
  const body = await api.put<OrderStatusChange>(`/orders/${id}/cancel`);
  return { change: body.data, message: body.message };
}

/** Failures show in the screen's 'Order Action Error' box rather than a toast. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    meta: { suppressErrorToast: true },
    onSuccess: ({ message }) => {
      toastSuccess('Order cancelled', message);
    },
    // A refusal usually means the order changed elsewhere (an admin decided): show its status now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
