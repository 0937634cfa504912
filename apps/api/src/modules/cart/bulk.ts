import { CART_QUANTITY_MAX, type CartBulkResult } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { AuthUser } from '../../plugins/auth';
import { requireOrderingAccess } from './access';
import { mayOrderWhere } from './access-repository';

// Many lines into the cart at once (issue 22): quick order, restock lists and reorder. One
// transaction reads the products once, then one upsert on the cart's unique key (user, product)
// adds every line that may go in; its conflict clause merges with what the cart holds and adds
// nothing past 99, so parallel requests of the same member neither make a second line nor fail.

/** What the product is now, as the cart judges it. */
type ProductState = {
  id: number;
  sku: string;
  name: string;
  price: string;
  status: number;
  is_active: boolean;
  stock_quantity: number | null;
};

export const NO_LONGER_SOLD = 'no longer sold';
export const OUT_OF_STOCK = 'out of stock';
export const onlyLeft = (n: number) => `only ${n} left`;
const cartHolds = (held: number) => `the cart holds ${held}; at most ${CART_QUANTITY_MAX} per product`;
const TOO_MANY = `at most ${CART_QUANTITY_MAX} per product`;
const QUANTITY_RANGE = `quantity must be between 1 and ${CART_QUANTITY_MAX}`;

/** Why the product cannot go in the cart at all, or undefined when it can. */
function unavailable(product: ProductState): string | undefined {
  if (!product.is_active) return NO_LONGER_SOLD;
  if (product.status !== 1 || product.stock_quantity === 0) return OUT_OF_STOCK;
  return undefined;
}

const PRODUCT_COLUMNS = sql`p.id, p.sku, p.name, p.price::text as price, p.status, p.is_active, p.stock_quantity`;

/** Products by lower-cased SKU, in one indexed lookup (products_sku_lower_idx). */
async function findProductsBySku(db: Db, skus: string[]) {
  const rows = await queryRows<ProductState & { key: string }>(
    db,
    sql`select u.key, ${PRODUCT_COLUMNS}
      from jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb) as u(key)
      join products p on lower(p.sku) = u.key`,
  );
  return new Map(rows.map((row) => [row.key, row]));
}

