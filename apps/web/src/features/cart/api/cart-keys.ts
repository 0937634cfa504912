/** One key factory for the member's cart (GET /user/cart); every cart mutation invalidates `all`. */
export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
};
