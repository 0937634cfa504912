import { CartBulkResponseSchema } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeCartItem, makeProduct } from '../../../test/support/factories';
import { type Member, signInAdmin, signInMember } from '../../../test/support/orders';
import { cartItems } from '../../db/schema';
import { ADMIN_CANNOT_ORDER, NO_STORE, STORE_INACTIVE } from '../cart';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = { token: string; user: { id: number } };
type Item = { sku: string; quantity: number };
const bulk = (who: Who, items: Item[] | unknown) =>
  call(t.app, who.token, { method: 'POST', url: '/api/user/cart/bulk', payload: { items } });
const cartOf = (who: Who) =>
  t.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, who.user.id))
    .orderBy(asc(cartItems.productId));

async function added(res: Awaited<ReturnType<typeof bulk>>) {
  expect(res.statusCode, res.body).toBe(200);
  return CartBulkResponseSchema.parse(res.json());
}

describe('POST /api/user/cart/bulk', () => {
  it('adds every line, merging repeated SKUs and what the cart already holds', async () => {
    const member = await signInMember(t);
    const screen = await makeProduct(t.db, { sku: 'QB-SCREEN', name: 'Screen' });
    const battery = await makeProduct(t.db, { sku: 'QB-BATTERY', name: 'Battery', stockQuantity: 20 });
    await makeCartItem(t.db, { userId: member.user.id, productId: screen.id, quantity: 3 });

    const body = await added(
      await bulk(member, [
        { sku: 'QB-SCREEN', quantity: 2 },
        { sku: 'QB-BATTERY', quantity: 4 },
        { sku: ' qb-screen ', quantity: 1 },
      ]),
    );
    expect(body.message).toBe('Added 2 of 2 products to the cart');
    expect(body.data).toEqual({
      added: [
        { sku: 'QB-SCREEN', product_id: screen.id, name: 'Screen', quantity: 3, cart_quantity: 6 },
        { sku: 'QB-BATTERY', product_id: battery.id, name: 'Battery', quantity: 4, cart_quantity: 4 },
      ],
      errors: [],
    });
    expect(await cartOf(member)).toEqual([
      { productId: screen.id, quantity: 6 },
      { productId: battery.id, quantity: 4 },
    ]);
  });

  it('refuses, naming the SKU, what the cart cannot take, and adds the rest', async () => {
    const member = await signInMember(t);
    const full = await makeProduct(t.db, { sku: 'QB-FULL' });
    const fine = await makeProduct(t.db, { sku: 'QB-FINE' });
    await makeProduct(t.db, { sku: 'QB-GONE', isActive: false });
    await makeProduct(t.db, { sku: 'QB-SOLD', status: 0 });
    await makeProduct(t.db, { sku: 'QB-ZERO', stockQuantity: 0 });
    await makeProduct(t.db, { sku: 'QB-FEW', stockQuantity: 2 });
    const twice = await makeProduct(t.db, { sku: 'QB-TWICE' });
    await makeCartItem(t.db, { userId: member.user.id, productId: full.id, quantity: 95 });

    const body = await added(
      await bulk(member, [
        { sku: 'QB-FULL', quantity: 5 },
        { sku: 'QB-FINE', quantity: 1 },
        { sku: 'QB-GONE', quantity: 1 },
        { sku: 'QB-SOLD', quantity: 1 },
        { sku: 'QB-ZERO', quantity: 1 },
        { sku: 'QB-FEW', quantity: 3 },
        { sku: 'QB-NONE', quantity: 1 },
        { sku: 'QB-TWICE', quantity: 60 },
        { sku: 'qb-twice', quantity: 60 },
      ]),
    );
    expect(body.message).toBe('Added 1 of 8 products to the cart');
    expect(body.data.added.map((a) => [a.sku, a.quantity, a.cart_quantity])).toEqual([['QB-FINE', 1, 1]]);
    expect(body.data.errors).toEqual([
      { sku: 'QB-FULL', message: 'SKU QB-FULL: the cart holds 95; at most 99 per product' },
      { sku: 'QB-GONE', message: 'SKU QB-GONE: no longer sold' },
      { sku: 'QB-SOLD', message: 'SKU QB-SOLD: out of stock' },
      { sku: 'QB-ZERO', message: 'SKU QB-ZERO: out of stock' },
      { sku: 'QB-FEW', message: 'SKU QB-FEW: only 2 left' },
      { sku: 'QB-NONE', message: 'SKU QB-NONE: no product has this SKU' },
      { sku: 'QB-TWICE', message: 'SKU QB-TWICE: at most 99 per product (asked for 120)' },
    ]);
    expect(await cartOf(member)).toEqual([
      { productId: full.id, quantity: 95 },
      { productId: fine.id, quantity: 1 },
    ]);
    expect((await cartOf(member)).some((line) => line.productId === twice.id)).toBe(false);
  });

  it('fills a line up to exactly 99', async () => {
    const member = await signInMember(t);
    const part = await makeProduct(t.db, { sku: 'QB-EDGE' });
    await makeCartItem(t.db, { userId: member.user.id, productId: part.id, quantity: 90 });
    const body = await added(await bulk(member, [{ sku: 'QB-EDGE', quantity: 9 }]));
    expect(body.data.added).toEqual([expect.objectContaining({ quantity: 9, cart_quantity: 99 })]);
  });

  it('writes in one transaction: a failure part-way leaves the cart as it was', async () => {
    const member = await signInMember(t);
    const first = await makeProduct(t.db, { sku: 'QB-TX-1' });
    const broken = await makeProduct(t.db, { sku: 'QB-TX-2' });
    await makeCartItem(t.db, { userId: member.user.id, productId: first.id, quantity: 1 });
    // The database refuses the second product's line, after the first one was merged.
    await t.database.query(`create function qb_refuse() returns trigger language plpgsql as $$
      begin
        if new.product_id = ${broken.id} then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await t.database.query(
      'create trigger qb_refuse before insert or update on cart_items for each row execute function qb_refuse()',
    );
    try {
      const res = await bulk(member, [
        { sku: 'QB-TX-1', quantity: 2 },
        { sku: 'QB-TX-2', quantity: 1 },
      ]);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.query('drop trigger qb_refuse on cart_items');
      await t.database.query('drop function qb_refuse()');
    }
    expect(await cartOf(member)).toEqual([{ productId: first.id, quantity: 1 }]);
  });

  it('is for store members only: admins and members without an active store get the cart 403', async () => {
    const product = await makeProduct(t.db, { sku: 'QB-ACCESS' });
    for (const [who, message] of [
      [await signInAdmin(t), ADMIN_CANNOT_ORDER],
      [await signInMember(t, { withStore: false }), NO_STORE],
      [await signInMember(t, { storeActive: false }), STORE_INACTIVE],
    ] as const) {
      const res = await bulk(who, [{ sku: product.sku, quantity: 1 }]);
      expect([res.statusCode, res.json()]).toEqual([403, { success: false, message, error: 'FORBIDDEN' }]);
      expect(await cartOf(who)).toEqual([]);
    }
  });

  it('validates the body, naming the field', async () => {
    const member: Member = await signInMember(t);
    const cases: [unknown, string][] = [
      [[], 'items: items must hold at least one line'],
      [[{ sku: 'X', quantity: 0 }], 'items.0.quantity: quantity must be between 1 and 99'],
      [[{ sku: 'X', quantity: 100 }], 'items.0.quantity: quantity must be between 1 and 99'],
      [[{ sku: '  ', quantity: 1 }], 'items.0.sku: sku is required'],
      [
        Array.from({ length: 2001 }, () => ({ sku: 'X', quantity: 1 })),
        'items: items must hold at most 2000 lines',
      ],
    ];
    for (const [items, message] of cases) {
      const res = await bulk(member, items);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });

  it('treats a SKU the database could not hold (NUL, control characters) as unknown', async () => {
    const member = await signInMember(t);
    const body = await added(
      await bulk(member, [
        { sku: 'QB-\u0000', quantity: 1 },
        { sku: 'QB-\u0007', quantity: 1 },
      ]),
    );
    expect(body.data.errors.map((e) => e.message)).toEqual([
      'SKU QB-\u0000: no product has this SKU',
      'SKU QB-\u0007: no product has this SKU',
    ]);
  });
});
