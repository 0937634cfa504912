import { type OrderStatus, OrderStatusSchema, ReorderResponseSchema } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeCartItem, makeOrder, makeProduct, makeUser } from '../../../test/support/factories';
import { type Member, signInAdmin, signInMember } from '../../../test/support/orders';
import { cartItems, orderItems, orders, products } from '../../db/schema';
import { ADMIN_CANNOT_ORDER } from '../cart';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Product = Awaited<ReturnType<typeof makeProduct>>;
type Who = { token: string; user: { id: number } };

/** An order of the member, straight into the database, its lines at the prices paid then. */
async function pastOrder(member: Member, status: OrderStatus, lines: [Product, number, string][]) {
  const order = await makeOrder(t.db, {
    userId: member.user.id,
    storeId: member.store!.id,
    status,
    itemsCount: lines.length,
  });
  for (const [product, quantity, unitPrice] of lines) {
    await t.db.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      productName: product.name,
      sku: product.sku,
      unitPrice,
      quantity,
      lineTotal: (Number(unitPrice) * quantity).toFixed(2),
    });
  }
  return order;
}

const reorder = (who: Who, orderId: number | string) =>
  call(t.app, who.token, { method: 'POST', url: `/api/orders/${orderId}/reorder` });
const cartOf = (who: Who) =>
  t.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, who.user.id))
    .orderBy(asc(cartItems.productId));

describe('POST /api/orders/:id/reorder', () => {
  it.each(OrderStatusSchema.options)(
    'puts an order of status %s back in the cart at today’s price',
    async (status) => {
      const member = await signInMember(t);
      const screen = await makeProduct(t.db, { name: 'Screen', price: '24.50' });
      const battery = await makeProduct(t.db, { name: 'Battery', price: '8.00' });
      const order = await pastOrder(member, status, [
        [screen, 2, '22.00'],
        [battery, 1, '8.00'],
      ]);
      await makeCartItem(t.db, { userId: member.user.id, productId: battery.id, quantity: 3 });

      const res = await reorder(member, order.id);
      expect(res.statusCode, res.body).toBe(200);
      const body = ReorderResponseSchema.parse(res.json());
      expect(body.message).toBe('Added 2 of 2 products to the cart');
      expect(body.data).toEqual({
        added: [
          {
            sku: screen.sku,
            product_id: screen.id,
            name: 'Screen',
            quantity: 2,
            price: 24.5,
            previous_price: 22,
          },
          {
            sku: battery.sku,
            product_id: battery.id,
            name: 'Battery',
            quantity: 1,
            price: 8,
            previous_price: 8,
          },
        ],
        skipped: [],
      });
      expect(await cartOf(member)).toEqual([
        { productId: screen.id, quantity: 2 },
        { productId: battery.id, quantity: 4 },
      ]);
      // The order itself is untouched, and can be ordered again.
      const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect([after?.status, after?.restoredAt]).toEqual([status, null]);
      expect((await reorder(member, order.id)).statusCode).toBe(200);
      expect((await cartOf(member)).map((line) => line.quantity)).toEqual([4, 5]);
    },
  );

  it('skips what is no longer sold or out of stock, and adds what is left of a short line', async () => {
    const member = await signInMember(t);
    const fine = await makeProduct(t.db, { name: 'Fine' });
    const deleted = await makeProduct(t.db, { name: 'Deleted' });
    const retired = await makeProduct(t.db, { name: 'Retired' });
    const soldOut = await makeProduct(t.db, { name: 'Sold out', status: 0 });
    const empty = await makeProduct(t.db, { name: 'Empty', stockQuantity: 0 });
    const short = await makeProduct(t.db, { name: 'Short', stockQuantity: 3 });
    const full = await makeProduct(t.db, { name: 'Full' });
    const order = await pastOrder(member, 'completed', [
      [fine, 1, '10.00'],
      [deleted, 1, '10.00'],
      [retired, 1, '10.00'],
      [soldOut, 1, '10.00'],
      [empty, 1, '10.00'],
      [short, 5, '10.00'],
      [full, 2, '10.00'],
      [fine, 2, '9.00'],
    ]);
    await t.db.delete(products).where(eq(products.id, deleted.id));
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, retired.id));
    await makeCartItem(t.db, { userId: member.user.id, productId: full.id, quantity: 98 });

    const res = await reorder(member, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = ReorderResponseSchema.parse(res.json());
    expect(message).toBe('Added 2 of 7 products to the cart');
    expect(data.added.map((a) => [a.name, a.quantity])).toEqual([
      ['Fine', 3],
      ['Short', 3],
    ]);
    expect(data.skipped).toEqual([
      { sku: deleted.sku, name: 'Deleted', reason: 'no longer sold' },
      { sku: retired.sku, name: 'Retired', reason: 'no longer sold' },
      { sku: soldOut.sku, name: 'Sold out', reason: 'out of stock' },
      { sku: empty.sku, name: 'Empty', reason: 'out of stock' },
      { sku: short.sku, name: 'Short', reason: 'only 3 left' },
      { sku: full.sku, name: 'Full', reason: 'the cart holds 98; at most 99 per product' },
    ]);
    expect(await cartOf(member)).toEqual([
      { productId: fine.id, quantity: 3 },
      { productId: short.id, quantity: 3 },
      { productId: full.id, quantity: 98 },
    ]);
  });

  it("answers 404 for another member's order, another store's, a deleted one or none; 403 for admins", async () => {
    const owner = await signInMember(t);
    const product = await makeProduct(t.db);
    const order = await pastOrder(owner, 'approved', [[product, 1, '10.00']]);
    const otherStore = await signInMember(t);
    // A colleague in the same store.
    const colleagueUser = await makeUser(t.db, { storeId: owner.store!.id });
    const colleague = {
      user: colleagueUser,
      token: (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: colleagueUser.email, password: colleagueUser.password },
        })
      ).json().data.tokens.accessToken as string,
    };
    for (const who of [otherStore, colleague]) {
      const res = await reorder(who, order.id);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Order not found']);
      expect(await cartOf(who)).toEqual([]);
    }
    expect((await reorder(owner, 999_999)).statusCode).toBe(404);
    const hidden = await pastOrder(owner, 'cancelled', [[product, 1, '10.00']]);
    await t.db.update(orders).set({ hiddenByMemberAt: new Date() }).where(eq(orders.id, hidden.id));
    expect((await reorder(owner, hidden.id)).statusCode).toBe(404);

    const admin = await signInAdmin(t);
    const refused = await reorder(admin, order.id);
    expect([refused.statusCode, refused.json().message]).toEqual([403, ADMIN_CANNOT_ORDER]);
    expect((await reorder(owner, 'abc')).statusCode).toBe(400);
    expect(await cartOf(owner)).toEqual([]);
  });
});
