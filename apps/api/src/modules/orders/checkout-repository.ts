import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartItems,
  categories,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  stores,
  users,
} from '../../db/schema';

/** What an order line snapshots of a product: later catalogue changes never alter a placed order. */
const productSnapshot = {
  productId: products.id,
  name: products.name,
  sku: products.sku,
  image: products.image,
  manufacturer: products.manufacturer,
  description: products.description,
  price: products.price,
  status: products.status,
  // The deepest category the product sits in.
  category: categories.name,
};

export const placedColumns = {
  id: orders.id,
  order_number: orders.orderNumber,
  status: orders.status,
  total_amount: orders.totalAmount,
  items_count: orders.itemsCount,
};

export async function findOrderByKey(db: Db, userId: number, idempotencyKey: string) {
  const [row] = await db
    .select(placedColumns)
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}

/** The member's cart with its products, the cart rows locked until the checkout commits. */
export async function lockCartLines(db: Db, userId: number) {
  return db
    .select({ cartLineId: cartItems.id, quantity: cartItems.quantity, ...productSnapshot })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .for('update', { of: cartItems });
}

export async function findProductsForOrder(db: Db, productIds: number[]) {
  return db
    .select(productSnapshot)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, productIds));
}

/** The member and their own store as they are now, to be snapshotted on the order. */
export async function findBuyer(db: Db, userId: number) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phoneNumber,
      storeId: stores.id,
      storeCode: stores.storeId,
      storeName: stores.name,
      storeAddress: stores.location,
      storePhone: stores.phoneNumber,
    })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, userId));
  return row;
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'orderNumber'> & { numberPrefix: string };

/**
 * Inserts the order with the next order number (<prefix>-<sequence>). No row back means an order
 * with the same idempotency key exists already (or is being placed by a concurrent request).
 */
export async function insertOrder(db: Db, { numberPrefix, ...values }: NewOrder) {
  const [row] = await db
    .insert(orders)
    .values({
      ...values,
      orderNumber: sql`${numberPrefix}::text || '-' || nextval('order_number_seq')::text`,
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning(placedColumns);
  return row;
}

export async function insertOrderItems(db: Db, rows: (typeof orderItems.$inferInsert)[]) {
  await db.insert(orderItems).values(rows);
}

export async function insertHistory(db: Db, row: typeof orderStatusHistory.$inferInsert) {
  await db.insert(orderStatusHistory).values(row);
}

export async function deleteCartLines(db: Db, userId: number, lineIds: number[]) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lineIds)));
}
