import type { OrderStatus } from '@portal/contract';

/** What the My Orders screen asks for; no status means every order (All Orders). */
export type MyOrdersParams = { page: number; limit: number; status?: OrderStatus };

/**
 * One key factory for the member's own orders (GET /api/orders). They live under 'mine' so
 * they never share a cache entry with an admin order list of the same page and filter.
 */
export const orderKeys = {
  all: ['orders'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  lists: () => [...orderKeys.mine(), 'list'] as const,
  list: (params: MyOrdersParams) => [...orderKeys.lists(), params] as const,
  detail: (id: number) => [...orderKeys.mine(), 'detail', id] as const,
};

/**
 * The cart resource's root key. Features do not import each other, so it is repeated here:
 * checkout empties the cart and a restore fills it (the cart feature's cartKeys.all).
 */
export const CART_ROOT_KEY = ['cart'] as const;
