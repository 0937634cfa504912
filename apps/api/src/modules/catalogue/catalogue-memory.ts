import { type Product, ProductSchema } from '@portal/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Page, TextMatch } from './match-repository';
import { createHeldSearchBuilder, type HeldMatches, type HeldSearch, searchHeld } from './memory-search';
import {
  findCatalogueVersion,
  findCategoryIds,
  findProductsBefore,
  findProductsByIds,
  type ProductRow,
} from './repository';
import { CATEGORY_NOT_FOUND, pagination, toProduct } from './service';

/**
 * Whether an edit leaves what search reads of a product as it was: its search vector (name,
 * codes, maker; a change of categories drops the whole copy) and the name and codes matched
 * exactly. Otherwise the copy's postings are stale: searches go to the database until the next
 * copy (the edit bumped the catalogue version, so the next check reads one), pages stay.
 */
const sameSearchText = (before: Product | undefined, row: ProductRow) =>
  before !== undefined &&
  before.name === row.name &&
  before.sku === row.sku &&
  before.model === row.model &&
  before.manufacturer === row.manufacturer;

/**
 * Products are numbered by slot, newest first. Their answers (JSON as the route's response schema
 * encodes it, every character past ASCII written as a \u escape) sit one after another in one
 * ASCII string: one object for the garbage collector, and a page is a few slices of it joined,
 * which Node writes to the socket in one go with the response head.
 */
type Snapshot = {
  version: number;
  /** When the database last confirmed this copy (its version read). */
  checkedAt: number;
  categories: Set<number>;
  texts: string;
  /** Where each slot's text ends in `texts` (it starts where the previous one ends). */
  ends: Int32Array;
  slots: Map<number, number>;
  /** Slots newest first, by category (0: the whole catalogue); a category includes its subtree. */
  lists: Map<number, Int32Array>;
  /** The products' search vectors as postings, names and codes (memory-search.ts); null once stale. */
  search: HeldSearch | null;
};

type Options = {
  db: Db;
  /** How old the copy may get before the database is asked whether it changed (0: no copy). */
  seconds: number;
  /** Past this many products the catalogue stays in the database (and the answer cache). */
  maxProducts?: number;
  /** Past this many characters of product answers, likewise (V8 strings stop at 2^29 - 24). */
  maxChars?: number;
  batch?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
};

const NONE = new Int32Array(0);
const PAGE_HEAD = '{"success":true,"data":{"products":[';
const PRODUCT_HEAD = '{"success":true,"data":';

/**
 * Rows encoded between two turns of the event loop while a copy is read: encoding a batch of 1,000
 * at once held every request of a process that had just started for about 25 ms (p50 of /api/health
 * for its first 2.5 s at 100,000 products).
 */
