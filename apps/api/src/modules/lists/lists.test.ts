import { LIST_ITEMS_MAX, LISTS_PER_STORE_MAX } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeProduct, makeStore, makeUser } from '../../../test/support/factories';
import { signInAdmin, signInMember } from '../../../test/support/orders';
import { cartItems, products, restockListItems, restockLists } from '../../db/schema';
import { ADMIN_CANNOT_ORDER, NO_STORE, STORE_INACTIVE } from '../cart';

let t: TestContext;
type Who = { id: number; name: string; token: string; storeId: number };
let storeA: { id: number };
let alice: Who;
let amy: Who; // Alice's colleague in store A
let bob: Who; // store B

async function memberOf(storeId: number, name: string): Promise<Who> {
  const user = await makeUser(t.db, { storeId, name });
  return { id: user.id, name, storeId, token: await loginAs(t.app, user.email, user.password) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (who: { token: string }, method: Method, url: string, payload?: object) =>
  call(t.app, who.token, { method, url: `/api/user/lists${url}`, payload });

async function ok(res: Awaited<ReturnType<typeof send>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}
const createList = async (who: Who, name: string) => ok(await send(who, 'POST', '', { name }), 201);
const addItem = (who: Who, listId: number, product_id: unknown, quantity?: unknown) =>
  send(who, 'POST', `/${listId}/items`, { product_id, quantity });
const listsOf = async (who: Who) => (await ok(await send(who, 'GET', ''))).lists;
const itemRows = (listId: number) =>
  t.db
    .select({ productId: restockListItems.productId, quantity: restockListItems.quantity })
    .from(restockListItems)
    .where(eq(restockListItems.listId, listId))
    .orderBy(asc(restockListItems.id));
const error = (code: string, message: string | RegExp) => ({
  success: false,
  message: typeof message === 'string' ? message : expect.stringMatching(message),
  error: code,
});

beforeAll(async () => {
  t = await createTestApp();
  storeA = await makeStore(t.db, { name: 'Fix-It Austin' });
  const storeB = await makeStore(t.db, { name: 'Phone Doctors Dallas' });
  alice = await memberOf(storeA.id, 'Alice Able');
  amy = await memberOf(storeA.id, 'Amy Archer');
  bob = await memberOf(storeB.id, 'Bob Baker');
});
afterAll(() => t.close());

describe('creating, reading, renaming and deleting lists', () => {
  it('creates a list, lists it with its totals and who changed it, renames and deletes it', async () => {
    const created = await createList(alice, '  Weekly screens  ');
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Weekly screens',
      item_count: 0,
      total: 0,
      updated_by: 'Alice Able',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      items: [],
    });
    const screen = await makeProduct(t.db, {
      name: 'iPhone 13 OLED',
      price: '89.90',
      image: '/images/x.svg',
    });
    const glass = await makeProduct(t.db, { price: '2.35', stockQuantity: 3 });
    await ok(await addItem(alice, created.id, screen.id, 2), 201);
    await ok(await addItem(alice, created.id, glass.id, 10), 201);

    const detail = await ok(await send(alice, 'GET', `/${created.id}`));
    expect(detail).toMatchObject({ name: 'Weekly screens', item_count: 2, total: 203.3 });
    expect(detail.items).toEqual([
      {
        id: expect.any(Number),
        quantity: 2,
        product: {
          id: screen.id,
          name: 'iPhone 13 OLED',
          sku: screen.sku,
          price: 89.9,
          image_url: '/images/x.svg',
          is_active: true,
          in_stock: true,
          stock_quantity: null,
        },
      },
      expect.objectContaining({ quantity: 10, product: expect.objectContaining({ stock_quantity: 3 }) }),
    ]);
    expect((await listsOf(alice)).find((l: { id: number }) => l.id === created.id)).toEqual({
      ...detail,
      items: undefined,
    });

    const renamed = await send(alice, 'PUT', `/${created.id}`, { name: 'Monday screens' });
    expect(renamed.json()).toMatchObject({ message: 'List renamed', data: { name: 'Monday screens' } });

    const deleted = await send(alice, 'DELETE', `/${created.id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'List deleted', data: { id: created.id } });
    expect((await send(alice, 'GET', `/${created.id}`)).statusCode).toBe(404);
    expect(await itemRows(created.id)).toEqual([]);
  });

  it('refuses a name the store already uses, whatever its case, but not in another store', async () => {
    const first = await createList(alice, 'Batteries and chargers');
    const again = await send(amy, 'POST', '', { name: 'BATTERIES and Chargers' });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      error('CONFLICT', 'A list named "BATTERIES and Chargers" already exists'),
    ]);
    const other = await createList(alice, 'Back glass');
    const rename = await send(alice, 'PUT', `/${other.id}`, { name: 'batteries AND chargers' });
    expect([rename.statusCode, rename.json().message]).toEqual([
      409,
      'A list named "batteries AND chargers" already exists',
    ]);
    // Its own name in another case is no conflict.
    expect(
      (await ok(await send(alice, 'PUT', `/${first.id}`, { name: 'Batteries And Chargers' }))).name,
    ).toBe('Batteries And Chargers');
    expect((await createList(bob, 'Batteries and chargers')).name).toBe('Batteries and chargers');
  });

  it('lists the latest changed first and updates when and by whom on every write', async () => {
    const older = await createList(alice, 'Older list');
    const newer = await createList(alice, 'Newer list');
    // Set back in time, so each write below shows as a move of updated_at to now.
    const LONG_AGO = new Date('2020-01-01T00:00:00Z');
    const setBack = (id: number) =>
      t.db.update(restockLists).set({ updatedAt: LONG_AGO }).where(eq(restockLists.id, id));
    await setBack(older.id);
    const ids = async () => (await listsOf(amy)).map((l: { id: number }) => l.id);
    expect((await ids()).indexOf(newer.id)).toBeLessThan((await ids()).indexOf(older.id));

    // Amy changes Alice's older list: it comes first, marked as hers.
    const product = await makeProduct(t.db);
    const added = await ok(await addItem(amy, older.id, product.id, 1), 201);
    expect([added.updated_by, added.updated_at > LONG_AGO.toISOString()]).toEqual(['Amy Archer', true]);
    expect((await ids()).indexOf(older.id)).toBeLessThan((await ids()).indexOf(newer.id));

    const itemId = added.items[0].id;
    for (const [who, method, url, payload] of [
      [alice, 'PUT', `/${older.id}/items/${itemId}`, { quantity: 4 }],
      [amy, 'PUT', `/${older.id}`, { name: 'Older list, renamed' }],
      [alice, 'DELETE', `/${older.id}/items/${itemId}`, undefined],
    ] as const) {
      await setBack(older.id);
      const list = await ok(await send(who, method, url, payload));
      expect([url, list.updated_by, list.updated_at > LONG_AGO.toISOString()]).toEqual([url, who.name, true]);
    }
    // A refused write changes nothing.
    await setBack(older.id);
    expect((await send(alice, 'PUT', `/${older.id}/items/${itemId}`, { quantity: 2 })).statusCode).toBe(404);
    expect((await ok(await send(alice, 'GET', `/${older.id}`))).updated_at).toBe(LONG_AGO.toISOString());
  });
});

describe('items', () => {
  it('adds to the quantity of a product already on the list, up to 99', async () => {
    const list = await createList(alice, 'Merging');
    const product = await makeProduct(t.db, { sku: 'MERGE-BATT-1' });
    const first = await addItem(alice, list.id, product.id, 30);
    expect([first.statusCode, first.json().message]).toEqual([201, 'Added to list']);
    const second = await addItem(amy, list.id, product.id, 60);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.items).toEqual([expect.objectContaining({ quantity: 90 })]);
    // No quantity means one.
    await ok(await addItem(alice, list.id, product.id));
    const over = await addItem(alice, list.id, product.id, 9);
    expect([over.statusCode, over.json()]).toEqual([
      409,
      error(
        'CONFLICT',
        'quantity: the list already holds 91 of MERGE-BATT-1; at most 99 fit, so you can add up to 8 more',
      ),
    ]);
    await ok(await addItem(alice, list.id, product.id, 8));
    expect(await itemRows(list.id)).toEqual([{ productId: product.id, quantity: 99 }]);
  });

  it('sets and removes an item, and answers 404 for an item of another list', async () => {
    const list = await createList(alice, 'Editing');
    const other = await createList(amy, 'Editing too');
    const product = await makeProduct(t.db);
    const [item] = (await ok(await addItem(alice, list.id, product.id, 2), 201)).items;
    const [otherItem] = (await ok(await addItem(amy, other.id, product.id, 5), 201)).items;

    const set = await ok(await send(amy, 'PUT', `/${list.id}/items/${item.id}`, { quantity: 12 }));
    expect(set.items).toEqual([expect.objectContaining({ id: item.id, quantity: 12 })]);
    for (const [method, payload] of [
      ['PUT', { quantity: 3 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await send(alice, method, `/${list.id}/items/${otherItem.id}`, payload);
      expect([method, res.statusCode, res.json()]).toEqual([
        method,
        404,
        error('NOT_FOUND', 'List item not found'),
      ]);
    }
    const removed = await send(alice, 'DELETE', `/${list.id}/items/${item.id}`);
    expect(removed.json()).toMatchObject({ message: 'Item removed', data: { item_count: 0, items: [] } });
    expect(await itemRows(other.id)).toEqual([{ productId: product.id, quantity: 5 }]);
  });

  it('names an unknown or deactivated product, and keeps one that stopped selling on the list', async () => {
    const list = await createList(alice, 'Products');
    const unknown = await addItem(alice, list.id, 987654);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      error('NOT_FOUND', 'product_id: there is no product with id 987654'),
    ]);
    const gone = await makeProduct(t.db, { name: 'Old Charger', sku: 'OLD-CHG-1', isActive: false });
    const inactive = await addItem(alice, list.id, gone.id);
    expect([inactive.statusCode, inactive.json()]).toEqual([
      409,
      error('CONFLICT', 'product_id: Old Charger (OLD-CHG-1) is no longer sold and cannot be added'),
    ]);

    const sold = await makeProduct(t.db, { price: '5.00' });
    const soldOut = await makeProduct(t.db, { price: '7.00', status: 0 });
    const noneLeft = await makeProduct(t.db, { price: '1.00', stockQuantity: 0 });
    for (const product of [sold, soldOut, noneLeft])
      await ok(await addItem(alice, list.id, product.id, 2), 201);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, sold.id));

    const detail = await ok(await send(amy, 'GET', `/${list.id}`));
    const flags = detail.items.map((i: { product: Record<string, unknown> }) => [
      i.product.id,
      i.product.is_active,
      i.product.in_stock,
    ]);
    expect(flags).toEqual([
      [sold.id, false, true],
      [soldOut.id, true, false],
      [noneLeft.id, true, false],
    ]);
    // The total counts what can still be bought.
    expect([detail.item_count, detail.total]).toEqual([3, 16]);
  });

  it('refuses bodies and ids that do not fit, naming the field', async () => {
    const list = await createList(alice, 'Validation');
    const product = await makeProduct(t.db);
    const cases: [Method, string, object | undefined, RegExp][] = [
      ['POST', '', {}, /^name: List name is required/],
      ['POST', '', { name: '   ' }, /^name: List name is required/],
      ['POST', '', { name: 'x'.repeat(101) }, /^name: List name must be at most 100 characters/],
      ['POST', '', { name: 'a\u0000b' }, /^name: List name must not contain NUL/],
      ['PUT', `/${list.id}`, { name: 12 }, /^name: /],
      ['POST', `/${list.id}/items`, { quantity: 1 }, /^product_id: product_id must be a number/],
      ['POST', `/${list.id}/items`, { product_id: 'abc' }, /^product_id: /],
      [
        'POST',
        `/${list.id}/items`,
        { product_id: product.id, quantity: 0 },
        /^quantity: quantity must be between 1 and 99/,
      ],
      ['POST', `/${list.id}/items`, { product_id: product.id, quantity: 100 }, /^quantity: /],
      [
        'POST',
        `/${list.id}/items`,
        { product_id: product.id, quantity: 1.5 },
        /^quantity: quantity must be a whole number/,
      ],
      ['PUT', `/${list.id}/items/1`, {}, /^quantity: /],
      ['GET', '/abc', undefined, /^id: /],
      ['DELETE', `/${list.id}/items/abc`, undefined, /^itemId: /],
      ['PUT', `/${list.id}/items/0`, { quantity: 1 }, /^itemId: itemId must be a positive number/],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await send(alice, method, url, payload);
      expect([method, url, res.statusCode, res.json()]).toEqual([
        method,
        url,
        400,
        error('VALIDATION', message),
      ]);
    }
    expect(await itemRows(list.id)).toEqual([]);
  });
});

describe('limits', () => {
  it(`keeps at most ${LISTS_PER_STORE_MAX} lists per store`, async () => {
    const store = await makeStore(t.db);
    const member = await memberOf(store.id, 'Lena Lots');
    await t.db
      .insert(restockLists)
      .values(
        Array.from({ length: LISTS_PER_STORE_MAX - 1 }, (_, i) => ({ storeId: store.id, name: `List ${i}` })),
      );
    await createList(member, 'The last one');
    const over = await send(member, 'POST', '', { name: 'One too many' });
    expect([over.statusCode, over.json()]).toEqual([
      409,
      error('CONFLICT', `A store can keep at most ${LISTS_PER_STORE_MAX} lists. Delete one to make room.`),
    ]);
    // Another store is not counted.
    await createList(alice, 'Not affected');
  });

  it(`keeps at most ${LIST_ITEMS_MAX} products per list, while quantities still merge`, async () => {
    const list = await createList(alice, 'Full list');
    const stem = `FULL-${list.id}`;
    const many = await t.db
      .insert(products)
      .values(
        Array.from({ length: LIST_ITEMS_MAX }, (_, i) => ({
          name: `Part ${i}`,
          sku: `${stem}-${i}`,
          price: '1.00',
        })),
      )
      .returning({ id: products.id });
    await t.db
      .insert(restockListItems)
      .values(many.slice(0, -1).map((p) => ({ listId: list.id, productId: p.id, quantity: 1 })));
    await ok(await addItem(alice, list.id, many.at(-1)!.id), 201);
    const extra = await makeProduct(t.db);
    const over = await addItem(alice, list.id, extra.id);
    expect([over.statusCode, over.json()]).toEqual([
      409,
      error('CONFLICT', `A list can hold at most ${LIST_ITEMS_MAX} products. Remove one to make room.`),
    ]);
    await ok(await addItem(alice, list.id, many[0]!.id, 4));
    expect((await itemRows(list.id)).length).toBe(LIST_ITEMS_MAX);
  });
});

describe('who may use the lists', () => {
  it('shares a store’s lists with all its members and hides them from other stores (404)', async () => {
    const list = await createList(alice, 'Shared with Amy');
    const product = await makeProduct(t.db);
    const [item] = (await ok(await addItem(amy, list.id, product.id, 3), 201)).items;
    expect((await listsOf(amy)).map((l: { name: string }) => l.name)).toContain('Shared with Amy');
    expect((await listsOf(bob)).map((l: { name: string }) => l.name)).not.toContain('Shared with Amy');

    const before = { lists: await t.db.select().from(restockLists).where(eq(restockLists.id, list.id)) };
    const calls: [Method, string, object?][] = [
      ['GET', `/${list.id}`],
      ['PUT', `/${list.id}`, { name: 'Taken over' }],
      ['POST', `/${list.id}/items`, { product_id: product.id, quantity: 1 }],
      ['PUT', `/${list.id}/items/${item.id}`, { quantity: 9 }],
      ['DELETE', `/${list.id}/items/${item.id}`],
      ['POST', `/${list.id}/add-to-cart`],
      ['DELETE', `/${list.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await send(bob, method, url, payload);
      expect([method, url, res.statusCode, res.json()]).toEqual([
        method,
        url,
        404,
        error('NOT_FOUND', 'List not found'),
      ]);
    }
    expect(await t.db.select().from(restockLists).where(eq(restockLists.id, list.id))).toEqual(before.lists);
    expect(await itemRows(list.id)).toEqual([{ productId: product.id, quantity: 3 }]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, bob.id))).toEqual([]);
  });

  it('refuses admins, members without a store and members of an inactive store (403, as the cart)', async () => {
    const list = await createList(alice, 'Not for admins');
    const refused = [
      [await signInAdmin(t), ADMIN_CANNOT_ORDER],
      [await signInMember(t, { withStore: false }), NO_STORE],
      [await signInMember(t, { storeActive: false }), STORE_INACTIVE],
    ] as const;
    const calls: [Method, string, object?][] = [
      ['GET', ''],
      ['POST', '', { name: 'Mine' }],
      ['GET', `/${list.id}`],
      ['PUT', `/${list.id}`, { name: 'Mine' }],
      ['DELETE', `/${list.id}`],
      ['POST', `/${list.id}/items`, { product_id: 1, quantity: 1 }],
      ['PUT', `/${list.id}/items/1`, { quantity: 1 }],
      ['DELETE', `/${list.id}/items/1`],
      ['POST', `/${list.id}/add-to-cart`],
    ];
    for (const [who, message] of refused) {
      for (const [method, url, payload] of calls) {
        const res = await send(who, method, url, payload);
        expect([method, url, res.statusCode, res.json()]).toEqual([
          method,
          url,
          403,
          error('FORBIDDEN', message),
        ]);
      }
    }
    expect((await ok(await send(alice, 'GET', `/${list.id}`))).name).toBe('Not for admins');
  });
});

