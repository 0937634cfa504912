/** One key factory for the store's restock lists (GET /user/lists, GET /user/lists/{id}). */
export const listKeys = {
  all: ['lists'] as const,
  index: () => [...listKeys.all, 'index'] as const,
  detail: (id: number) => [...listKeys.all, 'detail', id] as const,
};

/**
 * The cart resource's root key. Features do not import each other, so it is repeated here:
 * 'Add all to cart' fills the cart (the cart feature's cartKeys.all).
 */
export const CART_ROOT_KEY = ['cart'] as const;
