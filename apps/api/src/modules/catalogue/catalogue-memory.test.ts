import { ProductListResponseSchema, ProductResponseSchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../../test/support/database';
import { makeCategory, makeProduct } from '../../../test/support/factories';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { seedDemoData } from '../../db/seed';
import type { AppError } from '../../lib/app-error';
import { asciiJson, createCatalogueMemory } from './catalogue-memory';
import { findCatalogueVersion } from './repository';
import { getProduct, listProducts } from './service';

let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(db(), { products: 700, stores: 1, members: 1, orders: 0 });
}, 120_000);

afterAll(() => database.close());

/** What the routes answer from the database, as Fastify would send it. */
async function fromDatabase(query: { page: number; limit: number; categoryId?: number }) {
  const data = await listProducts({ db: db(), ...query });
  return JSON.stringify(z.encode(ProductListResponseSchema, { success: true, data }));
}

/** The memory's answer is the database's, to the byte once non-ASCII is escaped, and pure ASCII. */
function expectSameAnswer(held: string | null | undefined, answer: string, what: string) {
  expect(held, what).toBe(asciiJson(JSON.parse(answer)));
  expect(held, what).toMatch(/^[\x20-\x7e]*$/);
  expect(JSON.parse(held ?? 'null'), what).toEqual(JSON.parse(answer));
}

async function productAnswer(id: number) {
  return JSON.stringify(
    z.encode(ProductResponseSchema, { success: true, data: await getProduct({ db: db(), id }) }),
  );
}

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

