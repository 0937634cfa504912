import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryPrepared } from '../../db/prepared';

type CartCheckout = { userId: number; role: string; idempotencyKey?: string; notes?: string | null };

export type CartCheckoutRow = {
  /** The order this statement placed, in the shape of placedColumns; null when it placed none. */
  placed: {
    id: number;
    order_number: string;
    status: string;
    total_amount: string;
    items_count: number;
  } | null;
  /** Cart lines found (and locked); 0: the cart is empty or a concurrent checkout emptied it. */
  lines: number;
  /** Names of out-of-stock products in the cart, in cart order; null when all are in stock. */
  out_of_stock: string[] | null;
  buyer_found: boolean;
  /** Whether the member may order now (see orderingRefusal): their role and own store. */
  buyer_role: string | null;
  buyer_store_id: number | null;
  store_active: boolean | null;
  /** requestFingerprint of the cart lines and notes, stored with the key. */
  fingerprint: string;
};

/**
 * Orders the member's stored cart in one statement, so one round trip and one commit: it locks
 * the cart lines (a concurrent checkout of the same cart waits, then finds them gone), prices
 * them from the products, and only when there are lines, all in stock, inserts the order (number
 * <store code or ORD>-<sequence>, snapshots of the member, the store and every product, exact
 * numeric totals), its lines and its first history entry, and deletes the ordered cart lines.
 * Nothing is placed for a user who may not order (an admin, no store, an inactive store: read in
 * this statement, so a store deactivated after the items were added is honoured). An
 * Idempotency-Key already used by this member inserts nothing (no order in the answer); the
 * answer carries the fingerprint of this request to compare with the first one.
 */
export async function checkoutCartStatement(db: Db, options: CartCheckout): Promise<CartCheckoutRow> {
  const { userId, role, idempotencyKey = null, notes = null } = options;
  const [row] = await queryPrepared<CartCheckoutRow>(
    db,
    sql`with lines as materialized (
        select c.id as cart_line_id, c.created_at as added_at,
          c.quantity, p.id as product_id, p.name, p.sku, p.image, p.manufacturer, p.description,
          p.price, p.status, cat.name as category
        from cart_items c
          join products p on p.id = c.product_id
          left join categories cat on cat.id = p.category_id
        where c.user_id = ${userId}
        for update of c
      ),
      summary as (
        select count(*)::int as lines, coalesce(sum(price * quantity), 0) as subtotal,
          array_agg(name order by added_at, cart_line_id) filter (where status = 0) as out_of_stock
        from lines
      ),
      buyer as (
        select u.name, u.email, u.phone_number, u.role, s.id as store_id, s.store_id as store_code,
          s.name as store_name, s.location as store_address, s.phone_number as store_phone,
          s.is_active as store_active
        from users u left join stores s on s.id = u.store_id
        where u.id = ${userId}
      ),
      fingerprint as (
        select encode(sha256(convert_to(
          coalesce(string_agg(product_id::text || 'x' || quantity::text, ',' order by product_id), '')
            || '|' || coalesce(${notes}::text, ''), 'UTF8')), 'hex') as value
        from lines
      ),
      o as (
        insert into orders (order_number, user_id, store_id, status, user_name, user_email, user_phone,
          store_name, store_code, store_address, store_phone, items_count, subtotal, total_amount,
          notes, idempotency_key, idempotency_fingerprint)
        select coalesce(b.store_code, 'ORD') || '-' || nextval('order_number_seq')::text, ${userId},
          b.store_id, 'pending', b.name, b.email, b.phone_number, b.store_name, b.store_code,
          b.store_address, b.store_phone, s.lines, s.subtotal, s.subtotal, ${notes}::text,
          ${idempotencyKey}::text, case when ${idempotencyKey}::text is null then null else f.value end
        from summary s cross join buyer b cross join fingerprint f
        where s.lines > 0 and s.out_of_stock is null
          and b.role = 'user' and b.store_active
        on conflict (user_id, idempotency_key) do nothing
        returning id, order_number, status, total_amount, items_count
      ),
      i as (
        insert into order_items (order_id, product_id, product_name, display_name, sku, image_url,
          category, brand, description, unit_price, quantity, line_total)
        select o.id, l.product_id, l.name, l.name, l.sku, l.image, l.category, l.manufacturer,
          l.description, l.price, l.quantity, l.price * l.quantity
        from o cross join lines l
        order by l.added_at, l.cart_line_id
      ),
      h as (
        insert into order_status_history (order_id, from_status, to_status, actor_id, actor_name, actor_role)
        select o.id, null, 'pending', ${userId}, b.name, ${role}::text from o cross join buyer b
      ),
      d as (
        delete from cart_items
        where user_id = ${userId} and id in (select cart_line_id from lines) and exists (select 1 from o)
      )
      select (select json_build_object('id', o.id, 'order_number', o.order_number, 'status', o.status,
          'total_amount', o.total_amount::text, 'items_count', o.items_count) from o) as placed,
        s.lines, s.out_of_stock, exists (select 1 from buyer) as buyer_found,
        (select role from buyer) as buyer_role, (select store_id from buyer) as buyer_store_id,
        (select store_active from buyer) as store_active, (select value from fingerprint) as fingerprint
      from summary s`,
  );
  if (!row) throw new Error('The checkout statement returned no row.');
  return row;
}
