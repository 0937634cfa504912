import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/database';
import { makeProduct } from '../../../test/support/factories';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { seedDemoData } from '../../db/seed';
import { createCatalogueMemory } from './catalogue-memory';
import { findSearchResults } from './search-service';

let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  // Under 3,000 products the database counts every search exactly (its sample is the whole
  // table), so its answers are the ones the copy must give.
  await seedDemoData(db(), { products: 1200, stores: 1, members: 1, orders: 0 });
}, 120_000);

afterAll(() => database.close());

/** The bench's searches (bench/lib/data.mjs): names, misspellings, words being typed. */
const TEXT_QUERIES = [
  'iphone 14 battery',
  'iphone 13 pro max screen',
  'galaxy s23 ultra lcd',
  'charging port flex',
  'back glass',
  'rear camera',
  'loudspeaker',
  'sim tray',
  'oled assembly',
  'pixel 7 battery',
  'precision screwdriver',
  'adhesive',
  'batery',
  'samsng',
  'iphnoe 14',
  'charging prot',
  'pixle 6',
  'camra lens',
  'galaxy s21 charg',
  'the battery',
  'iphone14',
  'a',
  // A letter or two being typed: a prefix of hundreds of lexemes.
  'b',
  'c',
  'sa',
  'iphone b',
  '14',
  '100',
  'screen:* & !glass',
  "o'brien",
];

/** Words, pairs and prefixes of the seeded names, and some SKUs and models, as buyers type them. */
async function catalogueQueries(): Promise<string[]> {
  const rows = await db()
    .select({ name: products.name, sku: products.sku, model: products.model })
    .from(products)
    .orderBy(products.id);
  const every = (n: number) => rows.filter((_, i) => i % n === 0);
  const words = [...new Set(rows.flatMap((r) => r.name.toLowerCase().split(/\s+/)))];
  const queries = [
    ...every(97).map((r) => r.sku),
    ...every(89).flatMap((r) => (r.model ? [r.model.toLowerCase()] : [])),
    ...every(61).map((r) => r.name),
    ...every(53).map((r) => r.name.split(' ').slice(0, 2).join(' ')),
    ...every(43).map((r) => r.name.split(' ').slice(-2).join(' ')),
    ...words.filter((_, i) => i % 7 === 0),
    ...words.filter((w, i) => i % 11 === 0 && w.length > 4).map((w) => w.slice(0, 3)),
  ];
  return [...new Set(queries)];
}

const PAGES = [
  { maxResults: 12, startIndex: 0 },
  { maxResults: 12, startIndex: 12 },
  { maxResults: 50, startIndex: 100 },
];

describe('search from the held copy', () => {
  it('answers every search as the database does: results, order, total, mode and correction', async () => {
    const odd = await makeProduct(db(), {
      name: "O'Brien Écran « OLED » Battery 🔋",
      sku: 'ÉB-1',
      model: 'iphone14',
    });
    const memory = createCatalogueMemory({ db: db(), seconds: 60 });
    await memory?.warm();
    expect(memory).not.toBeNull();
    // Its whole name and SKU, as typed: compared as lower() in the database's locale.
    const mine = [odd.name, odd.name.toLowerCase(), odd.sku, odd.sku.toLowerCase()];
    const queries = [...TEXT_QUERIES, ...mine, ...(await catalogueQueries())];
    expect(queries.length).toBeGreaterThan(150);
    let held = 0;
    const heldSearch = memory?.search.bind(memory);
    const counting = memory && {
      ...memory,
      search: (...args: Parameters<typeof memory.search>) => {
        const found = heldSearch?.(...args) ?? null;
        if (found) held += 1;
        return found;
      },
    };
    for (const q of queries) {
      // A small head (10 ranked) pages past it into the older matches, newest first.
      for (const [i, page] of PAGES.entries()) {
        const options = { db: db(), q, raw: false, rankedMatches: i === 0 ? 2000 : 10, ...page };
        const fromDatabase = await findSearchResults(options);
        const fromCopy = await findSearchResults({ ...options, memory: counting ?? undefined });
        expect(fromCopy, `${q} ${JSON.stringify(page)}`).toEqual(fromDatabase);
      }
    }
    // Nearly every search was answered from the copy, not sent back to the database.
    expect(held).toBeGreaterThan(queries.length * PAGES.length * 0.9);
  }, 120_000);

  it('sends searches to the database after an edit of what search reads, and keeps them for a price', async () => {
    const memory = createCatalogueMemory({ db: db(), seconds: 60 });
    await memory?.warm();
    const product = await makeProduct(db(), { name: 'Zircon Widget', sku: 'ZW-1', model: null });
    // What a new product does in the routes (lib/catalogue-changes.ts): a fresh copy is read.
    memory?.invalidate();
    await memory?.warm();
    const page = { limit: 12, offset: 0, ranked: 2000 };
    const find = (q: string) =>
      findSearchResults({
        db: db(),
        q,
        raw: false,
        maxResults: 12,
        startIndex: 0,
        memory: memory ?? undefined,
      });
    expect(memory?.search({ exact: 'zircon', tsquery: "'zircon'", fewest: 1 }, page)?.ids).toEqual([
      { id: product.id, exact: false },
    ]);

    await db().update(products).set({ price: '99.50' }).where(eq(products.id, product.id));
    await memory?.patch([product.id]);
    expect((await find('zircon')).results[0]?.price).toBe(99.5);
    expect(memory?.search({ exact: 'zircon', tsquery: "'zircon'", fewest: 1 }, page)).not.toBeNull();

    await db().update(products).set({ name: 'Quartz Widget' }).where(eq(products.id, product.id));
    await memory?.patch([product.id]);
    // The copy's postings are stale: the database answers searches, with the new name, while
    // pages and products still come from the copy, patched.
    expect(memory?.search({ exact: 'quartz', tsquery: "'quartz'", fewest: 1 }, page)).toBeNull();
    expect((await find('quartz')).results.map((r) => r.name)).toEqual(['Quartz Widget']);
    expect((await find('zircon')).total).toBe(0);
    expect(JSON.parse(memory?.product(product.id) ?? '{}').data?.name).toBe('Quartz Widget');
    await memory?.close();
  });
});
