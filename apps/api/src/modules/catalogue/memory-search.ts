import type { Page, RankedId, TextMatch } from './match-repository';
import type { SearchText } from './repository';
import {
  createSearchIndexBuilder,
  entriesOf,
  lexemeRange,
  matchingSlots,
  type SearchIndex,
  union,
} from './search-index';
import { rankCd } from './text-rank';
import { parseTsquery, type TsQuery } from './ts-text';

/**
 * What the held copy knows for search, by slot (slot 0 the newest product): the postings, each
 * product's id and lower-case name, and the slots of each lower-case SKU and model.
 */
export type HeldSearch = {
  index: SearchIndex;
  ids: Int32Array;
  names: string[];
  skus: Map<string, number[]>;
  models: Map<string, number[]>;
};

const addTo = (map: Map<string, number[]>, key: string, slot: number) => {
  const list = map.get(key);
  if (list) list.push(slot);
  else map.set(key, [slot]);
};

/** Collects the products slot by slot (0, 1, 2...) with what search compares of them. */
export function createHeldSearchBuilder() {
  const index = createSearchIndexBuilder();
  const ids: number[] = [];
  const names: string[] = [];
  const skus = new Map<string, number[]>();
  const models = new Map<string, number[]>();
  return {
    add(slot: number, product: SearchText & { id: number }) {
      index.add(slot, product.searchVector);
      ids.push(product.id);
      names.push(product.lowerName);
      addTo(skus, product.lowerSku, slot);
      if (product.lowerModel !== null) addTo(models, product.lowerModel, slot);
    },
    /** `pause` lets requests run between the packing steps (search-index.ts). */
    build: async (pause?: () => Promise<void>): Promise<HeldSearch> => ({
      index: await index.build(pause),
      ids: Int32Array.from(ids),
      names,
      skus,
      models,
    }),
  };
}

export type HeldMatches = { ids: RankedId[]; total: number };

/** The code's products: the SKU's, then the model's newest first (findCodeMatches). */
function codeSlots(held: HeldSearch, exact: string): number[] {
  const sku = held.skus.get(exact) ?? [];
  const model = (held.models.get(exact) ?? []).filter((slot) => !sku.includes(slot));
  return [...sku, ...model];
}

/**
 * The head's matches other than the codes, by relevance as rankedHead orders them: an exact name
 * first, then ts_rank_cd, then the newest; the first `want`.
 */
function rankHead(held: HeldSearch, query: TsQuery, exact: string, head: number[], want: number): number[] {
  const ranges = query.terms.map((term) => lexemeRange(held.index, term));
  const scored = head.map((slot) => ({
    slot,
    named: held.names[slot] === exact,
    rank: rankCd(query, entriesOf(held.index, slot, ranges), held.index.lengths[slot] as number),
  }));
  scored.sort((a, b) => Number(b.named) - Number(a.named) || b.rank - a.rank || a.slot - b.slot);
  return scored.slice(0, want).map((s) => s.slot);
}

/**
 * A search answered from the held copy, in the order the database answers a narrow one
 * (summarizeTextMatches, findRankedMatches, findOlderMatches): the code matches, then the newest
 * `ranked` matches other than codes by relevance, then the older ones newest first. The total is
 * exact at any breadth (the database estimates a broad search's), and a broad search's head is
 * its newest `ranked` matches, not those among the newest 8,000 products. Null when the query has
 * a form this port of PostgreSQL's matching does not read (text-rank.ts): the database answers.
 */
export function searchHeld(
  held: HeldSearch,
  match: TextMatch,
  page: Page & { ranked: number },
): HeldMatches | null {
  const query = match.tsquery === null ? null : parseTsquery(match.tsquery);
  if (match.tsquery !== null && query === null) return null;
  const codes = codeSlots(held, match.exact);
  const words = query ? matchingSlots(held.index, query) : new Int32Array(0);
  const all = union(Int32Array.from(codes).sort(), words);
  const isCode = new Set(codes);
  const head = Array.from(all.subarray(0, page.ranked));
  const want = page.offset + page.limit - codes.length;
  const ranked =
    query && want > 0
      ? rankHead(
          held,
          query,
          match.exact,
          head.filter((slot) => !isCode.has(slot)),
          want,
        )
      : [];
  const order: { slot: number; exact: boolean }[] = codes.map((slot) => ({ slot, exact: true }));
  for (const slot of ranked) order.push({ slot, exact: false });
  // The older matches: only as many as the page reaches.
  for (let k = head.length; k < all.length && order.length < page.offset + page.limit; k++) {
    const slot = all[k] as number;
    if (!isCode.has(slot)) order.push({ slot, exact: false });
  }
  const ids = order
    .slice(page.offset, page.offset + page.limit)
    .map(({ slot, exact }) => ({ id: held.ids[slot] as number, exact }));
  return { ids, total: all.length };
}
