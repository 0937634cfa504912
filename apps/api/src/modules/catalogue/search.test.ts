import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeProduct, makeUser } from '../../../test/support/factories';
import { makeSearchCatalogue } from '../../../test/support/search-fixtures';
import { searchProducts } from './search-service';

let t: TestContext;
let token: string;
let userId: number;
const get = (url: string) => call(t.app, token, { method: 'GET', url });
const search = async (q: string, extra = '') => {
  const res = await get(`/api/products/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const names = (data: { results: { name: string }[] }) => data.results.map((r) => r.name);

let c: Awaited<ReturnType<typeof makeSearchCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.db);
  userId = user.id;
  token = await loginAs(t.app, user.email, user.password);
  c = await makeSearchCatalogue(t.db);
});
afterAll(() => t.close());

describe('GET /api/products/search: relevance', () => {
  it('puts the product named by the words first', async () => {
    const data = await search('iphone 14 battery');
    expect(names(data)).toEqual(['iPhone 14 Battery', 'iPhone 14 Pro Battery Replacement']);
    expect(data.meta).toEqual({ query: 'iphone 14 battery', mode: 'fulltext' });
    expect(data.total).toBe(2);
  });

  it('finds an exact SKU first, case-insensitively', async () => {
    const data = await search('bat-ip13');
    expect(data.results[0]).toMatchObject({ id: c.battery13.id, product_code: 'BAT-IP13' });
    expect(data.meta.mode).toBe('exact');
  });

  it('finds a model code first, every product of that model', async () => {
    const data = await search('a2649');
    expect(
      data.results
        .slice(0, 2)
        .map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([c.battery14.id, c.lcd14.id].sort());
    expect(data.meta.mode).toBe('exact');
    expect(names(await search('SM-G991B'))).toEqual(
      expect.arrayContaining(['Galaxy S21 Battery', 'Galaxy S21 Charging Port Flex']),
    );
  });

  it('matches makers, category names and the word still being typed', async () => {
    expect(names(await search('ifixit'))).toEqual(['Precision Screwdriver Set']);
    expect(names(await search('tools supplies'))).toEqual(['Precision Screwdriver Set']);
    expect(names(await search('galaxy s21 charg'))).toEqual(['Galaxy S21 Charging Port Flex']);
  });

  it('returns both shapes: results with product_code and _original, and products', async () => {
    const data = await search('precision screwdriver');
    expect(data.results[0]).toEqual({
      id: c.driver.id,
      name: 'Precision Screwdriver Set',
      price: 10,
      product_code: 'TL-SD-01',
      category: 'Tools & Supplies',
      description: null,
      image: null,
      model: null,
      manufacturer: 'iFixit',
      status: 1,
      _original: data.products[0],
    });
    expect(data.products[0]).toMatchObject({
      id: c.driver.id,
      sku: 'TL-SD-01',
      category_ids: expect.any(Array),
    });
  });
});

describe('GET /api/products/search: typo tolerance', () => {
  it('corrects misspelt words', async () => {
    const data = await search('batery');
    expect(data.total).toBe(4);
    expect(data.meta).toEqual({ query: 'batery', mode: 'fuzzy', corrected_query: 'battery' });
    expect(names(await search('samsng')).sort()).toEqual([
      'Galaxy S21 Battery',
      'Galaxy S21 Charging Port Flex',
    ]);
    expect(names(await search('iphnoe 14 batery'))[0]).toBe('iPhone 14 Battery');
  });

  it('reads letters glued to digits as both the word and its parts', async () => {
    const data = await search('iphone14');
    expect(data.meta.mode).toBe('fulltext');
    expect(names(data).sort()).toEqual([
      'iPhone 14 Battery',
      'iPhone 14 LCD Assembly',
      'iPhone 14 Pro Battery Replacement',
    ]);
  });

  it('corrects a mistyped model code', async () => {
    const data = await search('galaxy s2l');
    expect(data.meta).toEqual({ query: 'galaxy s2l', mode: 'fuzzy', corrected_query: 'galaxy s21' });
    expect(names(data).sort()).toEqual(['Galaxy S21 Battery', 'Galaxy S21 Charging Port Flex']);
  });

  it('falls back to names similar to the whole query when a word is unknown', async () => {
    const data = await search('galaxy s21 battery 99');
    expect(data.meta).toEqual({ query: 'galaxy s21 battery 99', mode: 'fuzzy' });
    expect(names(data)).toEqual(['Galaxy S21 Battery']);
  });

  it('finds nothing for catalogue words that no product holds together', async () => {
    const data = await search('galaxy screwdriver');
    expect(data).toMatchObject({ results: [], total: 0, meta: { mode: 'fulltext' } });
  });

  it('matches as typed with raw=true', async () => {
    const data = await search('batery', '&raw=true');
    expect(data).toMatchObject({ results: [], total: 0, meta: { mode: 'fulltext' } });
    expect((await search('battery', '&raw=1')).total).toBe(4);
  });

  it('finds nothing for nonsense', async () => {
    const data = await search('qwxzvbn');
    expect(data).toMatchObject({ results: [], products: [], total: 0 });
    expect(data.pagination).toEqual({ page: 1, limit: 10, total: 0, pages: 0 });
  });
});

describe('GET /api/products/search: paging and validation', () => {
  it('pages with max_results and start_index', async () => {
    const all = await search('battery');
    const second = await search('battery', '&max_results=2&start_index=2');
    expect(second.results.map((r: { id: number }) => r.id)).toEqual(
      all.results.slice(2, 4).map((r: { id: number }) => r.id),
    );
    expect(second).toMatchObject({ total: 4, max_results: 2, start_index: 2 });
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 4, pages: 2 });
    const beyond = await search('battery', '&max_results=2&start_index=20');
    expect(beyond).toMatchObject({ results: [], total: 4 });
  });

  it('refuses a blank query with the spec text', async () => {
    for (const url of ['/api/products/search?q=%20%20', '/api/products/search']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Search query is required',
        error: 'VALIDATION',
      });
    }
  });

  it('refuses max_results outside 1-100, a negative start_index and a bad raw', async () => {
    for (const extra of ['&max_results=0', '&max_results=101', '&start_index=-1', '&raw=maybe']) {
      const res = await get(`/api/products/search?q=battery${extra}`);
      expect(res.statusCode, extra).toBe(400);
    }
  });

  it('logs the first page of each search, lower-cased, and not the next pages', async () => {
    await search('  Galaxy   S21 ');
    await search('galaxy s21', '&start_index=10');
    const rows = await t.database.query<{ query: string; user_id: number; results_count: number }>(
      `select query, user_id, results_count from search_queries where query = 'galaxy s21'`,
    );
    expect(rows).toEqual([{ query: 'galaxy s21', user_id: userId, results_count: 2 }]);
  });

  it('logs each user once when many search at the same time, misspelt or not', async () => {
    const users = await Promise.all([1, 2, 3].map(() => makeUser(t.db)));
    const tokens = await Promise.all(users.map((u) => loginAs(t.app, u.email, u.password)));
    const queries = ['Battery', 'batery', 'Galaxy S21'];
    const answers = await Promise.all(
      tokens.flatMap((userToken) =>
        [0, 1, 2, 3].flatMap(() =>
          queries.map((q) =>
            call(t.app, userToken, { method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}` }),
          ),
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const totals = new Map(
      answers.map((res) => [res.json().data.meta.query.toLowerCase(), res.json().data.total]),
    );
    const rows = await t.database.query<{ query: string; user_id: number; results_count: number }>(
      `select query, user_id, results_count from search_queries where user_id = any($1) order by user_id, query`,
      [users.map((u) => u.id)],
    );
    // The users were made at once: their ids need not follow their order in `users`.
    const expected = [...users]
      .sort((a, b) => a.id - b.id)
      .flatMap((u) =>
        [...totals.keys()]
          .sort()
          .map((query) => ({ query, user_id: u.id, results_count: totals.get(query) })),
      );
    expect(rows).toEqual(expected);
  });

  it('still answers when the search log cannot be written', async () => {
    await t.database.query('alter table search_queries rename to search_queries_away');
    try {
      expect((await search('battery')).total).toBe(4);
    } finally {
      await t.database.query('alter table search_queries_away rename to search_queries');
    }
  });

  it('needs a signed-in user', async () => {
    const res = await call(t.app, undefined, { method: 'GET', url: '/api/products/search?q=battery' });
    expect(res.statusCode).toBe(401);
  });
});

