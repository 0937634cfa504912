import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cartItems, orderItems, orders } from '../../src/db/schema';
import { call, createTestApp, type TestContext } from '../support/app';
import { describeOn } from '../support/database';
import { makeCartItem, makeProduct } from '../support/factories';
import { type Member, signInMember } from '../support/orders';

// PostgreSQL only: PGlite runs one query at a time, so it cannot show a race. inject runs the
// handlers concurrently on the real connection pool.
describeOn('postgres', 'cart adds racing on PostgreSQL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const add = (member: Member, productId: number, quantity: number) =>
    call(t.app, member.token, {
      method: 'POST',
      url: '/api/user/cart',
      payload: { product_id: productId, quantity },
    });
  const linesOf = (member: Member) =>
    t.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id));

  it('30 parallel adds of 10 of one product end as one line of exactly 99, 5 rounds', async () => {
    for (let round = 0; round < 5; round += 1) {
      const member = await signInMember(t);
      const product = await makeProduct(t.db);
      const responses = await Promise.all(Array.from({ length: 30 }, () => add(member, product.id, 10)));
      expect(responses.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
      // Every answer reports the line as it stood after that add: never past the cap.
      const reported = responses.map((res) => res.json().data.quantity as number);
      expect(Math.max(...reported)).toBe(99);
      expect(reported.every((quantity) => quantity >= 10 && quantity <= 99)).toBe(true);
      expect(new Set(responses.map((res) => res.json().data.id)).size).toBe(1);
      expect(await linesOf(member)).toEqual([
        expect.objectContaining({ productId: product.id, quantity: 99 }),
      ]);
    }
  }, 180_000);

  it('30 parallel adds below the cap lose nothing: the line holds their exact sum', async () => {
    const member = await signInMember(t);
    const product = await makeProduct(t.db);
    const quantities = Array.from({ length: 30 }, (_, i) => 1 + (i % 3)); // 1+2+3 ... = 60
    const responses = await Promise.all(quantities.map((quantity) => add(member, product.id, quantity)));
    expect(responses.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
    // Serialised adds: the reported running totals are all different.
    expect(new Set(responses.map((res) => res.json().data.quantity)).size).toBe(30);
    expect(await linesOf(member)).toEqual([expect.objectContaining({ productId: product.id, quantity: 60 })]);
  }, 180_000);

  it('adds racing a checkout end up either in the order or in the cart, never lost nor doubled', async () => {
    for (let round = 0; round < 20; round += 1) {
      const member = await signInMember(t);
      const [a, b] = [await makeProduct(t.db), await makeProduct(t.db)];
      await makeCartItem(t.db, { userId: member.user.id, productId: a.id, quantity: 5 });
      const checkout = call(t.app, member.token, {
        method: 'POST',
        url: '/api/orders/from-cart',
        headers: { 'idempotency-key': `race-${round}` },
        payload: {},
      });
      // Four members' tabs adding one after another, so the adds spread over the whole checkout.
      const lanes = Array.from({ length: 4 }, async (_, lane) => {
        const codes: number[] = [];
        for (let i = 0; i < 5; i += 1)
          codes.push((await add(member, (lane + i) % 2 ? a.id : b.id, 1)).statusCode);
        return codes;
      });
      const [placed, ...added] = await Promise.all([checkout, ...lanes]);
      expect(placed.statusCode).toBe(201);
      expect(added.flat()).toEqual(Array(20).fill(200));

      const [order] = await t.db.select().from(orders).where(eq(orders.userId, member.user.id));
      const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
      const lines = await linesOf(member);
      const total = (productId: number) =>
        (items.find((item) => item.productId === productId)?.quantity ?? 0) +
        (lines.find((line) => line.productId === productId)?.quantity ?? 0);
      const context = `round ${round}: items ${JSON.stringify(items)} cart ${JSON.stringify(lines)}`;
      expect(total(a.id), context).toBe(5 + 10);
      expect(total(b.id), context).toBe(10);
      expect(lines.length, context).toBeLessThanOrEqual(2);
      expect(order?.itemsCount, context).toBe(items.length);
    }
  }, 180_000);
});
