import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { makeProduct, makeUser } from '../../../test/support/factories';
import { SEARCH_BOUNDS } from './search-repository';
import { searchProducts } from './search-service';

// Issue 24: a broad search (more matches than SEARCH_BOUNDS.EXACT_TOTAL) reads a bounded part of
// the catalogue. The bounds are shrunk here so that a few products make a search broad.
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
