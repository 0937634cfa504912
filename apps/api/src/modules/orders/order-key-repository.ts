import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** An order as its checkout answers it (OrderPlaced). */
const placedColumns = {
  id: orders.id,
  order_number: orders.orderNumber,
  status: orders.status,
  total_amount: orders.totalAmount,
  items_count: orders.itemsCount,
};

/** The order placed with this key, with what the key was used for. */
export async function findOrderByKey(db: Db, userId: number, idempotencyKey: string) {
  const [row] = await db
    .select({ ...placedColumns, fingerprint: orders.idempotencyFingerprint, notes: orders.notes })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}
