import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';

const itemColumns = {
  id: wishlistItems.id,
  productId: wishlistItems.productId,
  createdAt: wishlistItems.createdAt,
  name: products.name,
  image: products.image,
  price: products.price,
  sku: products.sku,
  manufacturer: products.manufacturer,
  status: products.status,
};

export type WishlistRow = {
  id: number;
  productId: number;
  createdAt: Date;
  name: string;
  image: string | null;
  price: string;
  sku: string;
  manufacturer: string | null;
  status: number;
};

function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId));
}

/** The member's items, newest first (the id breaks ties of one instant). */
export function findWishlist(db: Db, userId: number): Promise<WishlistRow[]> {
  return selectItems(db)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

export async function findWishlistItem(db: Db, userId: number, productId: number) {
  const [row] = await selectItems(db)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .limit(1);
  return row;
}

export async function productExists(db: Db, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}

/**
 * Adds the product once: a second add, even a concurrent one, meets the unique (user, product)
 * key and inserts nothing. Returns whether a row was created.
 */
export async function insertWishlistItem(db: Db, userId: number, productId: number): Promise<boolean> {
  const inserted = await db
    .insert(wishlistItems)
    .values({ userId, productId })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
    .returning({ id: wishlistItems.id });
  return inserted.length > 0;
}

/** Deletes only the member's own row; returns whether there was one. */
export async function deleteWishlistItem(db: Db, userId: number, productId: number): Promise<boolean> {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return deleted.length > 0;
}
