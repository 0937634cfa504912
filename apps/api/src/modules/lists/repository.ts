import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, restockListItems, restockLists, users } from '../../db/schema';

// Every statement names the store: a list id of another store finds nothing (404), never a 403.

const LIST_CREATE_LOCK = 220_001;

const summaryColumns = {
  id: restockLists.id,
  name: restockLists.name,
  createdAt: restockLists.createdAt,
  updatedAt: restockLists.updatedAt,
  updatedBy: users.name,
  itemCount: sql<number>`count(${restockListItems.id})::int`,
  // Summed by the database, so the money stays exact; deactivated products are not sold.
  total: sql<string>`coalesce(sum(${restockListItems.quantity} * ${products.price})
    filter (where ${products.isActive}), 0)::numeric(20, 2)::text`,
};
export type ListSummaryRow = {
  id: number;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
  itemCount: number;
  total: string;
};

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(restockLists)
    .leftJoin(users, eq(users.id, restockLists.updatedBy))
    .leftJoin(restockListItems, eq(restockListItems.listId, restockLists.id))
    .leftJoin(products, eq(products.id, restockListItems.productId))
    .groupBy(restockLists.id, users.name);
}

/** The store's lists, the latest changed first (the id breaks ties of one instant). */
export function findListSummaries(db: Db, storeId: number): Promise<ListSummaryRow[]> {
  return selectSummaries(db)
    .where(eq(restockLists.storeId, storeId))
    .orderBy(desc(restockLists.updatedAt), desc(restockLists.id));
}

export async function findListSummary(db: Db, storeId: number, listId: number) {
  const [row] = await selectSummaries(db).where(
    and(eq(restockLists.id, listId), eq(restockLists.storeId, storeId)),
  );
  return row;
}

/** The list's lines in the order they were added, with the product as it is today. */
export function findListItems(db: Db, listId: number) {
  return db
    .select({
      id: restockListItems.id,
      quantity: restockListItems.quantity,
      productId: products.id,
      name: products.name,
      sku: products.sku,
      price: products.price,
      image: products.image,
      isActive: products.isActive,
      status: products.status,
      stockQuantity: products.stockQuantity,
    })
    .from(restockListItems)
    .innerJoin(products, eq(products.id, restockListItems.productId))
    .where(eq(restockListItems.listId, listId))
    .orderBy(asc(restockListItems.createdAt), asc(restockListItems.id));
}

/** The SKU and quantity of every line, for adding the list to the cart. */
export function findListLines(db: Db, listId: number) {
  return db
    .select({ sku: products.sku, quantity: restockListItems.quantity })
    .from(restockListItems)
    .innerJoin(products, eq(products.id, restockListItems.productId))
    .where(eq(restockListItems.listId, listId))
    .orderBy(asc(restockListItems.createdAt), asc(restockListItems.id));
}

/**
 * List creations of one store take turns (a transaction-scoped advisory lock), so two members
 * creating lists at once cannot take the store past its limit.
 */
export async function lockListCreation(tx: Db, storeId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LIST_CREATE_LOCK}::int, ${storeId}::int)`);
}

export async function countStoreLists(db: Db, storeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(restockLists).where(eq(restockLists.storeId, storeId));
  return row?.n ?? 0;
}

export async function insertList(db: Db, storeId: number, userId: number, name: string): Promise<number> {
  const [row] = await db
    .insert(restockLists)
    .values({ storeId, name, createdBy: userId, updatedBy: userId })
    .returning({ id: restockLists.id });
  return row!.id;
}

export async function renameList(db: Db, storeId: number, listId: number, userId: number, name: string) {
  const [row] = await db
    .update(restockLists)
    .set({ name, updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(restockLists.id, listId), eq(restockLists.storeId, storeId)))
    .returning({ id: restockLists.id });
  return row;
}

export async function deleteList(db: Db, storeId: number, listId: number) {
  const [row] = await db
    .delete(restockLists)
    .where(and(eq(restockLists.id, listId), eq(restockLists.storeId, storeId)))
    .returning({ id: restockLists.id });
  return row;
}

/**
 * Marks the list changed by this member and locks it until the transaction ends, so the writes
 * of one list take turns and its limits are counted on what is committed. Undefined: no such list
 * in this store.
 */
export async function touchList(tx: Db, storeId: number, listId: number, userId: number) {
  const [row] = await tx
    .update(restockLists)
    .set({ updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(restockLists.id, listId), eq(restockLists.storeId, storeId)))
    .returning({ id: restockLists.id });
  return row;
}

export async function findProduct(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id, name: products.name, sku: products.sku, isActive: products.isActive })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

export async function findItemOfProduct(db: Db, listId: number, productId: number) {
  const [row] = await db
    .select({ id: restockListItems.id, quantity: restockListItems.quantity })
    .from(restockListItems)
    .where(and(eq(restockListItems.listId, listId), eq(restockListItems.productId, productId)));
  return row;
}

export async function countListItems(db: Db, listId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(restockListItems)
    .where(eq(restockListItems.listId, listId));
  return row?.n ?? 0;
}

/**
 * Adds the product to the list, or adds to its quantity when it is there already: one statement,
 * so concurrent adds of one product end with one line holding their sum.
 */
export async function upsertListItem(db: Db, listId: number, productId: number, quantity: number) {
  const [row] = await db
    .insert(restockListItems)
    .values({ listId, productId, quantity })
    .onConflictDoUpdate({
      target: [restockListItems.listId, restockListItems.productId],
      set: { quantity: sql`${restockListItems.quantity} + excluded.quantity` },
    })
    .returning({ id: restockListItems.id, quantity: restockListItems.quantity });
  return row!;
}

const ownItem = (listId: number, itemId: number) =>
  and(eq(restockListItems.id, itemId), eq(restockListItems.listId, listId));

export async function updateListItem(db: Db, listId: number, itemId: number, quantity: number) {
  const [row] = await db
    .update(restockListItems)
    .set({ quantity })
    .where(ownItem(listId, itemId))
    .returning({ id: restockListItems.id });
  return row;
}

export async function deleteListItem(db: Db, listId: number, itemId: number) {
  const [row] = await db
    .delete(restockListItems)
    .where(ownItem(listId, itemId))
    .returning({ id: restockListItems.id });
  return row;
}
