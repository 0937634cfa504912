/** One key factory for the member's cart (GET /user/cart); every cart mutation invalidates `all`. */
export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
  /** GET /user/budget (issue 22): what the store spent this month changes when it orders. */
  budget: () => [...cartKeys.all, 'budget'] as const,
};
