import type { WishlistRemoveResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/toast';
import { wishlistKeys } from './wishlist-keys';

/** DELETE /user/wishlist/{productId}: by product id, not by wishlist item id. */
export async function removeFromWishlist(productId: number): Promise<WishlistRemoveResponse['data']> {
  const body = await api.delete<WishlistRemoveResponse['data']>(`/user/wishlist/${productId}`);
  return body.data;
}

export type UseRemoveFromWishlistOptions = {
  /**
   * 'toggle': a heart on the catalogue or product screen ('Failed to update wishlist');
   * 'remove': the wishlist screen's remove button ('Failed to remove item from wishlist');
   * 'silent': the caller shows its own toasts (moving an item to the cart).
   */
  feedback?: 'toggle' | 'remove' | 'silent';
};

export function useRemoveFromWishlist({ feedback = 'remove' }: UseRemoveFromWishlistOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    meta: { suppressErrorToast: true },
    onSuccess: async () => {
      if (feedback !== 'silent') toastSuccess('Removed from wishlist');
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
    onError: () => {
      if (feedback === 'toggle') toastError('Failed to update wishlist');
      if (feedback === 'remove') toastError('Failed to remove item from wishlist');
    },
  });
}
