import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeProduct, makeStore, makeUser } from '../../../test/support/factories';

// The admin's category tree (issue 19). The answer cache and the in-memory catalogue are on, as
// in production, so the store-side checks prove that a change shows at once.
let t: TestContext;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ catalogueCacheSeconds: 60 });
  const user = await makeUser(t.db, { role: 'admin', designation: 'admin' });
  admin = await loginAs(t.app, user.email, user.password);
  const buyer = await makeUser(t.db, { storeId: (await makeStore(t.db)).id });
  member = await loginAs(t.app, buyer.email, buyer.password);
});
afterAll(() => t.close());

type Node = { id: number; name: string; parent_id: number | null; level: number; position: number };
const tree = async (): Promise<Node[]> =>
  (await call(t.app, admin, { method: 'GET', url: '/api/admin/categories' })).json().data.categories;
const create = (payload: Record<string, unknown>) =>
  call(t.app, admin, { method: 'POST', url: '/api/admin/categories', payload });
const update = (id: number, payload: Record<string, unknown>) =>
  call(t.app, admin, { method: 'PUT', url: `/api/admin/categories/${id}`, payload });
const remove = (id: number) => call(t.app, admin, { method: 'DELETE', url: `/api/admin/categories/${id}` });
const made = async (payload: Record<string, unknown>) => {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Node & { product_count: number; children_count: number };
};
const childrenOf = async (parent: number | null) =>
  (await tree()).filter((c) => c.parent_id === parent).map((c) => c.name);

