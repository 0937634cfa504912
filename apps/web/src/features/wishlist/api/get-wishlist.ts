import type { Wishlist } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/query-client';
import { wishlistKeys } from './wishlist-keys';

export type { Wishlist, WishlistItem } from '@portal/contract';

/** GET /user/wishlist: the member's saved products, newest first. */
export async function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  const body = await api.get<Wishlist>('/user/wishlist', { signal });
  return body.data;
}

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: wishlistKeys.detail(),
    queryFn: ({ signal }) => getWishlist(signal),
    staleTime: STALE_TIME.default,
  });

export function useWishlist(options: { showErrorToast?: boolean } = {}) {
  return useQuery({
    ...wishlistQueryOptions(),
    // The wishlist screen shows 'Error loading wishlist' itself.
    meta: { suppressErrorToast: options.showErrorToast === false },
  });
}

/** The product ids on the wishlist, for the hearts of the catalogue and product screens. */
export function useWishlistProductIds(): Set<number> {
  const { data } = useQuery({ ...wishlistQueryOptions(), select: selectProductIds });
  return data ?? EMPTY;
}

const EMPTY = new Set<number>();

function selectProductIds(wishlist: Wishlist): Set<number> {
  return new Set(wishlist.items.map((item) => Number(item.product_id)));
}
