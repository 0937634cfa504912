import { useMemo } from 'react';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import { useCart } from '@/features/cart/api/get-cart';
import { useRemoveCartItem } from '@/features/cart/api/remove-cart-item';
import { useUpdateCartItem } from '@/features/cart/api/update-cart-item';
import { CatalogueView } from '@/features/catalogue/components/catalogue-view';
import type { CartLineRef, ProductActions } from '@/features/catalogue/lib/product-actions';
import { AddToListButton } from '@/features/lists/components/add-to-list-dialog';
import { useAddToWishlist } from '@/features/wishlist/api/add-to-wishlist';
import { useWishlistProductIds } from '@/features/wishlist/api/get-wishlist';
import { useRemoveFromWishlist } from '@/features/wishlist/api/remove-from-wishlist';

/** Issue 22: 'Add to list' (the lists feature) on each card, as an icon button. */
const renderExtra = (product: { id: number; name: string }) => (
  <AddToListButton products={[product]} iconOnly />
);

/** The cart and wishlist as the catalogue cards use them (the features stay independent). */
function useCatalogueActions(): { actions: ProductActions; cartCount?: number } {
  const cart = useCart();
  const addToCart = useAddToCart();
  const updateLine = useUpdateCartItem();
  const removeLine = useRemoveCartItem();
  const wishlisted = useWishlistProductIds();
  const addToWishlist = useAddToWishlist();
  const removeFromWishlist = useRemoveFromWishlist({ feedback: 'toggle' });

  const lines = useMemo(() => {
    const byProduct = new Map<number, CartLineRef>();
    for (const item of cart.data?.items ?? []) {
      byProduct.set(item.product.id, { id: item.id, quantity: item.quantity });
    }
    return byProduct;
  }, [cart.data]);

  const actions: ProductActions = {
    cartLineOf: (productId) => lines.get(productId),
    isWishlisted: (productId) => wishlisted.has(productId),
    toggleWishlist: (product) =>
      wishlisted.has(product.id)
        ? removeFromWishlist.mutateAsync(product.id)
        : addToWishlist.mutateAsync(product.id),
    addToCart: (product, quantity) =>
      addToCart.mutateAsync({ product_id: product.id, quantity, name: product.name }),
    setCartQuantity: (line, quantity) =>
      quantity < 1 ? removeLine.mutateAsync(line.id) : updateLine.mutateAsync({ id: line.id, quantity }),
    renderExtra,
  };
  return { actions, cartCount: cart.data?.count };
}

/** /store and /store/products: the catalogue (spec section 2, Store catalogue). */
export default function StoreCatalogueRoute() {
  const { actions, cartCount } = useCatalogueActions();
  return (
    <>
      <title>Products · MS Portal</title>
      <CatalogueView actions={actions} cartCount={cartCount} />
    </>
  );
}
