import { CART_QUANTITY_MAX, type OrderStatus } from '@portal/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orderStatusHistory, orders, products } from '../../db/schema';
import { recordAudit } from '../audit';
import { mayOrderWhere } from '../cart';
import { type NotificationType, notifyMember } from '../notifications';
import type { Actor } from './actor';
import { moveStock } from './stock';

/** What the member is told when an admin moves their order (issue 21). */
const TOLD: Partial<Record<OrderStatus, NotificationType>> = {
  approved: 'order_approved',
  rejected: 'order_rejected',
  shipped: 'order_shipped',
  completed: 'order_delivered',
  // Only an admin's cancel (void) tells the member: their own cancel is no news to them.
  cancelled: 'order_cancelled',
};

/** Orders a member can act on: their own, not deleted from their list. */
const visibleTo = (orderId: number, ownerId: number | undefined) =>
  ownerId === undefined
    ? eq(orders.id, orderId)
    : and(eq(orders.id, orderId), eq(orders.userId, ownerId), isNull(orders.hiddenByMemberAt));

/**
 * Set once the member restored a rejected or cancelled order to the cart or deleted it from their
 * list: the order is final, no status change may follow (issue 17.9).
 */
const closedByMember = sql<boolean>`(${orders.restoredAt} is not null or ${orders.hiddenByMemberAt} is not null)`;

export async function findOrderStatus(db: Db, orderId: number, ownerId?: number) {
  const [row] = await db
    .select({ status: orders.status, closedByMember })
    .from(orders)
    .where(visibleTo(orderId, ownerId));
  return row && { status: row.status as OrderStatus, closedByMember: row.closedByMember };
}

export type Shipment = {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** YYYY-MM-DD */
  estimatedDelivery: string | null;
};

type Transition = {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  actor: Actor;
  notes: string | null;
  setStatusNote: boolean;
  shipment?: Shipment;
};

/** What else a move writes (issue 20): the shipment and its time on shipping, the delivery time. */
function stampsOf(to: OrderStatus, shipment: Shipment | undefined) {
  if (to === 'shipped' && shipment)
    return {
      shippedAt: sql`now()`,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: shipment.trackingUrl,
      ...(shipment.estimatedDelivery
        ? { estimatedDelivery: sql`(${shipment.estimatedDelivery}::date)::timestamp at time zone 'UTC'` }
        : {}),
    };
  if (to === 'completed') return { deliveredAt: sql`now()` };
  return {};
}

/**
 * One conditional update, the stock it releases or reserves again (stock.ts; a short line throws
 * a 409 and nothing changes) and its history row, together; undefined when the status was no longer
 * `from` or the member closed the order meanwhile (restored or deleted it), so of an approve and a
 * restore sent at once only one can succeed.
 */
export async function transitionOrder(
  db: Db,
  { orderId, from, to, actor, notes, setStatusNote, shipment }: Transition,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(setStatusNote ? { statusNote: notes } : {}),
        ...stampsOf(to, shipment),
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, from), sql`not ${closedByMember}`))
      .returning({
        id: orders.id,
        status: orders.status,
        updatedAt: orders.updatedAt,
        orderNumber: orders.orderNumber,
      });
    if (!row) return undefined;
    await moveStock(tx, orderId, from, to);
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: from,
      toStatus: to,
      actorId: actor.id,
      actorName: actor.name,
      actorRole: actor.role,
      notes,
    });
    const told = actor.role === 'admin' ? TOLD[to] : undefined;
    if (told) await notifyMember(tx, orderId, told);
    if (actor.role === 'admin')
      await auditDecision(tx, { orderId, orderNumber: row.orderNumber, from, to, actor, notes, shipment });
    const { orderNumber: _number, ...changed } = row;
    return { ...changed, status: row.status as OrderStatus };
  });
}

const DECISIONS: Partial<Record<OrderStatus, string>> = {
  approved: 'approve',
  rejected: 'reject',
  shipped: 'ship',
  completed: 'deliver',
  cancelled: 'cancel',
};

