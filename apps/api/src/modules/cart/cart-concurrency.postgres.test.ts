import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeProduct } from '../../../test/support/factories';
import { signInMember } from '../../../test/support/orders';
import { cartItems } from '../../db/schema';

// PostgreSQL only: PGlite runs one query at a time, so it cannot show a race.
describeOn('postgres', 'concurrent cart adds on PostgreSQL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const addConcurrently = (token: string, productId: number, quantity: number, times: number) =>
    Promise.all(
      Array.from({ length: times }, () =>
        call(t.app, token, {
          method: 'POST',
          url: '/api/user/cart',
          payload: { product_id: productId, quantity },
        }),
      ),
    );

  it('never loses an add nor makes a second line', async () => {
    const member = await signInMember(t);
    const product = await makeProduct(t.db);
    const responses = await addConcurrently(member.token, product.id, 1, 20);
    expect(responses.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id));
    expect(lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 20 })]);
  });

  it('never goes past 99', async () => {
    const member = await signInMember(t);
    const product = await makeProduct(t.db);
    const responses = await addConcurrently(member.token, product.id, 10, 20);
    expect(responses.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id));
    expect(lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 99 })]);
  });
});
