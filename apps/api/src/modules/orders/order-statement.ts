import type { DeliveryAddress } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { adminsToldOfOrderSql } from '../notifications';
import { chargesSql } from '../settings';
import { approvalDecisionSql, monthSpentSql, SYSTEM_ACTOR } from './approval';

/** What is ordered: the member's stored cart, or explicit lines (POST /orders, merged by product). */
export type OrderSource = { cart: true } | { items: { id: number; quantity: number }[] };

/** Issue 20: what the buyer adds at checkout. A null address: the store's address is the delivery address. */
export type CheckoutDetails = {
  poNumber: string | null;
  shippingAddress: DeliveryAddress | null;
  /** YYYY-MM-DD */
  requestedDeliveryDate: string | null;
};

type Placement = {
  userId: number;
  role: string;
  idempotencyKey?: string;
  notes?: string | null;
  details?: CheckoutDetails;
  source: OrderSource;
  /**
   * Issue 22: the store whose row this transaction has locked (approval.ts lockStore), for a
   * store that auto-approves; undefined on the fast path, where such a store places nothing and
   * answers needs_lock instead.
   */
  lockedStoreId?: number;
};

export type PlacementRow = {
  /** The order this statement placed, in the shape of placedColumns; null when it placed none. */
  placed: {
    id: number;
    order_number: string;
    status: string;
    total_amount: string;
    items_count: number;
  } | null;
  /**
   * Lines found: cart lines (locked; 0 when the cart is empty or a concurrent checkout emptied
   * it), or the explicit items whose product exists (fewer than asked: a product is missing).
   */
  lines: number;
  /** Names of out-of-stock products in the cart, in cart order; null when all are in stock. */
  out_of_stock: string[] | null;
  /** Names of deactivated products among the lines (issue 19), in line order; null when none. */
  unavailable: string[] | null;
  /** Lines asking for more than the product's tracked stock holds (issue 19); null when none. */
  short: { sku: string; name: string; available: number; requested: number }[] | null;
  buyer_found: boolean;
  /** Whether the member may order now (see orderingRefusal): their role and own store. */
  buyer_role: string | null;
  buyer_store_id: number | null;
  store_active: boolean | null;
  /** A hash of the lines (product and quantity, by product) and the notes, stored with the key. */
  fingerprint: string;
  /**
   * Issue 22: the buyer's store auto-approves orders, so its order must be placed with the store's
   * row locked (checkout.ts); true only on the fast path, which then placed nothing.
   */
  needs_lock: boolean;
  /** Whether the buyer's store has an auto-approve limit (remembered by the checkout). */
  auto_approves: boolean;
};

/**
 * The lines an order is made of, in the columns the statement reads. A cart's lines are locked
 * (a concurrent checkout of the same cart waits, then finds them gone) and keep the order they
 * were added in; explicit items keep the order they were sent in.
 */
function linesOf(userId: number, source: OrderSource) {
  const product = sql`p.id as product_id, p.name, p.sku, p.image, p.manufacturer, p.description,
    p.price, p.status, p.is_active, cat.name as category`;
  if ('cart' in source) {
    return sql`select c.id::bigint as cart_line_id, c.created_at as sort_at, c.id::bigint as sort_id,
        c.quantity, ${product}
      from cart_items c
        join products p on p.id = c.product_id
        left join categories cat on cat.id = p.category_id
      where c.user_id = ${userId}
      for update of c`;
  }
  return sql`select null::bigint as cart_line_id, null::timestamptz as sort_at, e.ord as sort_id,
      (e.item->>'quantity')::int as quantity, ${product}
    from jsonb_array_elements(${JSON.stringify(source.items)}::jsonb) with ordinality as e(item, ord)
      join products p on p.id = (e.item->>'id')::int
      left join categories cat on cat.id = p.category_id`;
}

/**
 * The tracked stock of the ordered products, locked in product order (so two checkouts sharing
 * products never wait on each other in a circle). A lock taken after a concurrent checkout
 * committed reads the stock it left: of 50 buyers racing for the last units, each sees what the
 * ones before it left, and the stock never goes below 0 (the column's check backs this).
 * Untracked products (stock_quantity null) are not locked, so they never serialize checkouts.
 */
