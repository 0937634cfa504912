import type { OrderStatus } from '@portal/contract';
import { and, eq, ilike, or } from 'drizzle-orm';
import { orders } from '../../db/schema';

/** LIKE wildcards in what the admin typed are literal characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Status filter and a case-insensitive search over order number, store, member name and e-mail. */
export function adminOrdersWhere(status: OrderStatus | undefined, search: string | undefined) {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return and(
    status ? eq(orders.status, status) : undefined,
    pattern
      ? or(
          ilike(orders.orderNumber, pattern),
          ilike(orders.storeName, pattern),
          ilike(orders.userName, pattern),
          ilike(orders.userEmail, pattern),
        )
      : undefined,
  );
}
