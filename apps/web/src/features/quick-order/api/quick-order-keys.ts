/** One key factory for the quick-order screen's reads (the SKU box's autocomplete). */
export const quickOrderKeys = {
  all: ['quick-order'] as const,
  skuSuggestions: (q: string) => [...quickOrderKeys.all, 'sku-suggestions', q] as const,
};

/**
 * The cart resource's root key. Features do not import each other, so it is repeated here: a
 * bulk add fills the cart (the cart feature's cartKeys.all), and the cart badge follows.
 */
export const CART_ROOT_KEY = ['cart'] as const;