describe('catalogue held in memory', () => {
  it('answers every page of every category and every product as the database does', async () => {
    const odd = await makeProduct(db(), { name: 'Écran « OLED » — 5″ 🔋', description: 'Größe: 5″, 電池' });
    const memory = createCatalogueMemory({ db: db(), seconds: 60, batch: 97 });
    expect(memory?.ready()).toBe(false);
    expect(memory?.page({ page: 1, limit: 12 })).toBeNull();
    await memory?.warm();
    expect(memory?.ready()).toBe(true);
    const ids = (await db().select({ id: categories.id }).from(categories)).map((c) => c.id);
    const queries = [
      { page: 1, limit: 12 },
      { page: 3, limit: 50 },
      { page: 59, limit: 12 },
      { page: 9999, limit: 100 },
      ...ids.flatMap((categoryId) => [
        { page: 1, limit: 12, categoryId },
        { page: 2, limit: 5, categoryId },
        { page: 40, limit: 12, categoryId },
      ]),
    ];
    for (const query of queries)
      expectSameAnswer(memory?.page(query), await fromDatabase(query), JSON.stringify(query));
    const some = await db().select({ id: products.id }).from(products).limit(40);
    for (const { id } of [...some, odd]) {
      const data = await getProduct({ db: db(), id });
      const answer = JSON.stringify(z.encode(ProductResponseSchema, { success: true, data }));
      expectSameAnswer(memory?.product(id), answer, `product ${id}`);
    }
    const first = JSON.parse(memory?.page({ page: 1, limit: 12 }) ?? '{}');
    expect(first.data.products[0]).toMatchObject({
      name: 'Écran « OLED » — 5″ 🔋',
      description: 'Größe: 5″, 電池',
    });
    expect(memory?.product(987_654)).toBeNull();
    expect(() => memory?.page({ page: 1, limit: 12, categoryId: 987_654 })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', message: 'Category not found' }) as AppError,
    );
    await memory?.close();
  });

  it('shows a catalogue change once the copy is due, and keeps an unchanged copy without reading it again', async () => {
    const time = clock();
    const memory = createCatalogueMemory({ db: db(), seconds: 60, now: time.now });
    await memory?.warm();
    const category = await makeCategory(db(), { name: 'Late Category', level: 1 });
    const late = await makeProduct(db(), {
      name: 'Late Arrival',
      categoryId: category.id,
      categoryIds: [category.id],
    });
    time.pass(30_000);
    expect(memory?.product(late.id)).toBeNull();
    expect(() => memory?.page({ page: 1, limit: 12, categoryId: category.id })).toThrow('Category not found');
    time.pass(30_000);
    await memory?.warm();
    expect(JSON.parse(memory?.product(late.id) ?? 'null').data.name).toBe('Late Arrival');
    expect(JSON.parse(memory?.page({ page: 1, limit: 12, categoryId: category.id }) ?? '{}').data).toEqual({
      products: [expect.objectContaining({ id: late.id })],
      pagination: { page: 1, limit: 12, total: 1, pages: 1 },
    });

    // A product written with the version trigger off: an unchanged version keeps the copy as it is.
    await database.query('alter table products disable trigger products_catalogue_version_trigger');
    const unseen = await makeProduct(db(), { name: 'Unseen', categoryIds: [category.id] });
    await database.query('alter table products enable trigger products_catalogue_version_trigger');
    time.pass(60_000);
    await memory?.warm();
    expect(memory?.product(unseen.id)).toBeNull();
    await db().update(products).set({ name: 'Renamed Arrival' }).where(eq(products.id, late.id));
    time.pass(60_000);
    await memory?.warm();
    expect(JSON.parse(memory?.product(late.id) ?? 'null').data.name).toBe('Renamed Arrival');
    await memory?.close();
  });

  it('patches edited products in place: their answers change, every other answer stays', async () => {
    const memory = createCatalogueMemory({ db: db(), seconds: 60 });
    await memory?.warm();
    const [first, second] = await db().select().from(products).where(eq(products.isActive, true)).limit(2);
    const pageBefore = memory?.page({ page: 1, limit: 100 });
    await db()
      .update(products)
      .set({ price: '777.77', name: 'Patched Part' })
      .where(eq(products.id, first!.id));
    await memory?.patch([first!.id]);
    expectSameAnswer(memory?.product(first!.id), await productAnswer(first!.id), 'patched product');
    expect(JSON.parse(memory?.product(first!.id) ?? '{}').data.price).toBe(777.77);
    expectSameAnswer(memory?.product(second!.id), await productAnswer(second!.id), 'other product');
    expect(memory?.page({ page: 1, limit: 100 })).toBe(
      await fromDatabase({ page: 1, limit: 100 }).then((a) => asciiJson(JSON.parse(a))),
    );
    expect(pageBefore).not.toBeNull();
  });

  it('drops the whole copy when an edited product changed categories or left the store', async () => {
    const memory = createCatalogueMemory({ db: db(), seconds: 60 });
    await memory?.warm();
    const leaf = await makeCategory(db(), { name: `Moved ${Date.now()}` });
    const [moved, gone] = await db().select().from(products).where(eq(products.isActive, true)).limit(2);
    await db()
      .update(products)
      .set({ categoryId: leaf.id, categoryIds: [leaf.id] })
      .where(eq(products.id, moved!.id));
    await memory?.patch([moved!.id]);
    expect(memory?.product(moved!.id)).toBeNull();
    await memory?.warm();
    expect(memory?.product(moved!.id)).not.toBeNull();
    await db().update(products).set({ isActive: false }).where(eq(products.id, gone!.id));
    await memory?.patch([gone!.id]);
    expect(memory?.page({ page: 1, limit: 12 })).toBeNull();
    await db().update(products).set({ isActive: true }).where(eq(products.id, gone!.id));
  });

  it('bumps the catalogue version on every write to products or categories', async () => {
    const version = async () => (await findCatalogueVersion(db())).version;
    const start = await version();
    const made = await makeProduct(db(), { name: 'Version Probe' });
    expect(await version()).toBe(start + 1);
    await db().update(products).set({ price: '11.00' }).where(eq(products.id, made.id));
    await db().delete(products).where(eq(products.id, made.id));
    await makeCategory(db(), { name: 'Version Category' });
    expect(await version()).toBe(start + 4);
  });

  it('leaves a catalogue past its size limit to the database, and keeps nothing when off', async () => {
    const small = createCatalogueMemory({ db: db(), seconds: 60, maxProducts: 10 });
    await small?.warm();
    expect(small?.page({ page: 1, limit: 12 })).toBeNull();
    // Nothing to wait for: the process is ready with the database answering.
    expect(small?.ready()).toBe(true);
    await small?.close();
    const wordy = createCatalogueMemory({ db: db(), seconds: 60, maxChars: 10_000 });
    await wordy?.warm();
    expect(wordy?.page({ page: 1, limit: 12 })).toBeNull();
    await wordy?.close();
    const roomy = createCatalogueMemory({ db: db(), seconds: 60, maxChars: 10_000_000 });
    await roomy?.warm();
    expect(roomy?.page({ page: 1, limit: 12 })).not.toBeNull();
    await roomy?.close();
    expect(createCatalogueMemory({ db: db(), seconds: 0 })).toBeNull();
  });

  it('stops answering from a copy the database could not confirm for twice its age', async () => {
    const time = clock();
    const memory = createCatalogueMemory({ db: db(), seconds: 60, now: time.now });
    await memory?.warm();
    expect(memory?.page({ page: 1, limit: 12 })).not.toBeNull();
    // A refresh is due but keeps failing: the old copy answers until it is 120 s old.
    await database.query('alter table catalogue_version rename to catalogue_version_gone');
    try {
      time.pass(90_000);
      await memory?.warm();
      expect(memory?.page({ page: 1, limit: 12 })).not.toBeNull();
      time.pass(30_000);
      expect(memory?.page({ page: 1, limit: 12 })).toBeNull();
    } finally {
      await database.query('alter table catalogue_version_gone rename to catalogue_version');
    }
    await memory?.close();
  });
});
