import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeCartItem, makeProduct } from '../../../test/support/factories';
import { type Member, signInMember } from '../../../test/support/orders';
import { cartItems, orders } from '../../db/schema';
import { KEY_REUSED } from './idempotency';

// Issue 17.7: a reused Idempotency-Key answers the first order only for the same request; the
// same key with other items or notes is refused, on both checkout paths alike.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ordersOf = (member: Member) => t.db.select().from(orders).where(eq(orders.userId, member.user.id));
const cartOf = (member: Member) => t.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id));
const fill = async (member: Member, lines: [{ id: number }, number][]) => {
  for (const [product, quantity] of lines) {
    await makeCartItem(t.db, { userId: member.user.id, productId: product.id, quantity });
  }
};
const fromCart = (member: Member, key: string, notes?: string) =>
  call(t.app, member.token, {
    method: 'POST',
    url: '/api/orders/from-cart',
    headers: { 'idempotency-key': key },
    payload: notes === undefined ? {} : { notes },
  });
const explicit = (member: Member, key: string, items: [{ id: number }, number][], notes?: string) =>
  call(t.app, member.token, {
    method: 'POST',
    url: '/api/orders',
    headers: { 'idempotency-key': key },
    payload: { items: items.map(([product, quantity]) => ({ id: product.id, quantity })), notes },
  });
const refused = { success: false, message: KEY_REUSED, error: 'UNPROCESSABLE' };

describe('POST /api/orders/from-cart with a reused Idempotency-Key', () => {
  it('answers the first order to a retry, also after the member refilled the cart alike', async () => {
    const member = await signInMember(t);
    const [a, b] = [await makeProduct(t.db), await makeProduct(t.db)];
    await fill(member, [
      [a, 2],
      [b, 1],
    ]);
    const first = await fromCart(member, 'same-1', 'Leave at the back door');
    expect(first.statusCode).toBe(201);
    // The first checkout emptied the cart: the retry finds it empty.
    const retry = await fromCart(member, 'same-1', 'Leave at the back door');
    expect([retry.statusCode, retry.json().data]).toEqual([200, first.json().data]);
    // The same lines again (other insertion order): still the same request.
    await fill(member, [
      [b, 1],
      [a, 2],
    ]);
    const again = await fromCart(member, 'same-1', 'Leave at the back door');
    expect([again.statusCode, again.json().data.id]).toEqual([200, first.json().data.id]);
    expect(await ordersOf(member)).toHaveLength(1);
    expect(await cartOf(member)).toHaveLength(2);
  });

  it('refuses the key with 422 when the cart holds other items, and places nothing', async () => {
    const member = await signInMember(t);
    const [a, b] = [await makeProduct(t.db), await makeProduct(t.db)];
    await fill(member, [[a, 2]]);
    expect((await fromCart(member, 'items-1')).statusCode).toBe(201);

    await fill(member, [[b, 2]]);
    const otherProduct = await fromCart(member, 'items-1');
    expect([otherProduct.statusCode, otherProduct.json()]).toEqual([422, refused]);
    await t.db.delete(cartItems).where(eq(cartItems.userId, member.user.id));
    await fill(member, [[a, 3]]);
    const otherQuantity = await fromCart(member, 'items-1');
    expect([otherQuantity.statusCode, otherQuantity.json()]).toEqual([422, refused]);
    expect(await ordersOf(member)).toHaveLength(1);
    expect(await cartOf(member)).toEqual([expect.objectContaining({ productId: a.id, quantity: 3 })]);
  });

  it('refuses the key with 422 when the notes differ, whether or not the cart was refilled', async () => {
    const member = await signInMember(t);
    const product = await makeProduct(t.db);
    await fill(member, [[product, 1]]);
    expect((await fromCart(member, 'notes-1', 'Morning delivery')).statusCode).toBe(201);
    const emptyCart = await fromCart(member, 'notes-1', 'Evening delivery');
    expect([emptyCart.statusCode, emptyCart.json()]).toEqual([422, refused]);
    const noNotes = await fromCart(member, 'notes-1');
    expect(noNotes.statusCode).toBe(422);
    await fill(member, [[product, 1]]);
    const refilled = await fromCart(member, 'notes-1', 'Evening delivery');
    expect([refilled.statusCode, refilled.json()]).toEqual([422, refused]);
    expect(await ordersOf(member)).toHaveLength(1);
  });
});

describe('POST /api/orders with a reused Idempotency-Key', () => {
  it('answers the first order to the same items and notes, in any order', async () => {
    const member = await signInMember(t);
    const [a, b] = [await makeProduct(t.db), await makeProduct(t.db)];
    const first = await explicit(
      member,
      'explicit-same',
      [
        [a, 2],
        [b, 1],
      ],
      'Call first',
    );
    expect(first.statusCode).toBe(201);
    const retry = await explicit(
      member,
      'explicit-same',
      [
        [b, 1],
        [a, 1],
        [a, 1],
      ],
      'Call first',
    );
    expect([retry.statusCode, retry.json().data]).toEqual([200, first.json().data]);
    expect(await ordersOf(member)).toHaveLength(1);
  });

  it('refuses other items or other notes with 422 and places nothing', async () => {
    const member = await signInMember(t);
    const [a, b] = [await makeProduct(t.db), await makeProduct(t.db)];
    expect((await explicit(member, 'explicit-1', [[a, 2]], 'Call first')).statusCode).toBe(201);
    for (const res of [
      await explicit(member, 'explicit-1', [[b, 2]], 'Call first'),
      await explicit(member, 'explicit-1', [[a, 3]], 'Call first'),
      await explicit(member, 'explicit-1', [[a, 2]], 'Do not call'),
      await explicit(member, 'explicit-1', [[a, 2]]),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([422, refused]);
    }
    expect(await ordersOf(member)).toHaveLength(1);
  });
});

describe('one key across both checkout paths', () => {
  it('means the same request on either path', async () => {
    const member = await signInMember(t);
    const [a, b] = [await makeProduct(t.db), await makeProduct(t.db)];
    const first = await explicit(member, 'shared-1', [[a, 2]], 'Rush');
    expect(first.statusCode).toBe(201);
    await fill(member, [[a, 2]]);
    const sameFromCart = await fromCart(member, 'shared-1', 'Rush');
    expect([sameFromCart.statusCode, sameFromCart.json().data]).toEqual([200, first.json().data]);
    // A replay places nothing, so the cart stays as it was.
    expect(await cartOf(member)).toEqual([expect.objectContaining({ productId: a.id, quantity: 2 })]);

    await t.db.delete(cartItems).where(eq(cartItems.userId, member.user.id));
    await fill(member, [[b, 1]]);
    expect((await fromCart(member, 'shared-2')).statusCode).toBe(201);
    const otherExplicit = await explicit(member, 'shared-2', [[a, 1]]);
    expect([otherExplicit.statusCode, otherExplicit.json()]).toEqual([422, refused]);
    const sameExplicit = await explicit(member, 'shared-2', [[b, 1]]);
    expect(sameExplicit.statusCode).toBe(200);
    expect(await ordersOf(member)).toHaveLength(2);
  });
});
