import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeProduct, makeUser } from '../../../test/support/factories';

let t: TestContext;
let ana: { id: number; token: string };
let ben: { id: number; token: string };

async function member() {
  const user = await makeUser(t.db);
  return { id: user.id, token: await loginAs(t.app, user.email, user.password) };
}

const add = (who: { token: string }, product_id: unknown) =>
  call(t.app, who.token, { method: 'POST', url: '/api/user/wishlist', payload: { product_id } });
const list = async (who: { token: string }) => {
  const res = await call(t.app, who.token, { method: 'GET', url: '/api/user/wishlist' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const remove = (who: { token: string }, productId: number | string) =>
  call(t.app, who.token, { method: 'DELETE', url: `/api/user/wishlist/${productId}` });
const rowsOf = (userId: number) =>
  t.database.query<{ product_id: number }>('select product_id from wishlist_items where user_id = $1', [
    userId,
  ]);

beforeAll(async () => {
  t = await createTestApp();
  ana = await member();
  ben = await member();
});
afterAll(() => t.close());

describe('POST /api/user/wishlist', () => {
  it('adds a product once, whether its id is a number or a numeric string', async () => {
    const product = await makeProduct(t.db, {
      name: 'Galaxy S21 Battery',
      price: '24.50',
      image: '/images/parts/battery.svg',
    });
    const first = await add(ana, product.id);
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body).toMatchObject({ success: true, message: 'Added to wishlist' });
    expect(body.data).toEqual({
      id: expect.any(Number),
      product_id: String(product.id),
      created_at: expect.any(String),
      product: {
        id: product.id,
        name: 'Galaxy S21 Battery',
        image_url: '/images/parts/battery.svg',
        price: 24.5,
        sku: product.sku,
        manufacturer: 'Acme',
        status: 1,
      },
    });
    const again = await add(ana, String(product.id));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Added to wishlist', data: { id: body.data.id } });
    expect(await rowsOf(ana.id)).toEqual([{ product_id: product.id }]);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = await add(ana, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Product not found', error: 'NOT_FOUND' });
    for (const bad of ['abc', -3, 1.5, null]) {
      const res = await add(ana, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toContain('product_id');
    }
  });
});

describe('GET /api/user/wishlist', () => {
  it('lists only the member own items, newest first, with a count', async () => {
    const older = await makeProduct(t.db, { name: 'Older' });
    const newer = await makeProduct(t.db, { name: 'Newer' });
    const theirs = await makeProduct(t.db, { name: 'Theirs' });
    const fresh = await member();
    await add(fresh, older.id);
    await add(fresh, newer.id);
    await add(ben, theirs.id);
    const data = await list(fresh);
    expect(data.count).toBe(2);
    expect(data.items.map((i: { product: { name: string } }) => i.product.name)).toEqual(['Newer', 'Older']);
    expect(data.items[0].product_id).toBe(String(newer.id));
  });

  it('is empty for a member with no items', async () => {
    expect(await list(await member())).toEqual({ items: [], count: 0 });
  });
});

describe('DELETE /api/user/wishlist/:productId', () => {
  it('removes by product id, only from the owner wishlist', async () => {
    const product = await makeProduct(t.db);
    await add(ana, product.id);
    await add(ben, product.id);

    const other = await remove(ben, product.id);
    expect(other.statusCode).toBe(200);
    const stranger = await member();
    const notTheirs = await remove(stranger, product.id);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ success: false, message: 'Item not in wishlist', error: 'NOT_FOUND' });
    expect((await rowsOf(ana.id)).map((r) => r.product_id)).toContain(product.id);

    const mine = await remove(ana, product.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      success: true,
      message: 'Removed from wishlist',
      data: { product_id: String(product.id) },
    });
    expect((await rowsOf(ana.id)).map((r) => r.product_id)).not.toContain(product.id);
    expect((await remove(ana, product.id)).statusCode).toBe(404);
    expect((await remove(ana, 'abc')).statusCode).toBe(400);
  });
});

describe('wishlist access', () => {
  it('needs a signed-in user', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/user/wishlist' },
      { method: 'POST' as const, url: '/api/user/wishlist', payload: { product_id: 1 } },
      { method: 'DELETE' as const, url: '/api/user/wishlist/1' },
    ];
    for (const request of requests) {
      const res = await call(t.app, undefined, request);
      expect(res.statusCode, request.method).toBe(401);
    }
  });
});