describe('searchProducts: broad searches', () => {
  it('ranks the newest matches, then lists the older ones newest first', async () => {
    const make = (name: string, sku?: string) => makeProduct(t.db, sku ? { name, sku } : { name });
    const oldest = await make('Zorbo Widget');
    const strong = await make('Zorbo Zorbo Gadget');
    const code = await make('Plain Thing', 'ZORBO');
    const short = await make('Zorbo Part');
    const long = await make('Widget with a zorbo inside and many more words');
    const ids = async (rankedMatches: number, startIndex = 0, maxResults = 10) => {
      const data = await searchProducts({
        db: t.db,
        userId,
        q: 'zorbo',
        maxResults,
        startIndex,
        raw: false,
        rankedMatches,
      });
      expect(data.total).toBe(5);
      return data.results.map((r) => r.id);
    };
    // All ranked: the exact SKU, then the strongest name.
    expect((await ids(2000)).slice(0, 2)).toEqual([code.id, strong.id]);
    // Only the newest 2 ranked: the exact SKU, the 2 newest by relevance, then the rest by id.
    expect(await ids(2)).toEqual([code.id, short.id, long.id, strong.id, oldest.id]);
    expect(await ids(2, 2, 2)).toEqual([long.id, strong.id]);
    expect(await ids(2, 4, 2)).toEqual([oldest.id]);
  });

  it('ranks the same newest matches whether they are a large or a small share of the catalogue', async () => {
    const parts = [];
    for (let i = 0; i < 10; i += 1) parts.push((await makeProduct(t.db, { name: `Quibble Part ${i}` })).id);
    const long = (await makeProduct(t.db, { name: 'Quibble clip for the long frame' })).id;
    const strong = (await makeProduct(t.db, { name: 'Quibble Quibble' })).id;
    const ids = async () => {
      const data = await searchProducts({
        db: t.db,
        userId,
        q: 'quibble',
        maxResults: 20,
        startIndex: 0,
        raw: false,
        rankedMatches: 2,
      });
      expect(data.total).toBe(12);
      return data.results.map((r) => r.id);
    };
    // The 2 newest ranked (the stronger first), then the older ones, newest first.
    const expected = [strong, long, ...parts.reverse()];
    // 12 matches in a small catalogue: found by walking the newest products back.
    expect(await ids()).toEqual(expected);
    // 200 newer products that do not match make them a small share: found by sorting the matches.
    for (let i = 0; i < 200; i += 1) await makeProduct(t.db, { name: `Filler Gasket ${i}` });
    expect(await ids()).toEqual(expected);
  });
});
