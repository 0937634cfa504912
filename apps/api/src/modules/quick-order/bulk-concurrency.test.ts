import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { testDbKind } from '../../../test/support/database';
import { makeProduct } from '../../../test/support/factories';
import { type Member, signInMember } from '../../../test/support/orders';
import { cartItems } from '../../db/schema';

// Parallel bulk adds of one member: on PostgreSQL they really run at once (PGlite runs one query
// at a time, so there they show that the answers and the cart still add up).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bulk = (member: Member, items: { sku: string; quantity: number }[]) =>
  call(t.app, member.token, { method: 'POST', url: '/api/user/cart/bulk', payload: { items } });
const cartOf = (member: Member) =>
  t.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, member.user.id))
    .orderBy(asc(cartItems.productId));

describe(`parallel bulk adds of the same member (${testDbKind()})`, () => {
  it('lose no add, make no second line and never deadlock, whatever the order of the lines', async () => {
    const member = await signInMember(t);
    const a = await makeProduct(t.db);
    const b = await makeProduct(t.db);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        bulk(
          member,
          i % 2
            ? [
                { sku: a.sku, quantity: 5 },
                { sku: b.sku, quantity: 1 },
              ]
            : [
                { sku: b.sku, quantity: 1 },
                { sku: a.sku.toLowerCase(), quantity: 5 },
              ],
        ),
      ),
    );
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.errors).toEqual([]);
    }
    expect(await cartOf(member)).toEqual([
      { productId: a.id, quantity: 60 },
      { productId: b.id, quantity: 12 },
    ]);
  });

  it('stop at 99: the adds that would pass it are refused, naming the SKU', async () => {
    const member = await signInMember(t);
    const part = await makeProduct(t.db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => bulk(member, [{ sku: part.sku, quantity: 10 }])),
    );
    const bodies = responses.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { added: { cart_quantity: number }[]; errors: { message: string }[] };
    });
    const added = bodies.flatMap((body) => body.added);
    expect(added).toHaveLength(9);
    expect(added.map((line) => line.cart_quantity).sort((x, y) => x - y)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90,
    ]);
    expect(bodies.flatMap((body) => body.errors)).toEqual(
      Array(11).fill({
        sku: part.sku,
        message: `SKU ${part.sku}: the cart holds 90; at most 99 per product`,
      }),
    );
    expect(await cartOf(member)).toEqual([{ productId: part.id, quantity: 90 }]);
  });
});