function stockOf() {
  return sql`select p.id, p.stock_quantity from products p
    where p.id in (select product_id from lines) and p.stock_quantity is not null
    order by p.id
    for update of p`;
}

/**
 * Places an order in one statement, so one round trip and one commit, for both checkout routes:
 * the stored cart (POST /orders/from-cart) and explicit items (POST /orders). It prices the lines
 * from the products, and only when every line was found and all are in stock inserts the order
 * (number <store code or ORD>-<sequence>, snapshots of the member, the store and every product,
 * exact numeric totals), its lines and its first history entry, and reserves the tracked stock
 * (a line asking for more than is left places nothing and is named in `short`); a cart checkout also deletes the
 * ordered cart lines. Nothing is placed for a user who may not order (an admin, no store, an
 * inactive store: read in this statement, so a store deactivated after the items were added is
 * honoured). An Idempotency-Key already used by this member inserts nothing (no order in the
 * answer); the answer carries the fingerprint of this request to compare with the first one.
 *
 * Issue 22: it also applies the store's approval rules (approval.ts): an order under the store's
 * auto-approve limit and within its monthly budget is inserted approved, with a second history entry
 * by 'System' whose note is the reason; otherwise it stays pending, with the reason when a rule
 * decided it. A store that auto-approves places nothing here unless `lockedStoreId` names its row,
 * locked by the caller's transaction (needs_lock tells the caller to do that); a store without
 * rules, or with a budget only, is placed in this one statement as before.
 */