async function findProductsById(db: Db, ids: number[]) {
  const rows = await queryRows<ProductState>(
    db,
    sql`select ${PRODUCT_COLUMNS}
      from jsonb_array_elements_text(${JSON.stringify(ids.map(String))}::jsonb) as u(id)
      join products p on p.id = u.id::int`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

type Upserted = { product_id: number; quantity: number };

/**
 * The one cart write of every bulk add: each (product, quantity) that is still active, in stock
 * and has that many left goes in, merged with the cart's line unless that would pass 99. Rows go
 * in product order so two requests lock the same lines in the same order (no deadlock). Lines
 * not returned were not written: the product changed meanwhile or the cart line is full.
 */
async function upsertCartLines(db: Db, userId: number, adds: { productId: number; quantity: number }[]) {
  if (adds.length === 0) return new Map<number, number>();
  const json = JSON.stringify(adds.map((a) => ({ product_id: a.productId, quantity: a.quantity })));
  const rows = await queryRows<Upserted>(
    db,
    sql`insert into cart_items (user_id, product_id, quantity)
      select ${userId}::int, p.id, x.quantity
      from jsonb_to_recordset(${json}::jsonb) as x(product_id int, quantity int)
      join products p on p.id = x.product_id
      where p.status = 1 and p.is_active and coalesce(p.stock_quantity, x.quantity) >= x.quantity
        and ${mayOrderWhere(userId)}
      order by p.id
      on conflict (user_id, product_id) do update
        set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
        where cart_items.quantity + excluded.quantity <= ${CART_QUANTITY_MAX}::int
      returning product_id, quantity`,
  );
  return new Map(rows.map((row) => [row.product_id, row.quantity]));
}

/** The member's cart quantities of these products, read after a write that left some out. */
async function findHeld(db: Db, userId: number, productIds: number[]) {
  const rows = await queryRows<{ product_id: number; quantity: number }>(
    db,
    sql`select c.product_id, c.quantity from cart_items c
      where c.user_id = ${userId}::int
        and c.product_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(productIds.map(String))}::jsonb))`,
  );
  return new Map(rows.map((row) => [row.product_id, row.quantity]));
}

/** One line the caller wants in the cart, its product already found. */
type Planned = { product: ProductState; quantity: number };
export type AddOutcome =
  | { ok: true; product: ProductState; quantity: number; cartQuantity: number }
  | { ok: false; product: ProductState; reason: string };

/**
 * Writes the planned lines (distinct products, 1 to 99 each) in one statement and tells, for each,
 * what the cart holds now or why it was left out. Runs inside the caller's transaction.
 */
async function applyAdds(tx: Db, userId: number, planned: Planned[]): Promise<AddOutcome[]> {
  const written = await upsertCartLines(
    tx,
    userId,
    planned.map(({ product, quantity }) => ({ productId: product.id, quantity })),
  );
  const missed = planned.filter(({ product }) => !written.has(product.id));
  if (missed.length === 0) {
    return planned.map(({ product, quantity }) => ({
      ok: true,
      product,
      quantity,
      cartQuantity: written.get(product.id)!,
    }));
  }
  // Some were left out: the member may have lost the right to order (403, and the transaction
  // rolls back), a product changed since it was read, or the cart line is full.
  await requireOrderingAccess(tx, userId);
  const ids = missed.map(({ product }) => product.id);
  const now = await findProductsById(tx, ids);
  const held = await findHeld(tx, userId, ids);
  return planned.map(({ product, quantity }): AddOutcome => {
    const cartQuantity = written.get(product.id);
    if (cartQuantity !== undefined) return { ok: true, product, quantity, cartQuantity };
    const current = now.get(product.id);
    const gone = current ? unavailable(current) : NO_LONGER_SOLD;
    if (gone) return { ok: false, product, reason: gone };
    const left = current?.stock_quantity;
    if (left !== null && left !== undefined && left < quantity) {
      return { ok: false, product, reason: onlyLeft(left) };
    }
    return { ok: false, product, reason: cartHolds(held.get(product.id) ?? 0) };
  });
}

// Text PostgreSQL cannot hold (NUL) or that no SKU has (other control characters, lone
// surrogates) is never sent to the database: such a line is simply unknown.
const UNSENDABLE = /[\p{Cc}\p{Cs}]/u;
export const isSendableSku = (sku: string) => sku.length > 0 && sku.length <= 100 && !UNSENDABLE.test(sku);

type Line = { sku: string; quantity: number };

/**
 * Adds lines by SKU (case-insensitive, exact) to the member's cart in one transaction. Lines of
 * the same SKU merge; each line goes in or comes back in `errors` naming its SKU and why (unknown,
 * no longer sold, out of stock, not enough left, more than 99 in the cart). Admins and members who
 * may not order get the cart's 403, and nothing is written.
 */
export async function addLinesToCart(db: Db, user: AuthUser, lines: Line[]): Promise<CartBulkResult> {
  // Merged by SKU, whatever its case, in the order of first appearance.
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const sku = line.sku.trim();
    const key = sku.toLowerCase();
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { sku, quantity: line.quantity });
  }
  return db.transaction(async (tx) => {
    await requireOrderingAccess(tx, user.id);
    const keys = [...merged.keys()].filter(isSendableSku);
    const found = keys.length ? await findProductsBySku(tx, keys) : new Map<string, ProductState>();
    // Errors in the order of the lines, whether refused before the write or by it.
    const errors: (CartBulkResult['errors'][number] & { at: number })[] = [];
    const planned: (Planned & { sku: string; at: number })[] = [];
    for (const [at, [key, { sku, quantity }]] of [...merged].entries()) {
      const product = found.get(key);
      const refuse = (why: string) => errors.push({ sku, message: `SKU ${sku}: ${why}`, at });
      if (!product) refuse('no product has this SKU');
      else if (!Number.isInteger(quantity) || quantity < 1) refuse(QUANTITY_RANGE);
      else if (quantity > CART_QUANTITY_MAX) refuse(`${TOO_MANY} (asked for ${quantity})`);
      else {
        const gone = unavailable(product);
        const left = product.stock_quantity;
        if (gone) refuse(gone);
        else if (left !== null && left < quantity) refuse(onlyLeft(left));
        else planned.push({ product, quantity, sku, at });
      }
    }
    const outcomes = await applyAdds(tx, user.id, planned);
    const added: CartBulkResult['added'] = [];
    outcomes.forEach((outcome, index) => {
      if (outcome.ok) {
        const { product, quantity, cartQuantity } = outcome;
        added.push({
          sku: product.sku,
          product_id: product.id,
          name: product.name,
          quantity,
          cart_quantity: cartQuantity,
        });
      } else {
        const { sku, at } = planned[index]!;
        errors.push({ sku, message: `SKU ${sku}: ${outcome.reason}`, at });
      }
    });
    errors.sort((a, b) => a.at - b.at);
    return { added, errors: errors.map(({ sku, message }) => ({ sku, message })) };
  });
}

/**
 * Adds products by id (reorder): a product deleted or deactivated is 'no longer sold', one out of
 * stock is left out, and of one with fewer left than asked, what is left is added (the outcome
 * says how many). Quantities above 99 are cut to 99. The caller's lines name distinct products.
 */
export async function addProductsToCart(
  db: Db,
  user: AuthUser,
  lines: { productId: number; quantity: number }[],
): Promise<Map<number, AddOutcome | { ok: false; reason: string }>> {
  return db.transaction(async (tx) => {
    await requireOrderingAccess(tx, user.id);
    const found = lines.length
      ? await findProductsById(
          tx,
          lines.map((line) => line.productId),
        )
      : new Map<number, ProductState>();
    const result = new Map<number, AddOutcome | { ok: false; reason: string }>();
    const planned: Planned[] = [];
    for (const { productId, quantity } of lines) {
      const product = found.get(productId);
      const gone = product ? unavailable(product) : NO_LONGER_SOLD;
      if (!product || gone) {
        result.set(productId, { ok: false, reason: gone ?? NO_LONGER_SOLD });
        continue;
      }
      const wanted = Math.min(quantity, CART_QUANTITY_MAX);
      const left = product.stock_quantity;
      planned.push({ product, quantity: left !== null && left < wanted ? left : wanted });
    }
    for (const outcome of await applyAdds(tx, user.id, planned)) result.set(outcome.product.id, outcome);
    return result;
  });
}
