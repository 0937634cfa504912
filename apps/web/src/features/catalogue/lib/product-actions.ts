import type { ReactNode } from 'react';
import type { CardProduct } from './card-product';

/** A cart line as the catalogue needs it: the line id (for PUT/DELETE) and its quantity. */
export type CartLineRef = { id: number; quantity: number };

/**
 * What the product screens need from the cart and the wishlist. The route builds it from those
 * features' hooks, so the catalogue feature does not import them. Each action resolves when the
 * change is done and the data refreshed; failures are already reported by toasts and rejected.
 */
export type ProductActions = {
  cartLineOf: (productId: number) => CartLineRef | undefined;
  isWishlisted: (productId: number) => boolean;
  toggleWishlist: (product: CardProduct) => Promise<unknown>;
  addToCart: (product: CardProduct, quantity: number) => Promise<unknown>;
  /** Quantity below 1 removes the line. */
  setCartQuantity: (line: CartLineRef, quantity: number) => Promise<unknown>;
  /**
   * More controls for a product, composed by the route from other features (issue 22: 'Add to
   * list'). `place` says where: a catalogue card has little room, the product page has more.
   */
  renderExtra?: (product: CardProduct, place: 'card' | 'detail') => ReactNode;
};
