import type { WishlistItem } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastError, toastSuccess } from '@/lib/toast';
import { wishlistKeys } from './wishlist-keys';

/** POST /user/wishlist: adding a product twice keeps one item. */
export async function addToWishlist(productId: number): Promise<WishlistItem> {
  const body = await api.post<WishlistItem>('/user/wishlist', { product_id: productId });
  return body.data;
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    meta: { suppressErrorToast: true },
    onSuccess: async () => {
      toastSuccess('Added to wishlist');
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
    onError: () => {
      toastError('Failed to update wishlist');
    },
  });
}