describe('POST /user/lists/:id/add-to-cart', () => {
  it('adds what can be bought, merges with the cart, and reports the rest', async () => {
    const list = await createList(alice, 'To the cart');
    const screen = await makeProduct(t.db, { name: 'Pixel 7 Screen', sku: 'CART-SCR-1' });
    const battery = await makeProduct(t.db, { name: 'Pixel 7 Battery', sku: 'CART-BAT-1' });
    const retired = await makeProduct(t.db, { name: 'Pixel 3 Battery', sku: 'CART-OLD-1' });
    for (const [product, quantity] of [
      [screen, 2],
      [battery, 5],
      [retired, 1],
    ] as const) {
      await ok(await addItem(alice, list.id, product.id, quantity), 201);
    }
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, retired.id));
    // Amy holds a battery in her cart already.
    await ok(
      await call(t.app, amy.token, {
        method: 'POST',
        url: '/api/user/cart',
        payload: { product_id: battery.id, quantity: 1 },
      }),
    );

    const res = await send(amy, 'POST', `/${list.id}/add-to-cart`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Added 2 of 3 products to the cart');
    expect(body.data.added).toEqual([
      { sku: 'CART-SCR-1', product_id: screen.id, name: 'Pixel 7 Screen', quantity: 2, cart_quantity: 2 },
      { sku: 'CART-BAT-1', product_id: battery.id, name: 'Pixel 7 Battery', quantity: 5, cart_quantity: 6 },
    ]);
    expect(body.data.errors).toEqual([
      { sku: 'CART-OLD-1', message: expect.stringContaining('no longer sold') },
    ]);
    const cart = await t.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, amy.id))
      .orderBy(asc(cartItems.productId));
    expect(cart).toEqual([
      { productId: screen.id, quantity: 2 },
      { productId: battery.id, quantity: 6 },
    ]);
    // The list is left as it was.
    expect((await itemRows(list.id)).map((r) => r.quantity)).toEqual([2, 5, 1]);
  });

  it('adds nothing from an empty list', async () => {
    const list = await createList(alice, 'Empty');
    const res = await send(alice, 'POST', `/${list.id}/add-to-cart`);
    expect([res.statusCode, res.json().data]).toEqual([200, { added: [], errors: [] }]);
  });
});
