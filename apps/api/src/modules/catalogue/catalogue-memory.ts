import { ProductSchema } from '@portal/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findCatalogueVersion, findCategoryIds, findProductsBefore } from './repository';
import { CATEGORY_NOT_FOUND, pagination, toProduct } from './service';

type Snapshot = {
  version: number;
  /** When the database last confirmed this copy (its version read). */
  checkedAt: number;
  categories: Set<number>;
  /** Every product's answer, as the route's response schema encodes it. */
  products: Map<number, string>;
  /** Product ids newest first, by category (0: the whole catalogue); a category includes its subtree. */
  lists: Map<number, Int32Array>;
};

type Options = {
  db: Db;
  /** How old the copy may get before the database is asked whether it changed (0: no copy). */
  seconds: number;
  /** Past this many products the catalogue stays in the database (and the answer cache). */
  maxProducts?: number;
  batch?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
};

const NONE = new Int32Array(0);
const envelope = (data: string) => `{"success":true,"data":${data}}`;

/**
 * The catalogue held in memory (decision 007): every product's JSON and, for every category,
 * its product ids newest first, so any catalogue page or product is answered without the
 * database. Once the copy is `seconds` old, the catalogue version (bumped by a trigger on every
 * write to products or categories) is read: unchanged, the copy is kept; changed, a new copy is
 * read in batches in the background while the old one answers, for at most twice `seconds`.
 * Before the first copy, and for catalogues past `maxProducts`, answers are null and the routes
 * read the database.
 */
export function createCatalogueMemory(options: Options) {
  const { db, seconds, maxProducts = 250_000, batch = 1_000, now = Date.now, onError } = options;
  if (seconds <= 0) return null;
  const ttl = seconds * 1000;
  let current: Snapshot | null = null;
  let refreshing: Promise<void> | null = null;
  let lastTry = Number.NEGATIVE_INFINITY;
  let closed = false;

  async function readCopy(version: number, checkedAt: number): Promise<Snapshot | null> {
    const categories = new Set(await findCategoryIds(db));
    const products = new Map<number, string>();
    const lists = new Map<number, number[]>();
    let before: number | null = null;
    for (;;) {
      if (closed) return null;
      const rows = await findProductsBefore(db, before, batch);
      for (const row of rows) {
        products.set(row.id, JSON.stringify(z.encode(ProductSchema, toProduct(row))));
        for (const categoryId of new Set([0, ...row.categoryIds])) {
          const list = lists.get(categoryId);
          if (list) list.push(row.id);
          else lists.set(categoryId, [row.id]);
        }
      }
      if (rows.length < batch) break;
      before = rows[rows.length - 1]?.id ?? null;
    }
    const ids = new Map([...lists].map(([categoryId, list]) => [categoryId, Int32Array.from(list)]));
    return { version, checkedAt, categories, products, lists: ids };
  }

  async function refresh() {
    const checkedAt = now();
    const { version, products } = await findCatalogueVersion(db);
    if (current && current.version === version) {
      current = { ...current, checkedAt };
      return;
    }
    current = products > maxProducts ? null : await readCopy(version, checkedAt);
  }

  /** The copy to answer from; starts a refresh when there is none or it is due. */
  function copy(): Snapshot | null {
    const time = now();
    const due = !current || time - current.checkedAt >= ttl;
    if (due && !refreshing && !closed && time - lastTry >= ttl / 10) {
      lastTry = time;
      refreshing = refresh()
        .catch((error) => onError?.(error))
        .finally(() => {
          refreshing = null;
        });
    }
    return current && time - current.checkedAt < 2 * ttl ? current : null;
  }

  return {
    /** A page's JSON text, or null when the database must answer. Unknown category: 404. */
    page({ page, limit, categoryId }: { page: number; limit: number; categoryId?: number }) {
      const held = copy();
      if (!held) return null;
      if (categoryId !== undefined && !held.categories.has(categoryId)) throw notFound(CATEGORY_NOT_FOUND);
      const ids = held.lists.get(categoryId ?? 0) ?? NONE;
      const start = (page - 1) * limit;
      const items: string[] = [];
      for (const id of ids.subarray(start, start + limit)) items.push(held.products.get(id) as string);
      const paging = JSON.stringify(pagination(page, limit, ids.length));
      return envelope(`{"products":[${items.join(',')}],"pagination":${paging}}`);
    },
    /** A product's JSON text, or null when the database must answer (not held, or unknown). */
    product(id: number) {
      const text = copy()?.products.get(id);
      return text === undefined ? null : envelope(text);
    },
    /** Starts reading the copy (at start-up) and resolves when the read in progress ends. */
    warm() {
      copy();
      return refreshing ?? Promise.resolve();
    },
    close() {
      closed = true;
      return refreshing ?? Promise.resolve();
    },
  };
}
