import type { OrderStatus } from '@portal/contract';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orderStatusHistory, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;

type Page = { limit: number; offset: number };

/** One page of orders matching `where`, newest first (id breaks ties so pages never overlap). */
export async function findOrderPage(db: Db, where: SQL | undefined, { limit, offset }: Page) {
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
  return { rows, total: count?.total ?? 0 };
}

/** The member's own orders that they have not deleted from their list. */
export function memberOrdersWhere(userId: number, status: OrderStatus | undefined) {
  return and(
    eq(orders.userId, userId),
    isNull(orders.hiddenByMemberAt),
    status ? eq(orders.status, status) : undefined,
  );
}

export async function findOrder(db: Db, orderId: number, ownerId?: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      ownerId === undefined
        ? eq(orders.id, orderId)
        : and(eq(orders.id, orderId), eq(orders.userId, ownerId), isNull(orders.hiddenByMemberAt)),
    );
  return row;
}

/** The lines of several orders, grouped by order, each in the order it was placed. */
export async function findItemsByOrder(db: Db, orderIds: number[]) {
  const byOrder = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export async function findOrderHistory(db: Db, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}
