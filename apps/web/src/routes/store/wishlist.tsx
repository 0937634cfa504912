import type { WishlistItem } from '@portal/contract';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import { useRemoveFromWishlist } from '@/features/wishlist/api/remove-from-wishlist';
import { WishlistScreen } from '@/features/wishlist/components/wishlist-screen';
import { toastInfo, toastSuccess } from '@/lib/toast';

/**
 * Moving to the cart is two calls: add 1 to the cart (its failure toast comes from the cart hook
 * and the item stays), then take the item off the wishlist.
 */
function useMoveToCart() {
  const addToCart = useAddToCart({ showSuccessToast: false });
  const removeFromWishlist = useRemoveFromWishlist({ feedback: 'silent' });
  return async (item: WishlistItem) => {
    const productId = Number(item.product_id);
    await addToCart.mutateAsync({ product_id: productId, quantity: 1, name: item.product.name });
    try {
      await removeFromWishlist.mutateAsync(productId);
      toastSuccess('Moved to cart!', `${item.product.name} is now in your cart`);
    } catch {
      toastInfo('Added to cart', "Product added to cart, but couldn't remove from wishlist");
    }
  };
}

/** /store/wishlist: the member's saved products. */
export default function StoreWishlistRoute() {
  const moveToCart = useMoveToCart();
  return (
    <>
      <title>My Wishlist · MS Portal</title>
      <WishlistScreen onMoveToCart={moveToCart} />
    </>
  );
}
