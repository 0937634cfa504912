import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { makeCategory, makeProduct, makeUser } from '../../../test/support/factories';
import { SEARCH_BOUNDS } from './search-repository';
import { searchProducts } from './search-service';

// Issue 24: a broad search (more matches than SEARCH_BOUNDS.EXACT_TOTAL) reads a bounded part of
// the catalogue, and the shortcuts a search takes at scale answer as the full path would. The
// bounds are shrunk here so that a few products take them; a sample of every page keeps totals exact.
let t: TestContext;
let userId: number;
const bounds = { ...SEARCH_BOUNDS };

beforeAll(async () => {
  t = await createTestApp();
  userId = (await makeUser(t.db)).id;
});
afterEach(() => Object.assign(SEARCH_BOUNDS, bounds));
afterAll(() => t.close());

const run = async (q: string, rankedMatches: number, startIndex = 0, maxResults = 20) =>
  searchProducts({ db: t.db, userId, q, maxResults, startIndex, raw: false, rankedMatches });

describe('searchProducts: broad searches at scale', () => {
  it('ranks the matches among the newest products, then the older ones newest first', async () => {
    const parts = [];
    for (let i = 0; i < 8; i += 1) parts.push((await makeProduct(t.db, { name: `Flurp Part ${i}` })).id);
    const code = (await makeProduct(t.db, { name: 'Plain Holder', sku: 'FLURP' })).id;
    for (let i = 0; i < 6; i += 1) await makeProduct(t.db, { name: `Filler Gasket ${i}` });
    const strong = (await makeProduct(t.db, { name: 'Flurp Flurp' })).id;
    const long = (await makeProduct(t.db, { name: 'Flurp clip for the long frame' })).id;
    const older = [...parts].reverse();

    // Exact: every match read, the 2 newest ranked.
    const exact = await run('flurp', 2);
    expect(exact.total).toBe(11);
    expect(exact.results.map((r) => r.id)).toEqual([code, strong, long, ...older]);

    // Broad: 3 matches are past the exact count; the 6 newest products hold 2 of them.
    Object.assign(SEARCH_BOUNDS, { EXACT_TOTAL: 3, HEAD_WINDOW: 6, TOTAL_SAMPLE: 1_000_000 });
    const broad = await run('flurp', 5);
    // A sample of every page: the estimate is the count.
    expect(broad.total).toBe(11);
    expect(broad.results.map((r) => r.id)).toEqual([code, strong, long, ...older]);
    // The cap reached inside the window: the newest match only is ranked.
    expect((await run('flurp', 1)).results.map((r) => r.id)).toEqual([code, long, strong, ...older]);
    // Pages of the tail.
    expect((await run('flurp', 5, 3, 4)).results.map((r) => r.id)).toEqual(older.slice(0, 4));
    expect((await run('flurp', 5, 11, 4)).results).toEqual([]);
    // A window holding no match: the exact code, then the matches newest first.
    for (let i = 6; i < 12; i += 1) await makeProduct(t.db, { name: `Filler Gasket ${i}` });
    expect((await run('flurp', 5)).results.map((r) => r.id)).toEqual([code, long, strong, ...older]);
  });

  it('never reports fewer matches than it counted', async () => {
    for (let i = 0; i < 5; i += 1) await makeProduct(t.db, { name: `Gloob Part ${i}` });
    Object.assign(SEARCH_BOUNDS, { EXACT_TOTAL: 2, HEAD_WINDOW: 2, TOTAL_SAMPLE: 1 });
    const data = await run('gloob', 2);
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.results).toHaveLength(5);
  });
});

const find = (q: string, startIndex = 0, maxResults = 10) =>
  searchProducts({ db: t.db, userId, q, maxResults, startIndex, raw: false });
const ids = (data: { results: { id: number }[] }) => data.results.map((r) => r.id);

describe('searchProducts: shortcuts at scale', () => {
  it('pages a model code that more products carry than a search counts from its index alone', async () => {
    const frames: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      frames.push((await makeProduct(t.db, { name: `Widget Frame ${i}`, model: 'QX-900' })).id);
    }
    const adapter = (await makeProduct(t.db, { name: 'QX 900 Adapter' })).id;
    Object.assign(SEARCH_BOUNDS, { EXACT_TOTAL: 2, TOTAL_SAMPLE: 1_000_000 });
    const newest = [...frames].reverse();

    const first = await find('QX-900', 0, 3);
    expect(ids(first)).toEqual(newest.slice(0, 3));
    expect(first.meta.mode).toBe('exact');
    expect(first.total).toBe(6);
    // Past the codes, the full path: the rest of the codes, then the words' other match.
    expect(ids(await find('qx-900', 3, 4))).toEqual([...newest.slice(3), adapter]);
  });

  it('falls back to the newest products when the dictionary expected a narrow search', async () => {
    // A category's word is in one dictionary row, yet names every product of the category.
    const glimmers = await makeCategory(t.db, { name: 'Glimmers', level: 1 });
    const parts: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const at = { categoryId: glimmers.id, categoryIds: [glimmers.id] };
      parts.push((await makeProduct(t.db, { name: `Zeppo Part ${i}`, ...at })).id);
    }
    Object.assign(SEARCH_BOUNDS, { EXACT_TOTAL: 2, TOTAL_SAMPLE: 1_000_000 });
    const data = await find('glimmers');
    expect(data.total).toBe(5);
    const byId = (a: number, b: number) => a - b;
    expect(ids(data).sort(byId)).toEqual(parts.sort(byId));
  });

  it('ignores a stop word, as the English reading of the words does', async () => {
    const battery = (await makeProduct(t.db, { name: 'Galaxy Quorra Battery' })).id;
    const data = await find('battery for the quorra');
    expect(ids(data)).toEqual([battery]);
    expect(data.total).toBe(1);
  });

  it('reads a word still being typed as the dictionary words it starts', async () => {
    const flex = (await makeProduct(t.db, { name: 'Vexlo Charging Flex' })).id;
    // 'charging' stems to 'charg', which 'chargin:*' would not match as a prefix.
    expect(ids(await find('vexlo chargin'))).toEqual([flex]);
  });

  it('finds a product by its SKU with the serial still being typed, not by a short number', async () => {
    const battery = (await makeProduct(t.db, { name: 'Quorra Cell', sku: 'QRA-CELL-0731' })).id;
    expect(ids(await find('QRA-CELL-073'))).toEqual([battery]);
    expect(ids(await find('qra cell 07'))).toEqual([]);
  });
});
