import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeCategory, makeProduct, makeStore, makeUser } from '../../../test/support/factories';

// The admin's products (issue 19), with the store's caches on as in production: every change
// must show in the store at once.
let t: TestContext;
let admin: string;
let member: string;
let leaf: { id: number };
let top: { id: number };
beforeAll(async () => {
  t = await createTestApp({ catalogueCacheSeconds: 60 });
  const user = await makeUser(t.db, { role: 'admin', designation: 'admin' });
  admin = await loginAs(t.app, user.email, user.password);
  const buyer = await makeUser(t.db, { storeId: (await makeStore(t.db)).id });
  member = await loginAs(t.app, buyer.email, buyer.password);
  top = await makeCategory(t.db, { name: 'Gizmos' });
  const branch = await makeCategory(t.db, { name: 'Gizmo Brand', parentId: top.id, level: 2 });
  leaf = await makeCategory(t.db, { name: 'Gizmo Model', parentId: branch.id, level: 3 });
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>) =>
  call(t.app, admin, { method: 'POST', url: '/api/admin/products', payload });
const update = (id: number, payload: Record<string, unknown>) =>
  call(t.app, admin, { method: 'PUT', url: `/api/admin/products/${id}`, payload });
const asMember = (url: string, method: 'GET' | 'POST' = 'GET', payload?: Record<string, unknown>) =>
  call(t.app, member, { method, url, ...(payload ? { payload } : {}) });
const storeIds = async (url: string) =>
  (await asMember(url)).json().data.products.map((p: { id: number }) => p.id) as number[];

describe('admin products', () => {
  it('creates a product in a category with stock, and the store shows it at once', async () => {
    // The store's first page is read (and held) before the product exists.
    await asMember('/api/products');
    const res = await create({
      name: '  Quasar Hinge Kit ',
      sku: 'QHK-001',
      price: 12.5,
      category_id: leaf.id,
      manufacturer: 'Acme',
      model: 'QH1',
      stock_quantity: 3,
      low_stock_threshold: 5,
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().data;
    expect(product).toMatchObject({
      name: 'Quasar Hinge Kit',
      sku: 'QHK-001',
      price: 12.5,
      category: 'Gizmo Model',
      is_active: true,
      stock_quantity: 3,
      availability: 'low_stock',
    });
    expect(product.category_ids).toEqual([top.id, expect.any(Number), leaf.id]);
    expect((await storeIds('/api/products'))[0]).toBe(product.id);
    expect(await storeIds(`/api/products?categoryId=${top.id}`)).toContain(product.id);
    const detail = (await asMember(`/api/products/${product.id}`)).json().data;
    expect(detail).toMatchObject({ stock_quantity: 3, availability: 'low_stock' });
    expect(await storeIds('/api/products/search?q=QHK-001')).toEqual([product.id]);
  });

  it('a price change is what the store answers next', async () => {
    const product = await makeProduct(t.db, { price: '10.00' });
    expect((await asMember(`/api/products/${product.id}`)).json().data.price).toBe(10);
    const res = await update(product.id, { price: 11.99, stock_quantity: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await asMember(`/api/products/${product.id}`)).json().data;
    expect(detail).toMatchObject({ price: 11.99, stock_quantity: 0, availability: 'out_of_stock' });
  });

  it('refuses bad input naming the field, and a SKU taken in another case with 409', async () => {
    await create({ name: 'Taken', sku: 'TAKEN-1', price: 1 });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: ' ', sku: 'A-1', price: 1 }, 400, 'name is required'],
      [{ name: 'A', sku: 'A 1', price: 1 }, 400, 'sku must not contain spaces'],
      [{ name: 'A', sku: 'A-2', price: -1 }, 400, 'price must be 0 or more'],
      [{ name: 'A', sku: 'A-3', price: 1.005 }, 400, 'price must have at most 2 decimals'],
      [{ name: 'A', sku: 'A-4', price: 1, stock_quantity: -2 }, 400, 'stock_quantity must be 0 or more'],
      [
        { name: 'A', sku: 'A-5', price: 1, category_id: 999_999 },
        400,
        'category_id: there is no category 999999',
      ],
      [{ name: 'A', sku: 'taken-1', price: 1 }, 409, 'sku: a product with SKU "taken-1" already exists'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toContain(message);
    }
  });

  it('settles parallel creates of one SKU: exactly one is created', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create({ name: `Racer ${i}`, sku: i % 2 ? 'race-sku' : 'RACE-SKU', price: 2 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  });

  it('deactivates: out of the store at once, 404 on detail, refused by the cart and named at checkout', async () => {
    const product = await makeProduct(t.db, {
      name: 'Vanishing Widget',
      categoryId: leaf.id,
      categoryIds: [top.id, leaf.id],
    });
    const kept = await makeProduct(t.db, { name: 'Staying Widget' });
    expect(
      (await asMember('/api/user/cart', 'POST', { product_id: product.id, quantity: 1 })).statusCode,
    ).toBe(200);
    expect((await asMember('/api/user/cart', 'POST', { product_id: kept.id, quantity: 1 })).statusCode).toBe(
      200,
    );
    expect(await storeIds('/api/products/search?q=vanishing')).toEqual([product.id]);

    const res = await call(t.app, admin, { method: 'DELETE', url: `/api/admin/products/${product.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.is_active).toBe(false);

    expect((await asMember(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect(await storeIds('/api/products')).not.toContain(product.id);
    expect(await storeIds(`/api/products?categoryId=${top.id}`)).not.toContain(product.id);
    expect(await storeIds('/api/products/search?q=vanishing')).toEqual([]);
    const suggestions = (await asMember('/api/products/search/suggestions?q=vanishing')).json().data
      .suggestions;
    expect(suggestions).toEqual([]);
    const again = await asMember('/api/user/cart', 'POST', { product_id: product.id, quantity: 1 });
    expect(again.statusCode).toBe(404);
    const checkout = await asMember('/api/orders/from-cart', 'POST', {});
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toBe(
      'These products are no longer available: Vanishing Widget. Please remove them from your cart.',
    );

    // The admin still sees it, and can bring it back.
    const listed = await call(t.app, admin, { method: 'GET', url: '/api/admin/products?status=inactive' });
    expect(listed.json().data.products.map((p: { id: number }) => p.id)).toContain(product.id);
    expect((await update(product.id, { is_active: true })).statusCode).toBe(200);
    expect((await asMember(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect(await storeIds('/api/products/search?q=vanishing')).toEqual([product.id]);
  });

  it('lists with search, category, stock filters, sorting and pages', async () => {
    const mk = (name: string, extra: Record<string, unknown> = {}) =>
      create({ name, sku: `LST-${name.replace(' ', '-')}`, price: 5, category_id: leaf.id, ...extra });
    await mk('Lister Alpha', { price: 30, stock_quantity: 50 });
    await mk('Lister Beta', { price: 10, stock_quantity: 2 });
    await mk('Lister Gamma', { price: 20, stock_quantity: 0 });
    const names = async (query: string) =>
      (await call(t.app, admin, { method: 'GET', url: `/api/admin/products?${query}` }))
        .json()
        .data.products.map((p: { name: string }) => p.name) as string[];
    expect(await names('search=lister&sort=price')).toEqual(['Lister Beta', 'Lister Gamma', 'Lister Alpha']);
    expect(await names('search=lister&sort=name&order=desc')).toEqual([
      'Lister Gamma',
      'Lister Beta',
      'Lister Alpha',
    ]);
    expect(await names('search=lister&stock=low')).toEqual(['Lister Beta']);
    expect(await names('search=lister&stock=out')).toEqual(['Lister Gamma']);
    expect(await names('search=lister&stock=in')).toEqual(['Lister Alpha']);
    expect(await names(`search=LST-&category_id=${top.id}&sort=sku&limit=2&page=2`)).toEqual([
      'Lister Gamma',
    ]);
    const bad = await call(t.app, admin, { method: 'GET', url: '/api/admin/products?stock=some' });
    expect(bad.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await asMember('/api/admin/products')).statusCode).toBe(403);
  });
});