const YIELD_EVERY = 100;
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * A whole turn of the event loop, its poll phase (requests' I/O) included, between the longer
 * steps at the end of a read (10-40 ms each at 100,000 products): one setImmediate made in the
 * poll phase runs in the same turn's check phase, so two such steps would run back to back.
 */
const wholeTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

const startOf = (ends: Int32Array, slot: number) => (slot === 0 ? 0 : (ends[slot - 1] as number));

/** JSON text with every non-ASCII character escaped: the same value, and one byte a character. */
export function asciiJson(value: unknown) {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function packTexts(list: string[], maxChars: number) {
  const ends = new Int32Array(list.length);
  let size = 0;
  list.forEach((text, slot) => {
    size += text.length;
    ends[slot] = size;
  });
  return size > maxChars ? null : { texts: list.join(''), ends };
}

/**
 * The catalogue held in memory (decision 007): every product's JSON and, for every category,
 * its products newest first, so any catalogue page or product is answered without the
 * database. Once the copy is `seconds` old, the catalogue version (bumped by a trigger on every
 * write to products or categories) is read: unchanged, the copy is kept; changed, a new copy is
 * read in batches in the background while the old one answers, for at most twice `seconds`.
 * Before the first copy, and for catalogues past `maxProducts`, answers are null and the routes
 * read the database.
 */
export function createCatalogueMemory(options: Options) {
  const {
    db,
    seconds,
    maxProducts = 250_000,
    maxChars = 2 ** 28,
    batch = 1_000,
    now = Date.now,
    onError,
  } = options;
  if (seconds <= 0) return null;
  const ttl = seconds * 1000;
  let current: Snapshot | null = null;
  let refreshing: Promise<void> | null = null;
  let lastTry = Number.NEGATIVE_INFINITY;
  let closed = false;
  // Set once the first read has ended, with a copy or without (too large, or failed).
  let firstReadDone = false;
  // Bumped by invalidate() and patch(): a read begun before a change must not become the copy.
  let generation = 0;
  // Products edited since the copy was read (patch), by slot: their answers as they are now.
  let edited = new Map<number, string>();
  let patching: Promise<void> = Promise.resolve();
  const textOf = (held: Snapshot, slot: number) =>
    edited.get(slot) ?? held.texts.slice(startOf(held.ends, slot), held.ends[slot]);
  const replace = (next: Snapshot | null) => {
    current = next;
    edited = new Map();
  };

  async function readCopy(version: number, checkedAt: number): Promise<Snapshot | null> {
    const categories = new Set(await findCategoryIds(db));
    const texts: string[] = [];
    const slots = new Map<number, number>();
    const lists = new Map<number, number[]>();
    const search = createHeldSearchBuilder();
    let before: number | null = null;
    for (;;) {
      if (closed) return null;
      const rows = await findProductsBefore(db, before, batch);
      for (const [i, row] of rows.entries()) {
        // Requests wait for no more than a slice of the batch (100 rows, about 2 ms).
        if (i > 0 && i % YIELD_EVERY === 0) await yieldToRequests();
        const slot = texts.length;
        texts.push(asciiJson(z.encode(ProductSchema, toProduct(row))));
        slots.set(row.id, slot);
        search.add(slot, row);
        for (const categoryId of new Set([0, ...row.categoryIds])) {
          const list = lists.get(categoryId);
          if (list) list.push(slot);
          else lists.set(categoryId, [slot]);
        }
      }
      if (rows.length < batch) break;
      before = rows[rows.length - 1]?.id ?? null;
    }
    const packed = new Map([...lists].map(([categoryId, list]) => [categoryId, Int32Array.from(list)]));
    const text = packTexts(texts, maxChars);
    if (!text) return null;
    await wholeTurn();
    return {
      version,
      checkedAt,
      categories,
      slots,
      lists: packed,
      search: await search.build(wholeTurn),
      ...text,
    };
  }

  async function refresh() {
    const started = generation;
    const checkedAt = now();
    const { version, products } = await findCatalogueVersion(db);
    if (current && current.version === version) {
      current.checkedAt = checkedAt;
      return;
    }
    const next = products > maxProducts ? null : await readCopy(version, checkedAt);
    if (started === generation) replace(next);
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
          firstReadDone = true;
        });
    }
    return current && time - current.checkedAt < 2 * ttl ? current : null;
  }

  /**
   * Drops the copy after a write in this process (lib/catalogue-changes.ts): the database
   * answers until a new copy is read, which starts with the next request.
   */
  function invalidate() {
    generation += 1;
    replace(null);
    lastTry = Number.NEGATIVE_INFINITY;
  }

  return {
    /** A page's JSON, or null when the database must answer. Unknown category: 404. */
    page({ page, limit, categoryId }: { page: number; limit: number; categoryId?: number }): string | null {
      const held = copy();
      if (!held) return null;
      if (categoryId !== undefined && !held.categories.has(categoryId)) throw notFound(CATEGORY_NOT_FOUND);
      const list = held.lists.get(categoryId ?? 0) ?? NONE;
      let body = PAGE_HEAD;
      const first = (page - 1) * limit;
      const last = Math.min(list.length, page * limit);
      for (let k = first; k < last; k++) {
        body += `${k === first ? '' : ','}${textOf(held, list[k] as number)}`;
      }
      return `${body}],"pagination":${JSON.stringify(pagination(page, limit, list.length))}}}`;
    },
    /** A product's JSON, or null when the database must answer (not held, or unknown). */
    product(id: number): string | null {
      const held = copy();
      const slot = held?.slots.get(id);
      if (!held || slot === undefined) return null;
      return `${PRODUCT_HEAD}${textOf(held, slot)}}`;
    },
    /**
     * A search's matches from the copy (memory-search.ts), or null when the database must answer
     * (no copy, its postings stale after an edit, or a query form the port does not read).
     */
    search(match: TextMatch, page: Page & { ranked: number }): HeldMatches | null {
      const held = copy();
      return held?.search ? searchHeld(held.search, match, page) : null;
    },
    /** The products of the ids, in their order, or null unless the copy holds every one. */
    products(ids: number[]): Product[] | null {
      const held = copy();
      if (!held) return null;
      const found: Product[] = [];
      for (const id of ids) {
        const slot = held.slots.get(id);
        if (slot === undefined) return null;
        found.push(JSON.parse(textOf(held, slot)) as Product);
      }
      return found;
    },
    /** Starts reading the copy (at start-up) and resolves when the read in progress ends. */
    warm() {
      copy();
      return refreshing ?? Promise.resolve();
    },
    invalidate,
    /** Whether the read started at start-up (warm) has ended: the process is ready for traffic. */
    ready: () => firstReadDone,
    /**
     * Re-reads just these products after an edit (price, stock, texts, image) and answers with
     * them from then on; one that left the store or changed categories drops the whole copy
     * instead. Patches run one after another, so a later edit is never overwritten by an earlier
     * read. Resolves when the copy answers with the edit.
     */
    patch(productIds: number[]) {
      generation += 1;
      patching = patching.then(async () => {
        const held = current;
        if (!held) return;
        const rows = await findProductsByIds(db, productIds);
        if (current !== held) return;
        for (const id of productIds) {
          const slot = held.slots.get(id);
          const row = rows.find((r) => r.id === id);
          const before = slot === undefined ? undefined : (JSON.parse(textOf(held, slot)) as Product);
          if (!row || slot === undefined || String(before?.category_ids) !== String(row.categoryIds)) {
            invalidate();
            return;
          }
          if (!sameSearchText(before, row)) held.search = null;
          edited.set(slot, asciiJson(z.encode(ProductSchema, toProduct(row))));
        }
      });
      patching = patching.catch((error) => {
        invalidate();
        onError?.(error);
      });
      return patching;
    },
    close() {
      closed = true;
      return refreshing ?? Promise.resolve();
    },
  };
}
