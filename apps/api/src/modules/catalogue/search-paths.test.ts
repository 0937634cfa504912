import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/app';
import { makeCategory, makeProduct, makeUser } from '../../../test/support/factories';
import { SEARCH_BOUNDS } from './search-repository';
import { searchProducts } from './search-service';

// Issue 24: the shortcuts a search takes at scale answer as the full path would. The bounds are
// shrunk so that a few products take them; a sample of every page keeps totals exact.
let t: TestContext;
let userId: number;
const bounds = { ...SEARCH_BOUNDS };

beforeAll(async () => {
  t = await createTestApp();
  userId = (await makeUser(t.db)).id;
});
afterEach(() => Object.assign(SEARCH_BOUNDS, bounds));
afterAll(() => t.close());

const run = (q: string, startIndex = 0, maxResults = 10) =>
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

    const first = await run('QX-900', 0, 3);
    expect(ids(first)).toEqual(newest.slice(0, 3));
    expect(first.meta.mode).toBe('exact');
    expect(first.total).toBe(6);
    // Past the codes, the full path: the rest of the codes, then the words' other match.
    expect(ids(await run('qx-900', 3, 4))).toEqual([...newest.slice(3), adapter]);
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
    const data = await run('glimmers');
    expect(data.total).toBe(5);
    const byId = (a: number, b: number) => a - b;
    expect(ids(data).sort(byId)).toEqual(parts.sort(byId));
  });

  it('ignores a stop word, as the English reading of the words does', async () => {
    const battery = (await makeProduct(t.db, { name: 'Galaxy Quorra Battery' })).id;
    const data = await run('battery for the quorra');
    expect(ids(data)).toEqual([battery]);
    expect(data.total).toBe(1);
  });

  it('reads a word still being typed as the dictionary words it starts', async () => {
    const flex = (await makeProduct(t.db, { name: 'Vexlo Charging Flex' })).id;
    // 'charging' stems to 'charg', which 'chargin:*' would not match as a prefix.
    expect(ids(await run('vexlo chargin'))).toEqual([flex]);
  });

  it('finds a product by its SKU with the serial still being typed, not by a short number', async () => {
    const battery = (await makeProduct(t.db, { name: 'Quorra Cell', sku: 'QRA-CELL-0731' })).id;
    expect(ids(await run('QRA-CELL-073'))).toEqual([battery]);
    expect(ids(await run('qra cell 07'))).toEqual([]);
  });
});
