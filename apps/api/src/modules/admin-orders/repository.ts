import type { OrderStatus } from '@portal/contract';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

/** The order numbers and statuses of the ids that exist, for a bulk decision's answer. */
export async function findOrderStates(db: Db, ids: number[]) {
  const states = new Map<number, { orderNumber: string; status: OrderStatus }>();
  if (ids.length === 0) return states;
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, ids));
  for (const row of rows)
    states.set(row.id, { orderNumber: row.orderNumber, status: row.status as OrderStatus });
  return states;
}
