import type { Cart, CartLineResult } from '@portal/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import {
  deleteAllCartLines,
  deleteCartLine,
  findCartLines,
  findCartTotals,
  findProductStatus,
  findUserStore,
  updateCartLineQuantity,
  upsertCartLine,
} from './repository';

export const CART_ITEM_NOT_FOUND = 'Cart item not found';

export async function getCart({ db, userId }: { db: Db; userId: number }): Promise<Cart> {
  const lines = await findCartLines(db, userId);
  const totals = await findCartTotals(db, userId);
  const store = await findUserStore(db, userId);
  return {
    store,
    items: lines.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      // A number for display, as the catalogue shows it; totals below stay exact strings.
      product: { ...line.product, price: Number(line.product.price) },
    })),
    count: totals.count,
    total: totals.total,
    subtotal: totals.total,
  };
}

type AddOptions = { db: Db; userId: number; productId: number; quantity: number };

/** Adds to the product's line (capped at 99); refuses unknown and out-of-stock products. */
export async function addToCart({ db, userId, productId, quantity }: AddOptions): Promise<CartLineResult> {
  const line = await upsertCartLine(db, userId, productId, quantity);
  if (line) return { ...line, removed: false };
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
    if (!removed) throw notFound(CART_ITEM_NOT_FOUND);
    return { ...removed, quantity: 0, removed: true };
  }
  const line = await updateCartLineQuantity(db, userId, lineId, quantity);
  if (!line) throw notFound(CART_ITEM_NOT_FOUND);
  return { ...line, removed: false };
}

export async function removeCartLine({ db, userId, lineId }: { db: Db; userId: number; lineId: number }) {
  const removed = await deleteCartLine(db, userId, lineId);
  if (!removed) throw notFound(CART_ITEM_NOT_FOUND);
  return { removed: 1 };
}

export async function clearCart({ db, userId }: { db: Db; userId: number }) {
  return { removed: await deleteAllCartLines(db, userId) };
}
