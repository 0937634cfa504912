import {
  CART_QUANTITY_MAX,
  type DeliveryAddress,
  type OrderPlaced,
  type OrderStatus,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { orderingRefusal } from '../cart';
import { knownToHaveRules, lockStore, rememberRules } from './approval';
import { type PlaceResult, replayOf } from './idempotency';
import {
  type CheckoutDetails,
  type OrderSource,
  type PlacementRow,
  placeOrderStatement,
} from './order-statement';
import { notEnoughStock } from './stock';

export type { PlaceResult } from './idempotency';
export const EMPTY_CART = 'Your cart is empty';
const BEING_PLACED = 'This order is already being placed. Please check your orders.';
export const STORE_CHANGED = 'Your store changed while the order was being placed. Please try again.';

type PlaceOptions = {
  db: Db;
  user: AuthUser;
  idempotencyKey?: string;
  notes?: string | null;
  details?: CheckoutDetails;
};

/** The checkout fields of either order-placing body (issue 20), validated by the contract. */
export function detailsOf(body: {
  po_number?: string | null;
  shipping_address?: DeliveryAddress | null;
  requested_delivery_date?: string | null;
}): CheckoutDetails {
  return {
    poNumber: body.po_number ?? null,
    shippingAddress: body.shipping_address ?? null,
    requestedDeliveryDate: body.requested_delivery_date ?? null,
  };
}

/**
 * The one way an order is placed, behind both checkout routes: one statement (order-statement.ts)
 * places it or places nothing. When it places nothing, the reason is told apart afterwards: a
 * missing member, a user who may not order, an Idempotency-Key already used (the same request
 * answers the order placed with it, another one 422), a missing product, an out-of-stock product,
 * a line asking for more than the tracked stock holds (409 naming each short SKU), an empty cart.
 */
async function placeOrder({ db, user, idempotencyKey, notes, details }: PlaceOptions, source: OrderSource) {
  const placement = { userId: user.id, role: user.role, idempotencyKey, notes, details, source };
  // Issue 22: a store known to auto-approve goes straight to the locked transaction; any other
  // store takes the one-statement fast path, which places nothing when the store auto-approves
  // after all (needs_lock), and then the transaction runs.
  let row = knownToHaveRules(user.storeId)
    ? await placeLocked(db, placement, user.storeId as number)
    : await placeOrderStatement(db, placement);
  if (row.needs_lock && row.buyer_store_id !== null)
    row = await placeLocked(db, placement, row.buyer_store_id);
  rememberRules(row.buyer_store_id, row.auto_approves);
  if (row.placed) {
    const order: OrderPlaced = { ...row.placed, status: row.placed.status as OrderStatus };
    return { order, created: true };
  }
  if (!row.buyer_found) throw notFound('User not found');
  const refusal = orderingRefusal({
    role: row.buyer_role ?? '',
    storeId: row.buyer_store_id,
    storeActive: row.store_active,
  });
  if (refusal) throw forbidden(refusal);
  const fromCart = 'cart' in source;
  const request = { fingerprint: row.fingerprint, notes, itemsTaken: fromCart && row.lines === 0 };
  const replay = await replayOf(db, user.id, idempotencyKey, request);
  if (replay) return replay;
  if (!fromCart && row.lines < source.items.length) throw notFound('Product not found');
  if (row.unavailable)
    throw conflict(
      `These products are no longer available: ${row.unavailable.join(', ')}. Please remove them from your cart.`,
    );
  if (row.out_of_stock) throw conflict(`These products are out of stock: ${row.out_of_stock.join(', ')}`);
  if (row.short) throw notEnoughStock(row.short);
  if (row.lines === 0) throw badRequest(EMPTY_CART);
  throw conflict(BEING_PLACED);
}

type Placement = Parameters<typeof placeOrderStatement>[1];

/**
 * The order of a store that auto-approves: in a transaction whose first statement locks the
 * store's row, so checkouts of one store take turns. The order statement that follows takes its
 * snapshot after the lock was granted and so counts every order placed before it in the month's
 * budget: ten buyers racing cannot jointly overspend it (in READ COMMITTED a lock taken inside the
 * order statement itself would not do: that statement's snapshot predates the wait). The
 * statement places nothing unless the buyer is still a member of the locked store; a member moved
 * to another store meanwhile is tried again with that store.
 */
async function placeLocked(db: Db, placement: Placement, storeId: number): Promise<PlacementRow> {
  let lockedStoreId = storeId;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await db.transaction(async (tx) => {
      await lockStore(tx, lockedStoreId);
      return placeOrderStatement(tx, { ...placement, lockedStoreId });
    });
    if (row.placed || row.buyer_store_id === null || row.buyer_store_id === lockedStoreId) return row;
    lockedStoreId = row.buyer_store_id;
  }
  throw conflict(STORE_CHANGED);
}

/** Orders the cart stored on the server and empties it (POST /orders/from-cart). */
export function checkoutCart(options: PlaceOptions): Promise<PlaceResult> {
  return placeOrder(options, { cart: true });
}

/**
 * Orders explicit items (POST /orders): prices come from the database, never from the client.
 * Lines of the same product are merged first; the merged quantity keeps the cart's limit.
 */
export function createOrderFromItems({
  items,
  ...options
}: PlaceOptions & { items: { id: number; quantity: number }[] }): Promise<PlaceResult> {
  const quantities = new Map<number, number>();
  for (const item of items) quantities.set(item.id, (quantities.get(item.id) ?? 0) + item.quantity);
  for (const [id, quantity] of quantities) {
    if (quantity > CART_QUANTITY_MAX) {
      throw badRequest(`items: quantity of product ${id} must be between 1 and ${CART_QUANTITY_MAX}`);
    }
  }
  const merged = [...quantities].map(([id, quantity]) => ({ id, quantity }));
  return placeOrder(options, { items: merged });
}
