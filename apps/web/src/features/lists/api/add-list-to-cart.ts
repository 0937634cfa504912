import type { CartBulkResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionError } from '@/lib/action-error';
import { api } from '@/lib/api-client';
import { toastError } from '@/lib/toast';
import { CART_ROOT_KEY } from './list-keys';

export type { CartBulkResult } from '@portal/contract';

/** POST /user/lists/{id}/add-to-cart: every item in one go; what the cart refused comes back in `errors`. */
export async function addListToCart(id: number): Promise<CartBulkResult> {
  return (await api.post<CartBulkResult>(`/user/lists/${id}/add-to-cart`)).data;
}

export function useAddListToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addListToCart,
    meta: { suppressErrorToast: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_ROOT_KEY }),
    onError: (error) => toastError(actionError('Failed to add the list to your cart', error)),
  });
}
