import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import { useCart } from '@/features/cart/api/get-cart';
import { useRemoveCartItem } from '@/features/cart/api/remove-cart-item';
import { useUpdateCartItem } from '@/features/cart/api/update-cart-item';
import { ProductDetailScreen } from '@/features/catalogue/components/product-detail-screen';
import type { ProductActions } from '@/features/catalogue/lib/product-actions';
import { AddToListButton } from '@/features/lists/components/add-to-list-dialog';
import { useAddToWishlist } from '@/features/wishlist/api/add-to-wishlist';
import { useWishlistProductIds } from '@/features/wishlist/api/get-wishlist';
import { useRemoveFromWishlist } from '@/features/wishlist/api/remove-from-wishlist';

/** Issue 22: 'Add to list' (the lists feature) under the cart card. */
const renderExtra = (product: { id: number; name: string }) => (
  <AddToListButton products={[product]} className="w-full sm:w-auto" />
);

/**
 * The cart and wishlist as the product screen uses them. The catalogue route builds the same
 * bridge; each route wires its own so that the features never import each other.
 */
function useProductActions(): ProductActions {
  const cart = useCart();
  const addToCart = useAddToCart();
  const updateLine = useUpdateCartItem();
  const removeLine = useRemoveCartItem();
  const wishlisted = useWishlistProductIds();
  const addToWishlist = useAddToWishlist();
  const removeFromWishlist = useRemoveFromWishlist({ feedback: 'toggle' });
  const items = cart.data?.items;
  const lines = useMemo(
    () => new Map((items ?? []).map((item) => [item.product.id, { id: item.id, quantity: item.quantity }])),
    [items],
  );

  return {
    cartLineOf: (productId) => lines.get(productId),
    isWishlisted: (productId) => wishlisted.has(productId),
    toggleWishlist: (product) =>
      wishlisted.has(product.id)
        ? removeFromWishlist.mutateAsync(product.id)
        : addToWishlist.mutateAsync(product.id),
    addToCart: (product, quantity) =>
      addToCart.mutateAsync({ product_id: product.id, quantity, name: product.name }),
    // The 'Update Cart' button sets the line's quantity (PUT); below 1 would remove it.
    setCartQuantity: (line, quantity) =>
      quantity < 1 ? removeLine.mutateAsync(line.id) : updateLine.mutateAsync({ id: line.id, quantity }),
    renderExtra,
  };
}

/** /store/product/:id (spec section 2, Product detail); /store/products/:id redirects here. */
export default function StoreProductDetailRoute() {
  const { id } = useParams();
  const actions = useProductActions();
  return <ProductDetailScreen productId={id} actions={actions} />;
}
