import type { Wishlist, WishlistItem } from '@portal/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import {
  deleteWishlistItem,
  findWishlist,
  findWishlistItem,
  insertWishlistItem,
  productExists,
  type WishlistRow,
} from './repository';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const ITEM_NOT_IN_WISHLIST = 'Item not in wishlist';

function toItem(row: WishlistRow): WishlistItem {
  return {
    id: row.id,
    product_id: String(row.productId),
    created_at: row.createdAt.toISOString(),
    product: {
      id: row.productId,
      name: row.name,
      image_url: row.image,
      price: Number(row.price),
      sku: row.sku,
      manufacturer: row.manufacturer,
      status: row.status === 0 ? 0 : 1,
    },
  };
}

type Options = { db: Db; userId: number };

export async function getWishlist({ db, userId }: Options): Promise<Wishlist> {
  const items = (await findWishlist(db, userId)).map(toItem);
  return { items, count: items.length };
}

/** Adds a product to the member's wishlist; adding it again keeps the one item (created: false). */
export async function addToWishlist({ db, userId, productId }: Options & { productId: number }) {
  if (!(await productExists(db, productId))) throw notFound(PRODUCT_NOT_FOUND);
  const created = await insertWishlistItem(db, userId, productId);
  const row = await findWishlistItem(db, userId, productId);
  // Deleted between the insert and the read (product or item removed meanwhile).
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return { created, item: toItem(row) };
}

/** Removes by product id, only from the member's own wishlist. */
export async function removeFromWishlist({ db, userId, productId }: Options & { productId: number }) {
  if (!(await deleteWishlistItem(db, userId, productId))) throw notFound(ITEM_NOT_IN_WISHLIST);
  return { product_id: String(productId) };
}
