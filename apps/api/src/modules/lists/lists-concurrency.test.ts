import { LISTS_PER_STORE_MAX } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeProduct, makeStore, makeUser } from '../../../test/support/factories';
import { restockListItems, restockLists } from '../../db/schema';

// Members of one store writing to the same lists at the same moment. On PGlite the requests take
// turns; on PostgreSQL they really overlap, which is where a lost update would show.

let t: TestContext;
let tokens: string[];
let storeId: number;

beforeAll(async () => {
  t = await createTestApp();
  storeId = (await makeStore(t.db)).id;
  tokens = [];
  for (let i = 0; i < 4; i += 1) {
    const user = await makeUser(t.db, { storeId });
    tokens.push(await loginAs(t.app, user.email, user.password));
  }
});
afterAll(() => t.close());

/** `times` requests at once, spread over the store's members. */
const together = (times: number, url: string, payload: (i: number) => object) =>
  Promise.all(
    Array.from({ length: times }, (_, i) =>
      call(t.app, tokens[i % tokens.length], { method: 'POST', url, payload: payload(i) }),
    ),
  );

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((res) => res.statusCode).sort((a, b) => a - b);

describe('concurrent list writes', () => {
  it('ends parallel adds of one product with one line holding their sum', async () => {
    const list = await call(t.app, tokens[0], {
      method: 'POST',
      url: '/api/user/lists',
      payload: { name: 'Rush' },
    });
    const listId = list.json().data.id as number;
    const product = await makeProduct(t.db);
    const responses = await together(12, `/api/user/lists/${listId}/items`, () => ({
      product_id: product.id,
      quantity: 3,
    }));
    // One add made the line, the others added to it.
    expect(statuses(responses)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const rows = await t.db.select().from(restockListItems).where(eq(restockListItems.listId, listId));
    expect(rows).toEqual([expect.objectContaining({ productId: product.id, quantity: 36 })]);
  });

  it('never passes 99 when parallel adds would', async () => {
    const list = await call(t.app, tokens[0], {
      method: 'POST',
      url: '/api/user/lists',
      payload: { name: 'Cap' },
    });
    const listId = list.json().data.id as number;
    const product = await makeProduct(t.db);
    const responses = await together(12, `/api/user/lists/${listId}/items`, () => ({
      product_id: product.id,
      quantity: 10,
    }));
    expect(statuses(responses)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 201, 409, 409, 409]);
    const rows = await t.db.select().from(restockListItems).where(eq(restockListItems.listId, listId));
    expect(rows).toEqual([expect.objectContaining({ quantity: 90 })]);
  });

  it('creates one list of a name, and no more lists than the limit', async () => {
    const same = await together(6, '/api/user/lists', () => ({ name: 'Same name' }));
    expect(statuses(same)).toEqual([201, 409, 409, 409, 409, 409]);

    const existing = await t.db.$count(restockLists, eq(restockLists.storeId, storeId));
    await t.db.insert(restockLists).values(
      Array.from({ length: LISTS_PER_STORE_MAX - existing - 2 }, (_, i) => ({
        storeId,
        name: `Filler ${i}`,
      })),
    );
    const racing = await together(6, '/api/user/lists', (i) => ({ name: `Racing ${i}` }));
    expect(statuses(racing)).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await t.db.$count(restockLists, eq(restockLists.storeId, storeId))).toBe(LISTS_PER_STORE_MAX);
  });
});
