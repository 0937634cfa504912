/** One key factory for the member's wishlist (GET /user/wishlist). */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  detail: () => [...wishlistKeys.all, 'detail'] as const,
};
