import { CartResponseSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeCartItem, makeProduct } from '../../../test/support/factories';
import { type Member, signInMember } from '../../../test/support/orders';
import { cartItems } from '../../db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getCart = (member: Member) => call(t.app, member.token, { method: 'GET', url: '/api/user/cart' });
const add = (member: Member, payload: object) =>
  call(t.app, member.token, { method: 'POST', url: '/api/user/cart', payload });
const update = (member: Member, id: number | string, payload: object) =>
  call(t.app, member.token, { method: 'PUT', url: `/api/user/cart/${id}`, payload });
const remove = (member: Member, id: number | string) =>
  call(t.app, member.token, { method: 'DELETE', url: `/api/user/cart/${id}` });
const linesOf = (member: Member) => t.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id));

describe('GET /api/user/cart', () => {
  it('shows an empty cart with zero totals and the member store', async () => {
    const member = await signInMember(t, { storeName: 'Eastside Fix' });
    const res = await getCart(member);
    expect(res.statusCode).toBe(200);
    const body = CartResponseSchema.parse(res.json());
    expect(body.data).toEqual({
      store: {
        id: member.store!.id,
        name: 'Eastside Fix',
        store_id: member.store!.storeId,
        location: 'Austin, TX',
      },
      items: [],
      count: 0,
      total: '0.00',
      subtotal: '0.00',
      tax_rate: 0,
      tax: '0.00',
      shipping: '0.00',
      free_shipping_threshold: null,
      order_total: '0.00',
    });
    expect(member.store!.storeId).toMatch(/^ST\d{4,}$/);
  });

  it('lists the lines with their products and exact totals (3 x 19.99 + 2 x 5.01 = 69.99)', async () => {
    const member = await signInMember(t);
    const a = await makeProduct(t.db, { name: 'iPhone 14 LCD', price: '19.99', image: 'https://img/a.png' });
    const b = await makeProduct(t.db, { name: 'Battery', price: '5.01', status: 0 });
    await makeCartItem(t.db, { userId: member.user.id, productId: a.id, quantity: 3 });
    await makeCartItem(t.db, { userId: member.user.id, productId: b.id, quantity: 2 });
    const body = CartResponseSchema.parse((await getCart(member)).json());
    expect(body.data.count).toBe(5);
    expect(body.data.total).toBe('69.99');
    expect(body.data.subtotal).toBe('69.99');
    expect(body.data.items).toEqual([
      {
        id: expect.any(Number),
        quantity: 3,
        product: {
          id: a.id,
          name: 'iPhone 14 LCD',
          price: 19.99,
          manufacturer: 'Acme',
          sku: a.sku,
          image: 'https://img/a.png',
          status: 1,
          model: a.model,
        },
      },
      expect.objectContaining({ quantity: 2, product: expect.objectContaining({ id: b.id, status: 0 }) }),
    ]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/cart' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/cart', () => {
  it('adds a line with quantity 1 by default, then adds to it', async () => {
    const member = await signInMember(t);
    const product = await makeProduct(t.db);
    const first = await add(member, { product_id: product.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Added to cart',
      data: { product_id: product.id, quantity: 1 },
    });
    const second = await add(member, { product_id: String(product.id), quantity: 4 });
    expect(second.json().data).toMatchObject({ id: first.json().data.id, quantity: 5 });
    expect(await linesOf(member)).toHaveLength(1);
  });

  it('caps a line at 99 (98 + 5 -> 99)', async () => {
    const member = await signInMember(t);
    const product = await makeProduct(t.db);
    await makeCartItem(t.db, { userId: member.user.id, productId: product.id, quantity: 98 });
    const res = await add(member, { product_id: product.id, quantity: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quantity).toBe(99);
    expect((await linesOf(member))[0]?.quantity).toBe(99);
  });

  it('refuses quantities outside 1-99 naming the field', async () => {
    const member = await signInMember(t);
    const product = await makeProduct(t.db);
    for (const quantity of [0, 100, 1.5]) {
      const res = await add(member, { product_id: product.id, quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^quantity: /);
    }
    const noProduct = await add(member, { quantity: 1 });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().message).toMatch(/^product_id: /);
    expect(await linesOf(member)).toHaveLength(0);
  });

  it('answers 404 for an unknown product and 409 for an out-of-stock one', async () => {
    const member = await signInMember(t);
    const missing = await add(member, { product_id: 99999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Product not found' });
    const soldOut = await makeProduct(t.db, { status: 0 });
    const refused = await add(member, { product_id: soldOut.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This product is out of stock');
    expect(await linesOf(member)).toHaveLength(0);
  });
});

describe('PUT and DELETE /api/user/cart/:id', () => {
  it('sets the quantity, and quantity 0 removes the line', async () => {
    const member = await signInMember(t);
    const line = await makeCartItem(t.db, {
      userId: member.user.id,
      productId: (await makeProduct(t.db)).id,
      quantity: 2,
    });
    const updated = await update(member, line.id, { quantity: 7 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Cart updated', data: { id: line.id, quantity: 7 } });
    expect((await linesOf(member))[0]?.quantity).toBe(7);

    const removed = await update(member, line.id, { quantity: 0 });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Item removed', data: { quantity: 0, removed: true } });
    expect(await linesOf(member)).toHaveLength(0);
  });

  it('refuses a quantity above 99 and a malformed id', async () => {
    const member = await signInMember(t);
    const line = await makeCartItem(t.db, {
      userId: member.user.id,
      productId: (await makeProduct(t.db)).id,
      quantity: 2,
    });
    const tooMany = await update(member, line.id, { quantity: 100 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('quantity: quantity must be at most 99');
    const badId = await update(member, 'abc', { quantity: 1 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^id: /);
    expect((await linesOf(member))[0]?.quantity).toBe(2);
  });

  it('removes a line', async () => {
    const member = await signInMember(t);
    const line = await makeCartItem(t.db, {
      userId: member.user.id,
      productId: (await makeProduct(t.db)).id,
      quantity: 2,
    });
    const res = await remove(member, line.id);
    expect(res.json()).toMatchObject({ success: true, message: 'Item removed' });
    expect(await linesOf(member)).toHaveLength(0);
    expect((await remove(member, line.id)).statusCode).toBe(404);
  });

  it("never lets a member see, change or remove another member's line", async () => {
    const a = await signInMember(t);
    const b = await signInMember(t);
    const line = await makeCartItem(t.db, {
      userId: a.user.id,
      productId: (await makeProduct(t.db)).id,
      quantity: 2,
    });
    for (const res of [await update(b, line.id, { quantity: 5 }), await remove(b, line.id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Cart item not found' });
    }
    expect((await getCart(b)).json().data.items).toEqual([]);
    await call(t.app, b.token, { method: 'DELETE', url: '/api/user/cart' });
    expect(await linesOf(a)).toEqual([expect.objectContaining({ id: line.id, quantity: 2 })]);
  });
});

describe('DELETE /api/user/cart', () => {
  it('clears the whole cart', async () => {
    const member = await signInMember(t);
    for (let i = 0; i < 3; i += 1) {
      await makeCartItem(t.db, {
        userId: member.user.id,
        productId: (await makeProduct(t.db)).id,
        quantity: 1,
      });
    }
    const res = await call(t.app, member.token, { method: 'DELETE', url: '/api/user/cart' });
    expect(res.json()).toEqual({ success: true, message: 'Cart cleared', data: { removed: 3 } });
    expect(await linesOf(member)).toHaveLength(0);
  });
});
