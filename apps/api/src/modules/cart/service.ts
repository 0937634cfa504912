import type { Cart, CartLineResult } from '@portal/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { requireOrderingAccess } from './access';
import {
  deleteAllCartLines,
  deleteCartLine,
  findCartLines,
  findCartTotals,
  findProductStatus,
  updateCartLineQuantity,
  upsertCartLine,
} from './repository';

export const CART_ITEM_NOT_FOUND = 'Cart item not found';

/** The cart, for a user who may order; others get a 403 saying why (the portal shows it). */
export async function getCart({ db, userId }: { db: Db; userId: number }): Promise<Cart> {
  const access = await requireOrderingAccess(db, userId);
  const lines = await findCartLines(db, userId);
  const totals = await findCartTotals(db, userId);
  return {
    store:
      access.storeId === null
        ? null
        : {
            id: access.storeId,
            name: access.storeName ?? '',
            store_id: access.storeCode ?? '',
            location: access.storeLocation ?? null,
          },
    items: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      // A number for display, as the catalogue shows it; totals below stay exact strings.
      product: { ...line.product, price: Number(line.product.price) },
    })),
    count: totals.count,
    total: totals.total,
    subtotal: totals.total,
    tax_rate: Number(totals.tax_rate),
    tax: totals.tax,
    shipping: totals.shipping,
    free_shipping_threshold: totals.free_shipping_threshold,
    order_total: totals.order_total,
  };
}

type AddOptions = { db: Db; userId: number; productId: number; quantity: number };

/** Adds to the product's line (capped at 99); refuses unknown and out-of-stock products. */
export async function addToCart({ db, userId, productId, quantity }: AddOptions): Promise<CartLineResult> {
  const line = await upsertCartLine(db, userId, productId, quantity);
  if (line) return { ...line, removed: false };
  // Nothing written: tell why, the user's access first.
  await requireOrderingAccess(db, userId);
  const product = await findProductStatus(db, productId);
  if (!product) throw notFound('Product not found');
  throw conflict('This product is out of stock');
}

type UpdateOptions = { db: Db; userId: number; lineId: number; quantity: number };

/** Sets a line's quantity; below 1 removes the line (spec section 4, Cart line). */
export async function updateCartLine({
  db,
  userId,
  lineId,
  quantity,
}: UpdateOptions): Promise<CartLineResult> {
  if (quantity < 1) {
    const removed = await deleteCartLine(db, userId, lineId);
    if (!removed) return lineNotChanged(db, userId);
    return { ...removed, quantity: 0, removed: true };
  }
  const line = await updateCartLineQuantity(db, userId, lineId, quantity);
  if (!line) return lineNotChanged(db, userId);
  return { ...line, removed: false };
}

/** A line write that found nothing: the user may not order (403), or the line is not theirs (404). */
async function lineNotChanged(db: Db, userId: number): Promise<never> {
  await requireOrderingAccess(db, userId);
  throw notFound(CART_ITEM_NOT_FOUND);
}

export async function removeCartLine({ db, userId, lineId }: { db: Db; userId: number; lineId: number }) {
  const removed = await deleteCartLine(db, userId, lineId);
  if (!removed) return lineNotChanged(db, userId);
  return { removed: 1 };
}

export async function clearCart({ db, userId }: { db: Db; userId: number }) {
  const removed = await deleteAllCartLines(db, userId);
  // An empty cart and a refused user both delete nothing; only the second is an error.
  if (removed === 0) await requireOrderingAccess(db, userId);
  return { removed };
}
