import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, users } from '../../db/schema';

/**
 * True when the user may use a cart and place orders: a store member (not an admin) whose store
 * is active. Cart writes and checkout put it in their own statement, so a store deactivated or a
 * member moved a moment ago is honoured without a separate read racing the write.
 */
export function mayOrderWhere(userId: number): SQL {
  return sql`exists (select 1 from users mu join stores ms on ms.id = mu.store_id
    where mu.id = ${userId}::int and mu.role = 'user' and ms.is_active)`;
}

/** The user's role and own store as they are now: why they may or may not order, and the cart's store. */
export async function findOrderingAccess(db: Db, userId: number) {
  const [row] = await db
    .select({
      role: users.role,
      storeId: stores.id,
      storeName: stores.name,
      storeCode: stores.storeId,
      storeLocation: stores.location,
      storeActive: stores.isActive,
    })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, userId));
  return row;
}
export type OrderingAccess = NonNullable<Awaited<ReturnType<typeof findOrderingAccess>>>;
