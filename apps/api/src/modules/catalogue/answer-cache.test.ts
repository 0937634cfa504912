import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeCategory, makeProduct, makeUser } from '../../../test/support/factories';
import { products, users } from '../../db/schema';
import { createAnswerCache } from './answer-cache';

let t: TestContext;
let token: string;
let userId: number;
const get = (url: string) => call(t.app, token, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheSeconds: 60 });
  const user = await makeUser(t.db);
  userId = user.id;
  token = await loginAs(t.app, user.email, user.password);
  const category = await makeCategory(t.db, { name: 'Cached Parts', level: 1 });
  await makeProduct(t.db, { name: 'Quasar Battery', categoryId: category.id, categoryIds: [category.id] });
});

afterAll(() => t.close());

describe('catalogue answers kept in memory (CATALOGUE_CACHE_SECONDS)', () => {
  it('answers a repeated page, product and search with the same body, as JSON', async () => {
    for (const url of ['/api/products?page=1&limit=12', '/api/products/search?q=quasar']) {
      const first = await get(url);
      const second = await get(url);
      expect(first.statusCode).toBe(200);
      expect(second.headers['content-type']).toMatch(/^application\/json/);
      expect(second.body).toBe(first.body);
    }
  });

  it('still logs every first-page search answered from memory, for popular searches', async () => {
    const loggedAt = async () =>
      (
        await t.database.query<{ at: string }>(
          `select created_at::text as at from search_queries where query = 'quasar battery' and user_id = $1`,
          [userId],
        )
      ).map((row) => row.at);
    await get('/api/products/search?q=quasar%20battery');
    const [first] = await loggedAt();
    await get('/api/products/search?q=quasar%20battery');
    const again = await loggedAt();
    expect(again).toHaveLength(1);
    expect(again[0]! > first!).toBe(true);
  });

  it('answers popular searches from memory too', async () => {
    const popular = async () => (await get('/api/products/search/popular')).body;
    const before = await popular();
    const others = await Promise.all([0, 1, 2].map(() => makeUser(t.db)));
    await t.database.query(
      `insert into search_queries (query, user_id, results_count) select 'quasar', unnest($1::int[]), 1`,
      [others.map((u) => u.id)],
    );
    expect(await popular()).toBe(before);
  });

  it('keeps errors out of memory: a missing product is looked up again', async () => {
    expect((await get('/api/products/999999')).statusCode).toBe(404);
    const [made] = await t.db
      .insert(products)
      .values({ id: 999999, name: 'Late Arrival', price: '1.00', sku: 'LATE-1' })
      .returning();
    expect((await get('/api/products/999999')).json().data.name).toBe(made?.name);
  });
});

describe('createAnswerCache', () => {
  const schema = z.object({ n: z.number() });

  it('reads a key once for a burst of requests that arrive before the first read ends', async () => {
    const answer = createAnswerCache(60);
    let reads = 0;
    const load = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { n: 7 };
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => answer('page-1', schema, load)));
    expect(reads).toBe(1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['{"n":7}']));
    await answer('page-2', schema, load);
    expect(reads).toBe(2);
  });

  it('gives a failed read to the requests that waited for it, then reads again', async () => {
    const answer = createAnswerCache(60);
    let reads = 0;
    const failing = async () => {
      reads += 1;
      throw new Error('Product not found');
    };
    const settled = await Promise.allSettled([answer('p', schema, failing), answer('p', schema, failing)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(reads).toBe(1);
    expect((await answer('p', schema, async () => ({ n: 1 }))).body).toBe('{"n":1}');
  });

  it('reads every time when keeping answers is off (0 seconds)', async () => {
    const answer = createAnswerCache(0);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return { n: reads };
    };
    await Promise.all([answer('k', schema, load), answer('k', schema, load)]);
    expect(reads).toBe(2);
  });
});

describe('signed-in users kept in memory for a few seconds', () => {
  it('refuses a token at once when an admin deactivates its user, though the user was cached', async () => {
    const admin = await makeUser(t.db, { role: 'admin' });
    const adminToken = await loginAs(t.app, admin.email, admin.password);
    const member = await makeUser(t.db);
    const memberToken = await loginAs(t.app, member.email, member.password);
    expect((await call(t.app, memberToken, { method: 'GET', url: '/api/products' })).statusCode).toBe(200);

    const off = await call(t.app, adminToken, {
      method: 'PUT',
      url: `/api/admin/users/${member.id}`,
      payload: { name: member.name, is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await call(t.app, memberToken, { method: 'GET', url: '/api/products' })).statusCode).toBe(401);
    const [row] = await t.db.select({ active: users.isActive }).from(users).where(eq(users.id, member.id));
    expect(row?.active).toBe(false);
  });
});