describe('admin categories', () => {
  it('creates a three-level branch and lists it in order with product counts', async () => {
    const top = await made({ name: '  Tablets  ' });
    expect(top).toMatchObject({ name: 'Tablets', parent_id: null, level: 1, product_count: 0 });
    const brand = await made({ name: 'iPad', parent_id: top.id });
    const model = await made({ name: 'iPad Air 5', parent_id: brand.id });
    expect(model.level).toBe(3);
    await makeProduct(t.db, { categoryId: model.id, categoryIds: [top.id, brand.id, model.id] });
    await makeProduct(t.db, { categoryId: brand.id, categoryIds: [top.id, brand.id] });
    const listed = await tree();
    const at = listed.findIndex((c) => c.id === top.id);
    expect(listed.slice(at, at + 3)).toMatchObject([
      { id: top.id, product_count: 2, children_count: 1 },
      { id: brand.id, product_count: 2, children_count: 1 },
      { id: model.id, product_count: 1, children_count: 0 },
    ]);
  });

  it('refuses a fourth level, a missing parent, a blank name and a sibling name in another case', async () => {
    const a = await made({ name: 'Deep A' });
    const b = await made({ name: 'Deep B', parent_id: a.id });
    const c = await made({ name: 'Deep C', parent_id: b.id });
    const fourth = await create({ name: 'Deep D', parent_id: c.id });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe(
      'parent_id: categories nest at most 3 levels deep, and "Deep C" is at level 3',
    );
    expect((await create({ name: 'Orphan', parent_id: 999_999 })).json().message).toBe(
      'parent_id: there is no category 999999',
    );
    const blank = await create({ name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('name is required');
    const twin = await create({ name: 'deep b', parent_id: a.id });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('name: a category named "Deep B" already exists under "Deep A"');
  });

  it('places a new category at a position and reorders siblings with PUT position', async () => {
    const parent = await made({ name: 'Order Parent' });
    const one = await made({ name: 'One', parent_id: parent.id });
    const three = await made({ name: 'Three', parent_id: parent.id });
    await made({ name: 'Two', parent_id: parent.id, position: 1 });
    expect(await childrenOf(parent.id)).toEqual(['One', 'Two', 'Three']);
    expect((await update(three.id, { position: 0 })).statusCode).toBe(200);
    expect(await childrenOf(parent.id)).toEqual(['Three', 'One', 'Two']);
    expect((await update(one.id, { position: 99 })).json().data.position).toBe(2);
    expect(await childrenOf(parent.id)).toEqual(['Three', 'Two', 'One']);
  });

  it('moves a branch: levels and the products below follow, and depth and cycles are refused', async () => {
    const from = await made({ name: 'Move From' });
    const branch = await made({ name: 'Move Branch', parent_id: from.id });
    const leaf = await made({ name: 'Move Leaf', parent_id: branch.id });
    const to = await made({ name: 'Move To' });
    const product = await makeProduct(t.db, {
      categoryId: leaf.id,
      categoryIds: [from.id, branch.id, leaf.id],
    });

    const cycle = await update(from.id, { parent_id: leaf.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe(
      'parent_id: a category cannot move under itself or one of its own subcategories',
    );
    const other = await made({ name: 'Other Top' });
    const otherBranch = await made({ name: 'Other Branch', parent_id: other.id });
    const tooDeep = await update(branch.id, { parent_id: otherBranch.id });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toBe(
      'parent_id: categories nest at most 3 levels deep; "Move Branch" with its subcategories would reach level 4',
    );

    const moved = await update(branch.id, { parent_id: to.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ parent_id: to.id, level: 2, product_count: 1 });
    const read = await call(t.app, member, { method: 'GET', url: `/api/products/${product.id}` });
    expect(read.json().data.category_ids).toEqual([to.id, branch.id, leaf.id]);
    const inTo = await call(t.app, member, { method: 'GET', url: `/api/products?categoryId=${to.id}` });
    expect(inTo.json().data.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    const inFrom = await call(t.app, member, { method: 'GET', url: `/api/products?categoryId=${from.id}` });
    expect(inFrom.json().data.products).toEqual([]);

    // To the top: the branch becomes level 1 and its leaf level 2.
    expect((await update(branch.id, { parent_id: null })).json().data.level).toBe(1);
    expect((await tree()).find((c) => c.id === leaf.id)?.level).toBe(2);
  });

  it('renames: the store sees the new name at once and finds the products by it', async () => {
    const top = await made({ name: 'Rename Me' });
    await makeProduct(t.db, { name: 'Widget Zeta', categoryId: top.id, categoryIds: [top.id] });
    const before = await call(t.app, member, { method: 'GET', url: '/api/products/categories' });
    expect(before.json().data.categories.map((c: { name: string }) => c.name)).toContain('Rename Me');
    expect((await update(top.id, { name: 'Quokka Parts' })).statusCode).toBe(200);
    const after = await call(t.app, member, { method: 'GET', url: '/api/products/categories' });
    const names = after.json().data.categories.map((c: { name: string }) => c.name);
    expect(names).toContain('Quokka Parts');
    expect(names).not.toContain('Rename Me');
    const found = await call(t.app, member, { method: 'GET', url: '/api/products/search?q=quokka' });
    expect(found.json().data.products.map((p: { name: string }) => p.name)).toContain('Widget Zeta');
  });

  it('deletes only an empty category, else says what it holds', async () => {
    const top = await made({ name: 'Full Top' });
    const child = await made({ name: 'Full Child', parent_id: top.id });
    await makeProduct(t.db, { categoryId: child.id, categoryIds: [top.id, child.id] });
    await makeProduct(t.db, { categoryId: child.id, categoryIds: [top.id, child.id] });
    const refused = await remove(top.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '"Full Top" holds 2 products and 1 subcategory. Move or delete them first: only an empty category can be deleted.',
    );
    const empty = await made({ name: 'Empty One' });
    expect((await remove(empty.id)).statusCode).toBe(200);
    expect((await tree()).some((c) => c.id === empty.id)).toBe(false);
    expect((await remove(empty.id)).statusCode).toBe(404);
  });

  it('settles parallel creates of one name: exactly one is created', async () => {
    const parent = await made({ name: 'Race Parent' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        create({ name: i % 2 ? 'race twin' : 'Race Twin', parent_id: parent.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await childrenOf(parent.id)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const res = await call(t.app, member, {
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(403);
  });
});
