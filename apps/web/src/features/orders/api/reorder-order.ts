import type { ReorderResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CART_ROOT_KEY } from './order-keys';

export type { ReorderResult } from '@portal/contract';

/**
 * POST /orders/{id}/reorder ('Order again', any status): every line still sold goes into the cart
 * at today's price; the rest come back in `skipped` with the reason.
 */
export async function reorderOrder(id: number): Promise<ReorderResult> {
  return (await api.post<ReorderResult>(`/orders/${id}/reorder`)).data;
}

/** The screen reports the outcome in a dialog, and a failure in its 'Order Action Error' box. */
export function useReorderOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderOrder,
    meta: { suppressErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_ROOT_KEY }),
  });
}
