import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, orderItems, orderStatusHistory, orders, products, stores, users } from '../../db/schema';

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

/** The order placed with this key, with what the key was used for. */
export async function findOrderByKey(db: Db, userId: number, idempotencyKey: string) {
  const [row] = await db
    .select({ ...placedColumns, fingerprint: orders.idempotencyFingerprint, notes: orders.notes })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}

/** What an order snapshots of its member and their own store, as they are when it is placed. */
const buyerColumns = {
  role: users.role,
  name: users.name,
  email: users.email,
  phone: users.phoneNumber,
  storeId: stores.id,
  storeCode: stores.storeId,
  storeName: stores.name,
  storeAddress: stores.location,
  storePhone: stores.phoneNumber,
  storeActive: stores.isActive,
};

export type Buyer = NonNullable<Awaited<ReturnType<typeof findBuyer>>>;

export async function findProductsForOrder(db: Db, productIds: number[]) {
  return db
    .select(productSnapshot)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, productIds));
}

/** The member and their own store as they are now: who may order, and what the order snapshots. */
export async function findBuyer(db: Db, userId: number) {
  const [row] = await db
    .select(buyerColumns)
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

type OrderDetails = {
  items: (typeof orderItems.$inferInsert)[];
  history: typeof orderStatusHistory.$inferInsert;
};

/** A new order's lines and first history entry, in one statement. */
export async function insertOrderDetails(db: Db, { items, history }: OrderDetails) {
  // getSQL(): a builder placed in sql`` directly is wrapped in parentheses, which WITH refuses.
  const addItems = db.insert(orderItems).values(items).getSQL();
  const addHistory = db.insert(orderStatusHistory).values(history).getSQL();
  await db.execute(sql`with i as (${addItems}) ${addHistory}`);
}
