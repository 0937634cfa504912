import {
  type Product,
  SEARCH_QUERY_REQUIRED,
  type SearchData,
  type SearchMode,
  type SearchResult,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import {
  estimateMatches,
  findCodeMatches,
  findOlderMatches,
  findRankedMatches,
  type RankedId,
  SEARCH_BOUNDS,
  summarizeTextMatches,
  type TextMatch,
  type WordCorrection,
} from './match-repository';
import type { HeldMatches } from './memory-search';
import { findProductsByIds } from './repository';
import { normalizeQuery, planTextMatch, queryWords } from './search-query';
import { countSimilarNames, findSimilarNames, findWordCorrections, logSearch } from './search-repository';
import { pagination, toProduct } from './service';

/** How many of the newest matches of a broad search are ranked by relevance (see fullText). */
export const RANKED_MATCHES = 2000;
/** Below this trigram similarity a dictionary word is not what was meant ('iphnoe'-'iphone': 0.27). */
const CORRECTION_MIN_SIMILARITY = 0.25;

export { normalizeQuery, queryWords };

type Found = { ids: RankedId[]; total: number; mode: SearchMode; corrected?: string };
type Matches = { ids: RankedId[]; total: number; corrections?: WordCorrection[] | null };
type Page = { limit: number; offset: number; ranked: number; memory?: SearchMemory };

/**
 * The held catalogue (catalogue-memory.ts), when the process holds one: it answers a search's
 * matches and products without the database; null from either sends that step to the database.
 */
export type SearchMemory = {
  search(match: TextMatch, page: Omit<Page, 'memory'>): HeldMatches | null;
  products(ids: number[]): Product[] | null;
};

/**
 * Matches of the words: the head (exact codes, then the newest RANKED_MATCHES matches by
 * relevance), then the older rest newest first. Below RANKED_MATCHES matches all are ranked. A
 * page of code matches alone, of a code that more than EXACT_TOTAL products carry (a model code
 * at a million products), needs neither: its total is the estimate, as a broad search's is, never
 * below the codes. The words' lexemes and the codes are read in one statement. With `correct`,
 * a search matching nothing also brings those words' corrections.
 */
async function fullText(
  db: Db,
  query: string,
  words: string[],
  prefixLast: boolean,
  page: Page & { correct?: string[] },
): Promise<Matches> {
  const { match, codes } = await planTextMatch(db, query, words, prefixLast);
  const held = page.memory?.search(match, page);
  if (held) return held;
  if (codes > SEARCH_BOUNDS.EXACT_TOTAL && page.offset + page.limit <= codes) {
    const estimate = await estimateMatches(db, match, codes);
    return { ids: await findCodeMatches(db, match.exact, page), total: estimate };
  }
  const summary = await summarizeTextMatches(db, match, {
    cap: page.ranked,
    codes,
    want: page.offset + page.limit,
    correct: page.correct,
  });
  const { total, cutoff, head } = summary;
  if (total === 0) return { ids: [], total, corrections: summary.corrections };
  const ids = page.offset < head ? await findRankedMatches(db, match, summary.ranked, page, codes) : [];
  const missing = page.limit - ids.length;
  if (missing > 0 && head < total) {
    const offset = Math.max(0, page.offset - head);
    ids.push(...(await findOlderMatches(db, match, cutoff, { limit: missing, offset, codes })));
  }
  return { ids, total };
}

export type Correction = { words: string[]; changed: boolean; unknown: boolean };

/**
 * The words with misspelt ones replaced by the nearest dictionary word. unknown says a word is
 * neither in the dictionary nor correctable (a bare number, a 2-letter word, a wild typo).
 */
export async function correctWords(db: Db, words: string[]): Promise<Correction> {
  return correctionOf(await findWordCorrections(db, words, true));
}

function correctionOf(rows: WordCorrection[]): Correction {
  let changed = false;
  let unknown = false;
  const corrected = rows.map((row) => {
    if (row.known) return row.word;
    const fixable = row.word.length >= 3 && /\p{L}/u.test(row.word);
    if (fixable && row.best !== null && row.similarity >= CORRECTION_MIN_SIMILARITY) {
      changed = true;
      return row.best;
    }
    unknown = true;
    return row.word;
  });
  return { words: corrected, changed, unknown };
}

async function find(db: Db, query: string, raw: boolean, page: Page): Promise<Found> {
  const words = queryWords(query);
  // When nothing matches, the same statement brings the words' corrections (one round trip less).
  const first = await fullText(db, query, words, true, { ...page, correct: raw ? undefined : words });
  if (first.total > 0 || raw || words.length === 0) {
    return { ids: first.ids, total: first.total, mode: first.ids[0]?.exact ? 'exact' : 'fulltext' };
  }

  const correction = first.corrections ? correctionOf(first.corrections) : await correctWords(db, words);
  if (correction.changed) {
    const corrected = correction.words.join(' ');
    const found = await fullText(db, corrected, correction.words, false, page);
    if (found.total > 0) return { ids: found.ids, total: found.total, mode: 'fuzzy', corrected };
  }
  // Every word is a catalogue word: nothing holds them all, and similar names would not either.
  if (!correction.unknown) return { ids: [], total: 0, mode: 'fulltext' };
  const lower = query.toLowerCase();
  const ids = await findSimilarNames(db, lower, page);
  const total = ids.length === 0 && page.offset === 0 ? 0 : await countSimilarNames(db, lower);
  return { ids, total, mode: total > 0 ? 'fuzzy' : 'fulltext' };
}

type SearchOptions = {
  db: Db;
  userId: number;
  q: string;
  maxResults: number;
  startIndex: number;
  raw: boolean;
  onLogError?: (error: unknown) => void;
  /** How many of the newest matches are ranked by relevance; RANKED_MATCHES unless testing. */
  rankedMatches?: number;
  /** The held catalogue, when the process holds one: matches and products without the database. */
  memory?: SearchMemory;
  /**
   * Told the query and the total as soon as they are known, before the page's products are read:
   * the log can be written meanwhile (recordSearch), not one round trip after.
   */
  onFound?: (found: Searched) => void;
};

/** What the log keeps of a search. */
export type Searched = { query: string; total: number; startIndex: number };

/**
 * Catalogue search (spec sections 5 and 7): exact SKU or model code first, then full-text
 * relevance; when nothing matches, misspelt words are corrected, then names matched by
 * trigram similarity (unless raw). Reads only: see recordSearch for the log.
 */
export async function findSearchResults(
  options: Omit<SearchOptions, 'userId' | 'onLogError'>,
): Promise<SearchData> {
  const { db, maxResults, startIndex, raw, rankedMatches = RANKED_MATCHES, memory } = options;
  const query = normalizeQuery(options.q);
  if (query === '') throw badRequest(SEARCH_QUERY_REQUIRED);

  const page = { limit: maxResults, offset: startIndex, ranked: rankedMatches, memory };
  const found = await find(db, query, raw, page);
  options.onFound?.({ query, total: found.total, startIndex });
  const ids = found.ids.map((r) => r.id);
  const products = memory?.products(ids) ?? (await findProductsByIds(db, ids)).map(toProduct);
  const results: SearchResult[] = products.map((product) => ({
    id: product.id,
    name: product.name,
    price: product.price,
    product_code: product.sku,
    category: product.category,
    description: product.description,
    image: product.image,
    model: product.model,
    manufacturer: product.manufacturer,
    status: product.status,
    _original: product,
  }));

  return {
    results,
    total: found.total,
    max_results: maxResults,
    start_index: startIndex,
    products,
    pagination: pagination(Math.floor(startIndex / maxResults) + 1, maxResults, found.total),
    meta: { query, mode: found.mode, ...(found.corrected ? { corrected_query: found.corrected } : {}) },
  };
}

type RecordOptions = { db: Db; userId: number; search: Searched; onLogError?: (error: unknown) => void };

/** What the log keeps of a search's answer. */
export const searchedOf = (data: SearchData): Searched => ({
  query: data.meta.query,
  total: data.total,
  startIndex: data.start_index,
});

/**
 * Logs the first page of a search for popular searches (one row per user and query, its time
 * the latest search); paging through the same results is not another search, and a failed log
 * never fails the search. Says whether a row was written.
 */
export async function recordSearch({ db, userId, search, onLogError }: RecordOptions): Promise<boolean> {
  if (search.startIndex !== 0) return false;
  return logSearch(db, { query: search.query.toLowerCase(), userId, resultsCount: search.total }).then(
    () => true,
    (error: unknown) => {
      onLogError?.(error);
      return false;
    },
  );
}

/** A search and its log entry, written while the page's products are read. */
export async function searchProducts(options: SearchOptions): Promise<SearchData> {
  let logging: Promise<boolean> | undefined;
  const data = await findSearchResults({
    ...options,
    onFound: (search) => {
      logging = recordSearch({ ...options, search });
    },
  });
  await logging;
  return data;
}