export async function placeOrderStatement(db: Db, options: Placement): Promise<PlacementRow> {
  const { userId, role, idempotencyKey = null, notes = null, source } = options;
  const locked = options.lockedStoreId ?? null;
  const details = options.details ?? { poNumber: null, shippingAddress: null, requestedDeliveryDate: null };
  const address = details.shippingAddress ? JSON.stringify(details.shippingAddress) : null;
  const fromCart = 'cart' in source;
  // Explicit items: every one must be found (a missing product is told apart afterwards).
  const complete = fromCart ? sql`` : sql`and s.lines = ${source.items.length}::int`;
  const emptyCart = fromCart
    ? sql`, d as (
        delete from cart_items
        where user_id = ${userId} and id in (select cart_line_id from lines) and exists (select 1 from o)
      )`
    : sql``;
  const [row] = await queryPrepared<PlacementRow>(
    db,
    sql`with lines as materialized (${linesOf(userId, source)}),
      stock as materialized (${stockOf()}),
      short as (
        select json_agg(json_build_object('sku', l.sku, 'name', l.name, 'available', st.stock_quantity,
          'requested', l.quantity) order by l.sort_at, l.sort_id) as lines
        from lines l join stock st on st.id = l.product_id
        where l.quantity > st.stock_quantity
      ),
      summary as (
        select count(*)::int as lines, coalesce(sum(price * quantity), 0) as subtotal,
          array_agg(name order by sort_at, sort_id) filter (where status = 0) as out_of_stock,
          array_agg(name order by sort_at, sort_id) filter (where not is_active) as unavailable
        from lines
      ),
      buyer as (
        select u.name, u.email, u.phone_number, u.role, s.id as store_id, s.store_id as store_code,
          s.name as store_name, s.location as store_address, s.phone_number as store_phone,
          s.is_active as store_active, s.auto_approve_below, s.monthly_budget,
          coalesce(s.time_zone, 'UTC') as time_zone
        from users u left join stores s on s.id = u.store_id
        where u.id = ${userId}
      ),
      fingerprint as (
        select encode(sha256(convert_to(
          coalesce(string_agg(product_id::text || 'x' || quantity::text, ',' order by product_id), '')
            || '|' || coalesce(${notes}::text, ''), 'UTF8')), 'hex') as value
        from lines
      ),
      charges as (${chargesSql(sql`(select subtotal from summary)`, sql`(select store_id from buyer)`)}),
      spent as (
        select (${monthSpentSql(sql`b.store_id`, sql`b.time_zone`)}) as amount
        from buyer b where b.monthly_budget is not null
      ),
      decision as (${approvalDecisionSql({
        total: sql`(select s.subtotal + c.tax + c.shipping from summary s cross join charges c)`,
        limit: sql`(select auto_approve_below from buyer)`,
        budget: sql`(select monthly_budget from buyer)`,
        spent: sql`coalesce((select amount from spent), 0)`,
      })}),
      o as (
        insert into orders (order_number, user_id, store_id, status, user_name, user_email, user_phone,
          store_name, store_code, store_address, store_phone, items_count, subtotal, tax_rate, tax_amount,
          shipping_fee, total_amount, notes, po_number, shipping_address, requested_delivery_date,
          idempotency_key, idempotency_fingerprint, approval_reason)
        select coalesce(b.store_code, 'ORD') || '-' || nextval('order_number_seq')::text, ${userId},
          b.store_id, case when dc.auto then 'approved' else 'pending' end, b.name, b.email, b.phone_number,
          b.store_name, b.store_code, b.store_address, b.store_phone, s.lines, s.subtotal, c.tax_rate, c.tax,
          c.shipping, s.subtotal + c.tax + c.shipping, ${notes}::text, ${details.poNumber}::text, ${address}::jsonb,
          ${details.requestedDeliveryDate}::date,
          ${idempotencyKey}::text, case when ${idempotencyKey}::text is null then null else f.value end,
          dc.reason
        from summary s cross join buyer b cross join fingerprint f cross join charges c cross join decision dc
        where s.lines > 0 ${complete} and s.out_of_stock is null and s.unavailable is null
          and (select lines from short) is null and b.role = 'user' and b.store_active
          and case when ${locked}::int is null then b.auto_approve_below is null
            else b.store_id = ${locked}::int end
        on conflict (user_id, idempotency_key) do nothing
        returning id, order_number, status, total_amount, items_count, approval_reason
      ),
      i as (
        insert into order_items (order_id, product_id, product_name, display_name, sku, image_url,
          category, brand, description, unit_price, quantity, line_total, stock_reserved)
        select o.id, l.product_id, l.name, l.name, l.sku, l.image, l.category, l.manufacturer,
          l.description, l.price, l.quantity, l.price * l.quantity,
          case when st.id is null then 0 else l.quantity end
        from o cross join lines l left join stock st on st.id = l.product_id
        order by l.sort_at, l.sort_id
      ),
      r as (
        update products p set stock_quantity = p.stock_quantity - l.quantity
        from lines l
        where p.id = l.product_id and p.id in (select id from stock) and exists (select 1 from o)
      ),
      told as (${adminsToldOfOrderSql()}),
      h as (
        insert into order_status_history (order_id, from_status, to_status, actor_id, actor_name, actor_role, notes)
        select o.id, null::text, 'pending', ${userId}::int, b.name, ${role}::text, null::text
        from o cross join buyer b
        union all
        select o.id, 'pending', 'approved', null::int, ${SYSTEM_ACTOR.name}::text, ${SYSTEM_ACTOR.role}::text,
          o.approval_reason
        from o where o.status = 'approved'
      ),
      -- Issue 23: an automatic approval is an order decision, written to the audit log with it.
      audited as (
        insert into audit_log (actor_id, actor_name, action, entity, entity_id, entity_label, changes)
        select null, ${SYSTEM_ACTOR.name}::text, 'auto_approve', 'order', o.id::text, o.order_number,
          jsonb_build_object('status', jsonb_build_object('before', 'pending', 'after', 'approved'),
            'approval_reason', jsonb_build_object('before', null, 'after', o.approval_reason))
        from o where o.status = 'approved'
      )${emptyCart}
      select (select json_build_object('id', o.id, 'order_number', o.order_number, 'status', o.status,
          'total_amount', o.total_amount::text, 'items_count', o.items_count) from o) as placed,
        s.lines, s.out_of_stock, s.unavailable, (select lines from short) as short, exists (select 1 from buyer) as buyer_found,
        (select role from buyer) as buyer_role, (select store_id from buyer) as buyer_store_id,
        (select store_active from buyer) as store_active, (select value from fingerprint) as fingerprint,
        coalesce((select ${locked}::int is null and auto_approve_below is not null from buyer), false) as needs_lock,
        coalesce((select auto_approve_below is not null from buyer), false) as auto_approves
      from summary s`,
  );
  if (!row) throw new Error('The order statement returned no row.');
  return row;
}
