import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeCategory, makeProduct, makeUser } from '../../../test/support/factories';

let t: TestContext;
let token: string;
const get = (url: string) => call(t.app, token, { method: 'GET', url });

type Tree = Awaited<ReturnType<typeof makeTree>>;
let tree: Tree;

/** Brand > series > model, with products on the model leaves and one on a series. */
async function makeTree() {
  const brand = await makeCategory(t.db, { name: 'Brandon', level: 1, position: 2, isPart: true });
  const other = await makeCategory(t.db, { name: 'Accessories', level: 1, position: 1 });
  const series = await makeCategory(t.db, { name: 'Phones X', parentId: brand.id, level: 2, position: 1 });
  const tablets = await makeCategory(t.db, { name: 'Tablets X', parentId: brand.id, level: 2, position: 2 });
  const leafA = await makeCategory(t.db, { name: 'Phone X1', parentId: series.id, level: 3, position: 2 });
  const leafB = await makeCategory(t.db, { name: 'Phone X2', parentId: series.id, level: 3, position: 1 });
  const inLeaf = (leaf: typeof leafA, name: string) =>
    makeProduct(t.db, { name, categoryId: leaf.id, categoryIds: [leaf.id, series.id, brand.id] });
  const a1 = await inLeaf(leafA, 'Phone X1 Battery');
  const a2 = await inLeaf(leafA, 'Phone X1 Screen');
  const b1 = await inLeaf(leafB, 'Phone X2 Battery');
  const onSeries = await makeProduct(t.db, {
    name: 'Phones X Cable',
    categoryId: series.id,
    categoryIds: [series.id, brand.id],
  });
  const tablet = await makeProduct(t.db, {
    name: 'Tablet X Glass',
    categoryId: tablets.id,
    categoryIds: [tablets.id, brand.id],
  });
  const accessory = await makeProduct(t.db, {
    name: 'Charger',
    categoryId: other.id,
    categoryIds: [other.id],
  });
  return { brand, other, series, tablets, leafA, leafB, a1, a2, b1, onSeries, tablet, accessory };
}

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.db);
  token = await loginAs(t.app, user.email, user.password);
  tree = await makeTree();
});
afterAll(() => t.close());