/** Issue 23: an admin's order decision in the audit log, in the decision's transaction. */
function auditDecision(
  tx: Db,
  d: {
    orderId: number;
    orderNumber: string;
    from: OrderStatus;
    to: OrderStatus;
    actor: Actor;
    notes: string | null;
    shipment?: Shipment;
  },
) {
  const changes: Record<string, { before: unknown; after: unknown }> = {
    status: { before: d.from, after: d.to },
  };
  if (d.notes) changes.notes = { before: null, after: d.notes };
  if (d.to === 'shipped' && d.shipment) {
    changes.carrier = { before: null, after: d.shipment.carrier };
    changes.tracking_number = { before: null, after: d.shipment.trackingNumber };
  }
  return recordAudit(tx, {
    actor: { id: d.actor.id, name: d.actor.name, ip: d.actor.ip ?? null },
    action: DECISIONS[d.to] ?? 'update',
    entity: 'order',
    entityId: d.orderId,
    label: d.orderNumber,
    changes,
  });
}

const RESTORABLE: OrderStatus[] = ['cancelled', 'rejected'];

/**
 * Hides a cancelled or rejected order from its member's list; admins keep seeing it. A conditional
 * update: of two deletes only one finds the order still in the list.
 */
export async function hideOrder(db: Db, orderId: number, ownerId: number) {
  const [row] = await db
    .update(orders)
    .set({ hiddenByMemberAt: sql`now()` })
    .where(and(visibleTo(orderId, ownerId), inArray(orders.status, RESTORABLE)))
    .returning({ id: orders.id });
  return row;
}

/** What a restore that did nothing found: for its answer. */
export async function findRestoreState(db: Db, orderId: number, ownerId: number) {
  const [row] = await db
    .select({ status: orders.status, restoredAt: orders.restoredAt })
    .from(orders)
    .where(visibleTo(orderId, ownerId));
  return row && { status: row.status as OrderStatus, restored: row.restoredAt !== null };
}

type RestoreResult = { restored: number; skipped: number };

/**
 * Puts the in-stock products of a cancelled or rejected order back into the member's cart,
 * merged with existing lines and capped at 99, once: a conditional update marks the order
 * restored first, so of parallel restores (or a restore and an approve) only one goes on.
 * Undefined when nothing was restored: the order is not the member's, not restorable, already
 * restored, or the member may not order (mayOrderWhere).
 */
export async function restoreOrderToCart(
  db: Db,
  orderId: number,
  ownerId: number,
): Promise<RestoreResult | undefined> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(orders)
      .set({ restoredAt: sql`now()` })
      .where(
        and(
          visibleTo(orderId, ownerId),
          inArray(orders.status, RESTORABLE),
          isNull(orders.restoredAt),
          mayOrderWhere(ownerId),
        ),
      )
      .returning({ id: orders.id });
    if (!claimed) return undefined;

    // Grouped: one order may hold a product on two lines, and one upsert may touch a row only once.
    const inserted = (await tx.execute(sql`
      insert into cart_items (user_id, product_id, quantity)
      select ${ownerId}::int, oi.product_id, least(sum(oi.quantity), ${CART_QUANTITY_MAX}::int)
      from order_items oi join products p on p.id = oi.product_id
      where oi.order_id = ${orderId} and p.status = 1 and p.is_active and coalesce(p.stock_quantity, 1) > 0
      group by oi.product_id
      on conflict (user_id, product_id) do update
        set quantity = least(cart_items.quantity + excluded.quantity, ${CART_QUANTITY_MAX}::int), updated_at = now()
      returning id`)) as unknown as { rows: unknown[] };
    const [unavailable] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(
        and(
          eq(orderItems.orderId, orderId),
          sql`(${products.id} is null or ${products.status} <> 1 or not ${products.isActive} or ${products.stockQuantity} = 0)`,
        ),
      );
    return { restored: inserted.rows.length, skipped: unavailable?.count ?? 0 };
  });
}
