import { CART_QUANTITY_MAX } from '@portal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { queryRows } from '../../db/rows';
import { cartItems, products } from '../../db/schema';
import { chargesSql } from '../settings';
import { mayOrderWhere } from './access-repository';

export async function findCartLines(db: Db, userId: number) {
  return db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      product: {
        id: products.id,
        name: products.name,
        price: products.price,
        manufacturer: products.manufacturer,
        sku: products.sku,
        image: products.image,
        status: products.status,
        model: products.model,
      },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

type CartTotalsRow = {
  count: number;
  total: string;
  tax_rate: string;
  tax: string;
  shipping: string;
  free_shipping_threshold: string | null;
  order_total: string;
};

/**
 * Count and total summed by the database, so the money stays exact, with the charges checkout
 * will add (settings/charges.ts, the same SQL the order statement runs).
 */
export async function findCartTotals(db: Db, userId: number): Promise<CartTotalsRow> {
  const [row] = await queryRows<CartTotalsRow>(
    db,
    sql`with t as (
        select coalesce(sum(c.quantity), 0)::int as count,
          coalesce(sum(c.quantity * p.price), 0)::numeric(20, 2) as subtotal
        from cart_items c join products p on p.id = c.product_id
        where c.user_id = ${userId}
      )
      select t.count, t.subtotal::text as total, ch.tax_rate::text, ch.tax::text, ch.shipping::text,
        ch.free_shipping_threshold::text, (t.subtotal + ch.tax + ch.shipping)::numeric(20, 2)::text as order_total
      from t cross join lateral (${chargesSql(sql`t.subtotal`, sql`(select store_id from users where id = ${userId})`)}) ch`,
  );
  if (!row) throw new Error('The cart totals query returned no row.');
  return row;
}

/** The product's status, when the store may see it (a deactivated product is not found). */
export async function findProductStatus(db: Db, productId: number) {
  const [row] = await db
    .select({ status: products.status })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  return row;
}

type LineRow = { id: number; product_id: number; quantity: number };

/**
 * Adds to the member's line of an active, in-stock product (status 1 and, when its stock is
 * tracked, at least one unit left) in one statement: concurrent adds never make a
 * second line nor go past the cap. No row back means the product is missing or out of stock, or
 * the user may not order (see mayOrderWhere).
 */
export async function upsertCartLine(db: Db, userId: number, productId: number, quantity: number) {
  const [row] = await queryPrepared<LineRow>(
    db,
    sql`insert into cart_items (user_id, product_id, quantity)
    select ${userId}::int, p.id, ${quantity}::int from products p
    where p.id = ${productId} and p.status = 1 and p.is_active and coalesce(p.stock_quantity, 1) > 0
      and ${mayOrderWhere(userId)}
    on conflict (user_id, product_id) do update
      set quantity = least(cart_items.quantity + excluded.quantity, ${CART_QUANTITY_MAX}::int), updated_at = now()
    returning id, product_id, quantity`,
  );
  return row;
}

// Every write below also needs the user to be allowed to order, checked in the same statement.
const ownLine = (userId: number, lineId: number) =>
  and(eq(cartItems.id, lineId), eq(cartItems.userId, userId), mayOrderWhere(userId));
const lineColumns = { id: cartItems.id, product_id: cartItems.productId, quantity: cartItems.quantity };

export async function updateCartLineQuantity(db: Db, userId: number, lineId: number, quantity: number) {
  const [row] = await db
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(ownLine(userId, lineId))
    .returning(lineColumns);
  return row;
}

export async function deleteCartLine(db: Db, userId: number, lineId: number) {
  const [row] = await db.delete(cartItems).where(ownLine(userId, lineId)).returning(lineColumns);
  return row;
}

export async function deleteAllCartLines(db: Db, userId: number) {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), mayOrderWhere(userId)))
    .returning({ id: cartItems.id });
  return rows.length;
}
