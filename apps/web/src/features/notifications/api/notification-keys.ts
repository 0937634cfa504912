/**
 * One key factory for the signed-in user's inbox (the bell) and the admins' e-mail outbox. A live
 * event or a read marks everything under ['notifications'] stale.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export const outboxKeys = {
  all: ['admin-outbox'] as const,
  page: (page: number) => [...outboxKeys.all, page] as const,
};

/*
 * The order screens' root keys. Features do not import each other, so they are repeated here:
 * a live event refreshes the lists and the order it is about (admin-orders' adminOrderKeys,
 * orders' orderKeys, the dashboard's dashboardKeys).
 */
export const ADMIN_ORDER_LISTS_KEY = ['admin-orders', 'list'] as const;
export const DASHBOARD_ROOT_KEY = ['dashboard'] as const;
export const MY_ORDER_LISTS_KEY = ['orders', 'mine', 'list'] as const;
export const myOrderDetailKey = (id: number) => ['orders', 'mine', 'detail', id] as const;
