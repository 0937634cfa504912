import type { OrderStatus } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';
import { conflict } from '../../lib/app-error';

/** A line asking for more than its product's tracked stock holds. */
export type ShortLine = { sku: string; name: string; available: number; requested: number };

/** Statuses whose orders hold their reserved stock (issue 19); rejected and cancelled give it back. */
export const holdsStock = (status: OrderStatus) => status !== 'rejected' && status !== 'cancelled';

/** The 409 naming each short SKU with what is left. */
export function notEnoughStock(short: ShortLine[], lead = 'Not enough stock'): Error {
  const lines = short.map((l) => `${l.sku} (${l.name}): ${l.available} left, ${l.requested} requested`);
  return conflict(`${lead} for ${lines.join('; ')}.`);
}

/**
 * Gives back the units an order holds (on reject or cancel): locks the products in product order,
 * adds each line's reserved units to a product still tracked, and marks the lines as holding none.
 * Runs in the transaction that changes the status.
 */
export async function releaseStock(tx: Executor, orderId: number): Promise<void> {
  await tx.execute(sql`with held as (
      select product_id, sum(stock_reserved)::int as units from order_items
      where order_id = ${orderId} and stock_reserved > 0 and product_id is not null
      group by product_id
    ),
    locked as materialized (
      select p.id from products p
      where p.id in (select product_id from held) and p.stock_quantity is not null
      order by p.id for update of p
    ),
    back as (
      update products p set stock_quantity = p.stock_quantity + h.units
      from held h where p.id = h.product_id and p.id in (select id from locked)
    )
    update order_items set stock_reserved = 0 where order_id = ${orderId} and stock_reserved > 0`);
}

/**
 * Takes the order's units from stock again (approving a rejected order): locks the tracked products
 * in product order and, only when every line fits, takes the units and marks the lines as holding
 * them. Throws a 409 naming the short lines otherwise, so the transaction (and the status change
 * in it) rolls back.
 */
export async function reserveStock(tx: Executor, orderId: number): Promise<void> {
  const [row] = await queryRows<{ short: ShortLine[] | null }>(
    tx,
    sql`with wanted as (
        select product_id, sum(quantity)::int as units, min(sku) as sku, min(product_name) as name
        from order_items where order_id = ${orderId} and product_id is not null
        group by product_id
      ),
      stock as materialized (
        select p.id, p.stock_quantity from products p
        where p.id in (select product_id from wanted) and p.stock_quantity is not null
        order by p.id for update of p
      ),
      short as (
        select json_agg(json_build_object('sku', w.sku, 'name', w.name, 'available', s.stock_quantity,
          'requested', w.units) order by w.sku) as lines
        from wanted w join stock s on s.id = w.product_id where w.units > s.stock_quantity
      ),
      taken as (
        update products p set stock_quantity = p.stock_quantity - w.units
        from wanted w
        where p.id = w.product_id and p.id in (select id from stock) and (select lines from short) is null
      ),
      marked as (
        update order_items set stock_reserved = quantity
        where order_id = ${orderId} and product_id in (select id from stock)
          and (select lines from short) is null
      )
      select (select lines from short) as short`,
  );
  if (row?.short) throw notEnoughStock(row.short, 'Not enough stock to approve this order');
}

/** Moves the order's stock with its status: released when it stops holding, reserved when it starts. */
export async function moveStock(tx: Executor, orderId: number, from: OrderStatus, to: OrderStatus) {
  if (holdsStock(from) && !holdsStock(to)) await releaseStock(tx, orderId);
  else if (!holdsStock(from) && holdsStock(to)) await reserveStock(tx, orderId);
}
