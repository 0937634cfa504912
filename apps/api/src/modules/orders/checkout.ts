import { CART_QUANTITY_MAX, type OrderPlaced, type OrderStatus } from '@portal/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { orderingRefusal } from '../cart';
import {
  type Buyer,
  findBuyer,
  findProductsForOrder,
  insertOrder,
  insertOrderDetails,
} from './checkout-repository';
import { checkoutCartStatement } from './checkout-statement';
import { type PlaceResult, replayOf, requestFingerprint } from './idempotency';
import { formatCents, toCents } from './money';

export type { PlaceResult } from './idempotency';
export const EMPTY_CART = 'Your cart is empty';
const BEING_PLACED = 'This order is already being placed. Please check your orders.';

type Line = Awaited<ReturnType<typeof findProductsForOrder>>[number] & { quantity: number };
type PlaceOptions = { user: AuthUser; idempotencyKey?: string; notes?: string | null };
/** The buyer snapshot, allowed to order, and the fingerprint of the request. */
type PlaceContext = PlaceOptions & { buyer: Buyer; fingerprint: string };

const asPlaced = (row: Omit<OrderPlaced, 'status'> & { status: string }): OrderPlaced => ({
  ...row,
  status: row.status as OrderStatus,
});

/**
 * Creates a pending order from priced lines read from the database, for the member's own store,
 * with snapshots of the member, the store and every product, and its first history entry.
 */
async function placeOrder(tx: Db, lines: Line[], context: PlaceContext) {
  const { user, idempotencyKey, notes, buyer, fingerprint } = context;
  const outOfStock = lines.filter((line) => line.status === 0).map((line) => line.name);
  if (outOfStock.length > 0) throw conflict(`These products are out of stock: ${outOfStock.join(', ')}`);

  const priced = lines.map((line) => ({ line, cents: toCents(line.price) * line.quantity }));
  const subtotal = formatCents(priced.reduce((sum, { cents }) => sum + cents, 0));
  const order = await insertOrder(tx, {
    numberPrefix: buyer.storeCode ?? 'ORD',
    userId: user.id,
    storeId: buyer.storeId,
    status: 'pending',
    userName: buyer.name,
    userEmail: buyer.email,
    userPhone: buyer.phone,
    storeName: buyer.storeName,
    storeCode: buyer.storeCode,
    storeAddress: buyer.storeAddress,
    storePhone: buyer.storePhone,
    // Distinct products, as the 'Order Items ({items_count})' heading lists them; the demo data agrees.
    itemsCount: lines.length,
    subtotal,
    totalAmount: subtotal,
    notes: notes ?? null,
    idempotencyKey: idempotencyKey ?? null,
    idempotencyFingerprint: idempotencyKey ? fingerprint : null,
  });
  if (!order) {
    // A concurrent request with the same key placed it meanwhile (the insert waited for it).
    const replay = await replayOf(tx, user.id, idempotencyKey, { fingerprint, notes });
    if (replay) return replay;
    throw conflict(BEING_PLACED);
  }

  await insertOrderDetails(tx, {
    items: priced.map(({ line, cents }) => ({
      orderId: order.id,
      productId: line.productId,
      productName: line.name,
      displayName: line.name,
      sku: line.sku,
      imageUrl: line.image,
      category: line.category,
      brand: line.manufacturer,
      description: line.description,
      unitPrice: line.price,
      quantity: line.quantity,
      lineTotal: formatCents(cents),
    })),
    history: {
      orderId: order.id,
      fromStatus: null,
      toStatus: 'pending',
      actorId: user.id,
      actorName: buyer.name,
      actorRole: user.role,
    },
  });
  return { order: asPlaced(order), created: true };
}

type CheckoutOptions = PlaceOptions & { db: Db };

/**
 * Orders the cart stored on the server and empties it, in one statement (see
 * checkoutCartStatement). When it places nothing, the reason is told apart afterwards: a user who
 * may not order, an Idempotency-Key already used (the same request answers the order placed with
 * it, another one 422), an out-of-stock product, an empty cart, or a missing member.
 */
export async function checkoutCart({
  db,
  user,
  idempotencyKey,
  notes,
}: CheckoutOptions): Promise<PlaceResult> {
  const row = await checkoutCartStatement(db, { userId: user.id, role: user.role, idempotencyKey, notes });
  if (row.placed) return { order: asPlaced(row.placed), created: true };
  if (!row.buyer_found) throw notFound('User not found');
  const refusal = orderingRefusal({
    role: row.buyer_role ?? '',
    storeId: row.buyer_store_id,
    storeActive: row.store_active,
  });
  if (refusal) throw forbidden(refusal);
  const request = { fingerprint: row.fingerprint, notes, itemsTaken: row.lines === 0 };
  const replay = await replayOf(db, user.id, idempotencyKey, request);
  if (replay) return replay;
  if (row.out_of_stock) throw conflict(`These products are out of stock: ${row.out_of_stock.join(', ')}`);
  if (row.lines === 0) throw badRequest(EMPTY_CART);
  throw conflict(BEING_PLACED);
}

type ItemsOptions = CheckoutOptions & { items: { id: number; quantity: number }[] };

/**
 * Orders explicit items (POST /orders): prices come from the database, never from the client.
 * Who may order is read in the transaction that inserts the order.
 */
export async function createOrderFromItems({ db, items, ...options }: ItemsOptions): Promise<PlaceResult> {
  const { user, idempotencyKey, notes } = options;
  const quantities = new Map<number, number>();
  for (const item of items) quantities.set(item.id, (quantities.get(item.id) ?? 0) + item.quantity);
  for (const [id, quantity] of quantities) {
    if (quantity > CART_QUANTITY_MAX) {
      throw badRequest(`items: quantity of product ${id} must be between 1 and ${CART_QUANTITY_MAX}`);
    }
  }
  const fingerprint = requestFingerprint(quantities, notes);
  return db.transaction(async (tx) => {
    const buyer = await findBuyer(tx, user.id);
    if (!buyer) throw notFound('User not found');
    const refusal = orderingRefusal(buyer);
    if (refusal) throw forbidden(refusal);
    const earlier = await replayOf(tx, user.id, idempotencyKey, { fingerprint, notes });
    if (earlier) return earlier;

    const found = await findProductsForOrder(tx, [...quantities.keys()]);
    const byId = new Map(found.map((product) => [product.productId, product]));
    const lines: Line[] = [];
    for (const [id, quantity] of quantities) {
      const product = byId.get(id);
      if (!product) throw notFound('Product not found');
      lines.push({ ...product, quantity });
    }
    return placeOrder(tx, lines, { ...options, buyer, fingerprint });
  });
}