describe('GET /api/products/categories', () => {
  it('lists the top level by position with children counts, cacheable', async () => {
    const res = await get('/api/products/categories');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const { categories } = res.json().data;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['Accessories', 'Brandon']);
    expect(categories[1]).toEqual({
      entity_id: tree.brand.id,
      name: 'Brandon',
      parent_id: null,
      level: 1,
      has_children: true,
      children_count: 2,
      meta_title: null,
      meta_keywords: null,
      is_part: true,
      is_active: true,
      image_url: null,
    });
    expect(categories[0]).toMatchObject({ has_children: false, children_count: 0 });
  });

  it('lists the children of a category, leaves without children', async () => {
    const series = await get(`/api/products/categories/${tree.series.id}`);
    expect(series.statusCode).toBe(200);
    expect(series.headers['cache-control']).toBe('private, max-age=300');
    expect(series.json().data.categories).toEqual([
      expect.objectContaining({ entity_id: tree.leafB.id, name: 'Phone X2', level: 3, has_children: false }),
      expect.objectContaining({ entity_id: tree.leafA.id, name: 'Phone X1', level: 3, has_children: false }),
    ]);
    const brand = (await get(`/api/products/categories/${tree.brand.id}`)).json().data.categories;
    expect(
      brand.map((c: { name: string; level: number; has_children: boolean }) => [
        c.name,
        c.level,
        c.has_children,
      ]),
    ).toEqual([
      ['Phones X', 2, true],
      ['Tablets X', 2, false],
    ]);
    const leaf = await get(`/api/products/categories/${tree.leafA.id}`);
    expect(leaf.json().data.categories).toEqual([]);
  });

  it('answers 404 for an unknown category and 400 for a malformed id', async () => {
    const missing = await get('/api/products/categories/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Category not found' });
    const bad = await get('/api/products/categories/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});

describe('GET /api/products', () => {
  it('pages the catalogue newest first with the product shape', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    const { products, pagination } = res.json().data;
    expect(pagination).toEqual({ page: 1, limit: 12, total: 6, pages: 1 });
    expect(products.map((p: { id: number }) => p.id)).toEqual(
      [tree.accessory, tree.tablet, tree.onSeries, tree.b1, tree.a2, tree.a1].map((p) => p.id),
    );
    expect(products[5]).toEqual({
      id: tree.a1.id,
      name: 'Phone X1 Battery',
      price: 10,
      sku: tree.a1.sku,
      manufacturer: 'Acme',
      model: tree.a1.model,
      category_ids: [tree.leafA.id, tree.series.id, tree.brand.id],
      category: 'Phone X1',
      weight: null,
      status: 1,
      description: null,
      badges: null,
      image: null,
      // Issue 19: untracked stock is in stock.
      stock_quantity: null,
      availability: 'in_stock',
    });
  });

  it('filters by a category and everything below it, by query or by path', async () => {
    const ids = async (url: string) => (await get(url)).json().data.products.map((p: { id: number }) => p.id);
    expect(await ids(`/api/products?categoryId=${tree.brand.id}`)).toEqual(
      [tree.tablet, tree.onSeries, tree.b1, tree.a2, tree.a1].map((p) => p.id),
    );
    expect(await ids(`/api/products/category/${tree.series.id}`)).toEqual(
      [tree.onSeries, tree.b1, tree.a2, tree.a1].map((p) => p.id),
    );
    expect(await ids(`/api/products?categoryId=${tree.leafA.id}`)).toEqual([tree.a2.id, tree.a1.id]);
    const leaf = (await get(`/api/products/category/${tree.leafB.id}`)).json().data;
    expect(leaf.pagination).toEqual({ page: 1, limit: 12, total: 1, pages: 1 });
  });

  it('answers 404 for products of an unknown category', async () => {
    for (const url of ['/api/products?categoryId=999999', '/api/products/category/999999']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Category not found');
    }
  });

  it('pages to the last page and beyond it', async () => {
    const url = `/api/products/category/${tree.brand.id}?limit=2`;
    const last = (await get(`${url}&page=3`)).json().data;
    expect(last.pagination).toEqual({ page: 3, limit: 2, total: 5, pages: 3 });
    expect(last.products.map((p: { id: number }) => p.id)).toEqual([tree.a1.id]);
    const beyond = (await get(`${url}&page=4`)).json().data;
    expect(beyond).toEqual({ products: [], pagination: { page: 4, limit: 2, total: 5, pages: 3 } });
    const all = (await get('/api/products?limit=5&page=2')).json().data;
    expect(all.products.map((p: { id: number }) => p.id)).toEqual([tree.a1.id]);
  });

  it('refuses limits outside 1-100 and pages below 1', async () => {
    expect((await get('/api/products?limit=100')).statusCode).toBe(200);
    for (const query of ['limit=0', 'limit=101', 'page=0', 'limit=abc', 'categoryId=-1']) {
      const res = await get(`/api/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await get('/api/products?limit=101')).json().message).toBe(
      'limit: limit must be between 1 and 100',
    );
  });

  it('keeps totals right when products change category or are deleted', async () => {
    const moved = await makeProduct(t.db, {
      name: 'Mover',
      categoryId: tree.leafB.id,
      categoryIds: [tree.leafB.id, tree.series.id, tree.brand.id],
    });
    const total = async (id: number) =>
      (await get(`/api/products?categoryId=${id}`)).json().data.pagination.total;
    expect(await total(tree.leafB.id)).toBe(2);
    await t.database.query('update products set category_id = $1, category_ids = $2 where id = $3', [
      tree.other.id,
      [tree.other.id],
      moved.id,
    ]);
    expect([await total(tree.leafB.id), await total(tree.brand.id), await total(tree.other.id)]).toEqual([
      1, 5, 2,
    ]);
    await t.database.query('delete from products where id = $1', [moved.id]);
    expect(await total(tree.other.id)).toBe(1);
    expect((await get('/api/products')).json().data.pagination.total).toBe(6);
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product', async () => {
    const res = await get(`/api/products/${tree.b1.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: tree.b1.id, name: 'Phone X2 Battery', category: 'Phone X2' });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = await get('/api/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Product not found', error: 'NOT_FOUND' });
    expect((await get('/api/products/abc')).statusCode).toBe(400);
    expect((await get('/api/products/0')).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/products', `/api/products/${tree.a1.id}`, '/api/products/categories']) {
      const res = await call(t.app, undefined, { method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
