import { OrderDetailResponseSchema, OrderPlacedResponseSchema } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeCartItem, makeCategory, makeProduct } from '../../../test/support/factories';
import { type Member, placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';
import { cartItems, orderItems, orderStatusHistory, orders, products } from '../../db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const checkout = (member: Member, payload?: object, headers: Record<string, string> = {}) =>
  call(t.app, member.token, { method: 'POST', url: '/api/orders/from-cart', payload, headers });
const ordersOf = (member: Member) => t.db.select().from(orders).where(eq(orders.userId, member.user.id));
const cartOf = (member: Member) => t.db.select().from(cartItems).where(eq(cartItems.userId, member.user.id));

describe('POST /api/orders/from-cart', () => {
  it('orders the stored cart with snapshots and exact totals, for the member own store', async () => {
    const member = await signInMember(t, { name: 'Nora Buyer', storeName: 'Northside Fix' });
    const otherStore = (await signInMember(t)).store!;
    const brand = await makeCategory(t.db, { name: 'Apple' });
    const leaf = await makeCategory(t.db, { name: 'iPhone 14 Pro', parentId: brand.id, level: 2 });
    const lcd = await makeProduct(t.db, {
      name: 'iPhone 14 Pro LCD',
      price: '19.99',
      manufacturer: 'Apple',
      categoryId: leaf.id,
      description: 'OLED assembly',
      image: 'https://img/lcd.png',
    });
    const battery = await makeProduct(t.db, { name: 'Battery', price: '5.01' });
    await makeCartItem(t.db, { userId: member.user.id, productId: lcd.id, quantity: 3 });
    await makeCartItem(t.db, { userId: member.user.id, productId: battery.id, quantity: 2 });

    // The client's store and prices are ignored.
    const res = await checkout(member, {
      store_id: otherStore.id,
      products: [{ id: lcd.id, name: 'Cheap', price: 0.01, quantity: 3 }],
    });
    expect(res.statusCode).toBe(201);
    const { data } = OrderPlacedResponseSchema.parse(res.json());
    expect(data).toEqual({
      id: expect.any(Number),
      order_number: expect.stringMatching(new RegExp(`^${member.store!.storeId}-\\d{6,}$`)),
      status: 'pending',
      total_amount: '69.99',
      items_count: 2,
    });

    const [order] = await ordersOf(member);
    expect(order).toMatchObject({
      storeId: member.store!.id,
      storeCode: member.store!.storeId,
      storeName: 'Northside Fix',
      storeAddress: 'Austin, TX',
      storePhone: '512-555-0100',
      userName: 'Nora Buyer',
      userEmail: member.user.email,
      userPhone: '512-555-0199',
      subtotal: '69.99',
      totalAmount: '69.99',
      status: 'pending',
    });
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, data.id))
      .orderBy(asc(orderItems.id));
    expect(items).toEqual([
      expect.objectContaining({
        productId: lcd.id,
        productName: 'iPhone 14 Pro LCD',
        displayName: 'iPhone 14 Pro LCD',
        sku: lcd.sku,
        imageUrl: 'https://img/lcd.png',
        category: 'iPhone 14 Pro',
        brand: 'Apple',
        description: 'OLED assembly',
        unitPrice: '19.99',
        quantity: 3,
        lineTotal: '59.97',
      }),
      expect.objectContaining({ productId: battery.id, unitPrice: '5.01', quantity: 2, lineTotal: '10.02' }),
    ]);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, data.id));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'pending',
        actorId: member.user.id,
        actorName: 'Nora Buyer',
        actorRole: 'user',
      }),
    ]);
    expect(await cartOf(member)).toEqual([]);
  });

  it('keeps the order unchanged when the product price changes later', async () => {
    const member = await signInMember(t);
    const admin = await signInAdmin(t);
    const product = await makeProduct(t.db, { price: '12.50', name: 'Charging port' });
    const placed = await placeOrder(t, member, [[product, 2]]);
    await t.db.update(products).set({ price: '99.00', name: 'Renamed' }).where(eq(products.id, product.id));
    const res = await call(t.app, admin.token, { method: 'GET', url: `/api/admin/orders/${placed.id}` });
    const { data } = OrderDetailResponseSchema.parse(res.json());
    expect(data.total_amount).toBe('25.00');
    expect(data.items[0]).toMatchObject({
      product_name: 'Charging port',
      price: '12.50',
      line_total: '25.00',
    });
  });

  it('returns the same order for a repeated Idempotency-Key', async () => {
    const member = await signInMember(t);
    await makeCartItem(t.db, {
      userId: member.user.id,
      productId: (await makeProduct(t.db)).id,
      quantity: 2,
    });
    const headers = { 'idempotency-key': 'checkout-abc-1' };
    const first = await checkout(member, undefined, headers);
    expect(first.statusCode).toBe(201);
    // A retry (the answer was lost) finds the cart emptied by the first one and answers its order.
    const retry = await checkout(member, undefined, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    expect(await ordersOf(member)).toHaveLength(1);

    await makeCartItem(t.db, {
      userId: member.user.id,
      productId: (await makeProduct(t.db)).id,
      quantity: 1,
    });
    const other = await checkout(member, undefined, { 'idempotency-key': 'checkout-abc-2' });
    expect(other.statusCode).toBe(201);
    expect(other.json().data.order_number).not.toBe(first.json().data.order_number);
  });

  it('refuses an Idempotency-Key longer than 200 characters', async () => {
    const member = await signInMember(t);
    const res = await checkout(member, undefined, { 'idempotency-key': 'k'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^idempotency-key: /);
  });

  it('answers 400 for an empty cart', async () => {
    const member = await signInMember(t);
    const res = await checkout(member, { store_id: 1, products: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Your cart is empty', error: 'VALIDATION' });
    expect(await ordersOf(member)).toEqual([]);
  });

  it('refuses out-of-stock products, naming them, and keeps the cart', async () => {
    const member = await signInMember(t);
    const ok = await makeProduct(t.db);
    const gone = await makeProduct(t.db, { name: 'Galaxy S23 Back Glass', status: 0 });
    await makeCartItem(t.db, { userId: member.user.id, productId: ok.id, quantity: 1 });
    await makeCartItem(t.db, { userId: member.user.id, productId: gone.id, quantity: 1 });
    const res = await checkout(member);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('These products are out of stock: Galaxy S23 Back Glass');
    expect(await ordersOf(member)).toEqual([]);
    expect(await cartOf(member)).toHaveLength(2);
  });
});

describe('POST /api/orders', () => {
  const create = (member: Member, payload: object, headers: Record<string, string> = {}) =>
    call(t.app, member.token, { method: 'POST', url: '/api/orders', payload, headers });

  it('orders explicit items at database prices for the member own store', async () => {
    const member = await signInMember(t);
    const a = await makeProduct(t.db, { price: '19.99' });
    const b = await makeProduct(t.db, { price: '5.51' });
    const res = await create(member, {
      store_id: 1,
      items: [
        { id: a.id, quantity: 3, price: 0.01 },
        { id: String(b.id), quantity: 2, price: 0 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ total_amount: '70.99', items_count: 2, status: 'pending' });
    expect(res.json().data.order_number.startsWith(`${member.store!.storeId}-`)).toBe(true);
    expect((await ordersOf(member))[0]?.storeId).toBe(member.store!.id);
  });

  it('answers 404 for an unknown product and 400 for bad quantities', async () => {
    const member = await signInMember(t);
    const product = await makeProduct(t.db);
    const unknown = await create(member, { items: [{ id: 99999999, quantity: 1 }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
    const tooMany = await create(member, { items: [{ id: product.id, quantity: 100 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('items.0.quantity: quantity must be between 1 and 99');
    const merged = await create(member, {
      items: [
        { id: product.id, quantity: 60 },
        { id: product.id, quantity: 60 },
      ],
    });
    expect(merged.statusCode).toBe(400);
    const empty = await create(member, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('items: items must contain at least one product');
    expect(await ordersOf(member)).toEqual([]);
  });

  it('refuses out-of-stock products and honours the Idempotency-Key', async () => {
    const member = await signInMember(t);
    const soldOut = await makeProduct(t.db, { name: 'Pixel 7 Camera', status: 0 });
    const refused = await create(member, { items: [{ id: soldOut.id, quantity: 1 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Pixel 7 Camera');

    const product = await makeProduct(t.db);
    const headers = { 'idempotency-key': 'explicit-1' };
    const first = await create(member, { items: [{ id: product.id, quantity: 1 }] }, headers);
    const again = await create(member, { items: [{ id: product.id, quantity: 1 }] }, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await ordersOf(member)).toHaveLength(1);
  });
});
