import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeCartItem, makeOrder, makeProduct } from '../../../test/support/factories';
import { signInAdmin, signInMember } from '../../../test/support/orders';
import { cartItems, orders, stores } from '../../db/schema';
import { ADMIN_CANNOT_ORDER, NO_STORE, STORE_INACTIVE } from './access';

// Issue 17.8: only an active member of an active store may use the cart and check out; everyone
// else gets a 403 that says why, on every cart call, both checkout routes and restore-to-cart.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Signed = { user: { id: number }; token: string };
const cartOf = (who: Signed) => t.db.select().from(cartItems).where(eq(cartItems.userId, who.user.id));
const ordersOf = (who: Signed) => t.db.select().from(orders).where(eq(orders.userId, who.user.id));
const forbidden = (message: string) => ({ success: false, message, error: 'FORBIDDEN' });

/** Every call that reads or writes the cart or places an order, as this user. */
async function everyCartCall(who: Signed) {
  const product = await makeProduct(t.db);
  const line = await makeCartItem(t.db, { userId: who.user.id, productId: product.id, quantity: 2 });
  const cancelled = await makeOrder(t.db, { userId: who.user.id, status: 'cancelled' });
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(t.app, who.token, { method, url, payload });
  return {
    line,
    cancelled,
    responses: {
      'GET cart': await send('GET', '/api/user/cart'),
      'add to cart': await send('POST', '/api/user/cart', { product_id: product.id, quantity: 1 }),
      'set quantity': await send('PUT', `/api/user/cart/${line.id}`, { quantity: 5 }),
      'set quantity 0': await send('PUT', `/api/user/cart/${line.id}`, { quantity: 0 }),
      'remove line': await send('DELETE', `/api/user/cart/${line.id}`),
      'clear cart': await send('DELETE', '/api/user/cart'),
      'checkout cart': await send('POST', '/api/orders/from-cart', {}),
      'order items': await send('POST', '/api/orders', { items: [{ id: product.id, quantity: 1 }] }),
      restore: await send('POST', `/api/orders/${cancelled.id}/restore-to-cart`),
    },
  };
}

async function expectRefusedEverywhere(who: Signed, message: string) {
  const { line, cancelled, responses } = await everyCartCall(who);
  for (const [name, res] of Object.entries(responses)) {
    expect([name, res.statusCode, res.json()]).toEqual([name, 403, forbidden(message)]);
  }
  // Nothing changed: the line as it was, no order placed, the cancelled order not restored.
  expect(await cartOf(who)).toEqual([expect.objectContaining({ id: line.id, quantity: 2 })]);
  expect((await ordersOf(who)).map((order) => [order.id, order.restoredAt])).toEqual([[cancelled.id, null]]);
}

describe('who may use the cart and check out', () => {
  it('refuses admins', async () => {
    await expectRefusedEverywhere(await signInAdmin(t), ADMIN_CANNOT_ORDER);
  });

  it('refuses members without a store', async () => {
    await expectRefusedEverywhere(await signInMember(t, { withStore: false }), NO_STORE);
  });

  it('refuses members of an inactive store', async () => {
    await expectRefusedEverywhere(await signInMember(t, { storeActive: false }), STORE_INACTIVE);
  });

  it('refuses the checkout when the store was deactivated after the items were added', async () => {
    const member = await signInMember(t);
    const product = await makeProduct(t.db);
    const add = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/user/cart',
      payload: { product_id: product.id, quantity: 3 },
    });
    expect(add.statusCode).toBe(200);
    // Deactivated behind the session's back: the member's signed-in session is unchanged.
    const deactivate = (isActive: boolean) =>
      t.db.update(stores).set({ isActive }).where(eq(stores.id, member.store!.id));
    await deactivate(false);

    const checkout = (key: string) =>
      call(t.app, member.token, {
        method: 'POST',
        url: '/api/orders/from-cart',
        headers: { 'idempotency-key': key },
        payload: {},
      });
    const fromCart = await checkout('after-deactivation');
    expect([fromCart.statusCode, fromCart.json()]).toEqual([403, forbidden(STORE_INACTIVE)]);
    const explicit = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ id: product.id, quantity: 1 }] },
    });
    expect([explicit.statusCode, explicit.json()]).toEqual([403, forbidden(STORE_INACTIVE)]);
    expect(await ordersOf(member)).toEqual([]);
    expect(await cartOf(member)).toEqual([expect.objectContaining({ productId: product.id, quantity: 3 })]);

    // Reactivated: the same cart is ordered, and the refused key was not spent.
    await deactivate(true);
    expect((await checkout('after-deactivation')).statusCode).toBe(201);
    expect(await cartOf(member)).toEqual([]);
  });

  it('lets an active member of an active store use the cart', async () => {
    const member = await signInMember(t, { storeName: 'Open Store' });
    const res = await call(t.app, member.token, { method: 'GET', url: '/api/user/cart' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.store).toEqual({
      id: member.store!.id,
      name: 'Open Store',
      store_id: member.store!.storeId,
      location: 'Austin, TX',
    });
  });
});
