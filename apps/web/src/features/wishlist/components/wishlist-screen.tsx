import type { WishlistItem } from '@portal/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { getErrorMessage } from '@/lib/api-client';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { WishlistItemRow } from './wishlist-item-row';
import { WishlistEmpty, WishlistError, WishlistSkeleton } from './wishlist-states';
import { WishlistSummary } from './wishlist-summary';

type WishlistScreenProps = {
  /** Adds the product to the cart and takes it off the wishlist; the route wires the cart in. */
  onMoveToCart: (item: WishlistItem) => Promise<unknown>;
};

/** /store/wishlist (spec section 2, Wishlist). */
export function WishlistScreen({ onMoveToCart }: WishlistScreenProps) {
  const wishlist = useWishlist({ showErrorToast: false });
  const remove = useRemoveFromWishlist({ feedback: 'remove' });
  const items = wishlist.data?.items ?? [];
  const count = wishlist.data?.count ?? items.length;

  return (
    <>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            My Wishlist
            {wishlist.data && (
              <Badge
                variant="secondary"
                className="text-sm"
                aria-label={`${count} ${count === 1 ? 'item' : 'items'}`}
              >
                {count}
              </Badge>
            )}
          </span>
        }
        description="Products you saved for later."
      />
      {wishlist.isPending ? (
        <WishlistSkeleton />
      ) : wishlist.isError ? (
        <WishlistError message={getErrorMessage(wishlist.error)} onRetry={() => wishlist.refetch()} />
      ) : items.length === 0 ? (
        <WishlistEmpty />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-label="Saved products" className="rounded-xl border bg-card">
            <ul className="divide-y">
              {items.map((item) => (
                <WishlistItemRow
                  key={item.id}
                  item={item}
                  onMoveToCart={onMoveToCart}
                  onRemove={(target) => remove.mutateAsync(Number(target.product_id))}
                />
              ))}
            </ul>
          </section>
          <WishlistSummary items={items} />
        </div>
      )}
    </>
  );
}
