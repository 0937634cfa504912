import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchQueries } from '../../db/schema';
import { queryRows } from './repository';

/** What a full-text search looks for: the lower-case query for exact codes, and a tsquery text. */
export type TextMatch = { exact: string; tsquery: string | null };
type Page = { limit: number; offset: number };
export type RankedId = { id: number; exact: boolean };

/**
 * The tsquery of both configurations, built once per statement: a scalar subquery is an InitPlan,
 * where the function calls written inline would be run again for every row a filter or a rank
 * looks at (the walk over the newest products, ts_rank_cd).
 */
const tsqueryOf = (tsquery: string) =>
  sql`(select to_tsquery('english', ${tsquery}) || to_tsquery('simple', ${tsquery}))`;

/**
 * Exact SKU or model code (btree indexes on lower()), or the words over search_vector (GIN).
 * The tsquery text is built by the service from letter-and-digit words, so it is always valid.
 * Both configurations: 'english' stems names and makers, 'simple' matches codes as written.
 */
function textCondition({ exact, tsquery }: TextMatch): SQL {
  const codes = sql`(lower(p.sku) = ${exact} or lower(p.model) = ${exact})`;
  if (tsquery === null) return sql`(p.is_active and ${codes})`;
  return sql`(p.is_active and (${codes} or p.search_vector @@ ${tsqueryOf(tsquery)}))`;
}

/**
 * How many products match, where the newest `cap` of them begin, the size of the head (those plus
 * the exact code matches), and the ids of the head's matches, newest first.
 */
export type MatchSummary = { total: number; cutoff: number; head: number; ids: number[] };

/**
 * Bounds of one search's work, whatever the catalogue's size (issue 24, a million products): a
 * sample of about TOTAL_SAMPLE products estimates the matches; up to EXACT_TOTAL of them are read
 * and counted exactly; a broader search (estimated past BROAD times EXACT_TOTAL, or counted past
 * EXACT_TOTAL) walks only the newest HEAD_WINDOW products for its head, and its total is the
 * estimate.
 */
export const SEARCH_BOUNDS = { EXACT_TOTAL: 2000, BROAD: 4, HEAD_WINDOW: 8000, TOTAL_SAMPLE: 3000 };

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * How many active products carry the code as SKU or model (below an id): the model's from
 * products_model_active_idx alone, the SKU's (unique) from its index.
 */
const codeCount = (exact: string, below: SQL = sql`${2 ** 31 - 1}`) =>
  sql`((select count(*) from products p where p.is_active and lower(p.model) = ${exact} and p.id < ${below})
    + (select count(*) from products p where p.is_active and lower(p.sku) = ${exact}
      and lower(p.model) is distinct from ${exact} and p.id < ${below}))::int`;

/**
 * Matches of a repeatable sample of table pages (TABLESAMPLE SYSTEM) scaled to the active
 * catalogue; every page, so the exact count, while the catalogue has at most TOTAL_SAMPLE
 * products.
 */
async function estimateMatches(db: Db, condition: SQL): Promise<number> {
  const [row] = await queryRows<{ estimate: number | null }>(
    db,
    sql`with active as (
        select coalesce((select c.products from catalogue_counts c where c.category_id = 0), 0) as n
      ),
      sample as (
        select count(*) filter (where ${condition}) as hits, count(*) filter (where p.is_active) as seen
        from products p tablesample system ((
          select least(100, ${SEARCH_BOUNDS.TOTAL_SAMPLE} * 100.0 / greatest(a.n, 1))::real from active a
        )) repeatable (0)
      )
      select round(s.hits::float8 / greatest(s.seen, 1) * a.n)::int as estimate from sample s, active a`,
  );
  return Number(row?.estimate ?? 0);
}

/**
 * What a search ranks and counts.
 *
 * Reading every match does not stay fast: PostgreSQL reads every matching row to count it (no
 * bitmap scan skips the table since 15.13), and even the GIN index's bitmap of a broad query costs
 * tens of milliseconds at a million products ('rear camera': 97,000 matches; the prefix of the
 * last word reads every word it starts). So a sample first estimates the matches. A narrow
 * search then reads at most EXACT_TOTAL + 1 of them through the GIN index: when that is all of
 * them, the total is exact and the head is their newest `cap`. A broad one never uses the GIN
 * index: it walks the newest HEAD_WINDOW products backwards (primary key) and stops at its cap-th
 * match; when fewer match there (its matches lie among older products), the head is the matches of
 * that window. Its total is the estimate, never below what was counted. The ranked page then reads
 * the head by id. Timed in docs/performance.md ("Search at a million products").
 */
export async function summarizeTextMatches(db: Db, match: TextMatch, cap: number): Promise<MatchSummary> {
  const { EXACT_TOTAL, BROAD, HEAD_WINDOW } = SEARCH_BOUNDS;
  const condition = textCondition(match);
  const codesBelow = (cutoff: SQL) => codeCount(match.exact, cutoff);
  const estimate = await estimateMatches(db, condition);
  let counted = 0;
  if (estimate <= BROAD * EXACT_TOTAL) {
    const [row] = await queryRows<{ n: number; ids: number[] | null }>(
      db,
      sql`select count(*)::int as n, (array_agg(m.id order by m.id desc))[1:${cap}] as ids
        from (select p.id from products p where ${condition} limit ${EXACT_TOTAL + 1}) m`,
    );
    counted = Number(row?.n ?? 0);
    const ids = (row?.ids ?? []).map(Number);
    if (counted <= EXACT_TOTAL && counted <= cap) return { total: counted, cutoff: 0, head: counted, ids };
    if (counted <= EXACT_TOTAL) {
      const cutoff = ids[cap - 1] as number;
      const [below] = await queryRows<{ n: number }>(db, sql`select ${codesBelow(sql`${cutoff}`)} as n`);
      return { total: counted, cutoff, head: cap + Number(below?.n ?? 0), ids };
    }
  }
  const [row] = await queryRows<{ ids: number[] | null; lo: number | null; below: number }>(
    db,
    sql`with win as materialized (
        select p.id, ${condition} as hit from products p order by p.id desc limit ${HEAD_WINDOW}
      ),
      head as (
        select array(select w.id from win w where w.hit order by w.id desc limit ${cap}) as ids
      ),
      cut as (
        select h.ids, case when cardinality(h.ids) >= ${cap} then h.ids[${cap}]
          else (select min(w.id) from win w) end as lo
        from head h
      )
      select c.ids, c.lo, ${codesBelow(sql`coalesce(c.lo, 0)`)} as below from cut c`,
  );
  const ids = (row?.ids ?? []).map(Number);
  const cutoff = Number(row?.lo ?? 0);
  const head = ids.length + Number(row?.below ?? 0);
  return { total: Math.max(estimate, counted, head), cutoff, head, ids };
}

/**
 * A page of the head, ranked: exact codes first (the SKU, then the model's products newest first,
 * read in order from products_model_active_idx: a model code can name 8,000 products at a
 * million), then the head's other matches by id (`ids`, from summarizeTextMatches, not through
 * the GIN index): an exact name, then ts_rank_cd (names and codes weigh A, makers B, category
 * names C; normalisation 1 prefers shorter documents).
 */
export async function findRankedMatches(db: Db, match: TextMatch, ids: number[], { limit, offset }: Page) {
  const { exact } = match;
  const codes = sql`(lower(p.sku) = ${exact} or lower(p.model) = ${exact})`;
  const [counted] = await queryRows<{ n: number }>(db, sql`select ${codeCount(exact)} as n`);
  const codeTotal = Number(counted?.n ?? 0);
  const page: RankedId[] = [];
  if (offset < codeTotal) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select c.id from (
          (select p.id, 0 as o from products p where p.is_active and lower(p.sku) = ${exact})
          union all
          (select p.id, 1 as o from products p where p.is_active and lower(p.model) = ${exact}
            order by p.id desc limit ${offset + limit + 1})
        ) c
        group by c.id order by min(c.o), c.id desc
        limit ${limit} offset ${offset}`,
    );
    page.push(...rows.map((r) => ({ id: Number(r.id), exact: true })));
  }
  const missing = limit - page.length;
  if (missing <= 0 || ids.length === 0 || match.tsquery === null) return page;
  const rank = sql`ts_rank_cd(p.search_vector, ${tsqueryOf(match.tsquery)}, 1)`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p
      where p.id = any(${intArray(ids)}::int[]) and p.is_active and ${codes} is not true
      order by lower(p.name) = ${exact} desc, ${rank} desc, p.id desc
      limit ${missing} offset ${Math.max(0, offset - codeTotal)}`,
  );
  page.push(...rows.map((r) => ({ id: Number(r.id), exact: false })));
  return page;
}

/** A page of the tail: the older matches below the head, newest first, without ranking. */
export function findOlderMatches(db: Db, match: TextMatch, cutoff: number, { limit, offset }: Page) {
  if (match.tsquery === null) return Promise.resolve([] as RankedId[]);
  return queryRows<RankedId>(
    db,
    sql`select p.id, false as exact from products p
      where p.id < ${cutoff} and p.is_active
        and p.search_vector @@ ${tsqueryOf(match.tsquery)}
        and (lower(p.sku) = ${match.exact} or lower(p.model) = ${match.exact}) is not true
      order by p.id desc limit ${limit} offset ${offset}`,
  );
}

/**
 * Names similar to a misspelt query, by pg_trgm word similarity on lower(name) (its trigram
 * index answers the <% operator; the default threshold is 0.6), most similar first.
 */
export function findSimilarNames(db: Db, query: string, { limit, offset }: Page) {
  return queryRows<RankedId>(
    db,
    sql`select p.id, false as exact from products p
      where ${query} <% lower(p.name) and p.is_active
      order by word_similarity(${query}, lower(p.name)) desc, p.id desc
      limit ${limit} offset ${offset}`,
  );
}

export async function countSimilarNames(db: Db, query: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products p where ${query} <% lower(p.name) and p.is_active`,
  );
  return Number(row?.n ?? 0);
}

export type WordCorrection = { word: string; best: string | null; similarity: number; known: boolean };

/**
 * For each word, the nearest dictionary word (GiST trigram distance) and its similarity; known
 * says the word itself is in the dictionary or, for the word being typed, starts one.
 */
export function findWordCorrections(db: Db, words: string[], prefixOfLast: boolean) {
  const last = words.at(-1) ?? '';
  const lastPattern = `${last.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return queryRows<WordCorrection>(
    db,
    sql`select u.word, b.word as best, coalesce(similarity(b.word, u.word), 0)::float8 as similarity,
        (b.word = u.word or (${prefixOfLast} and u.ord = ${words.length}
          and exists (select 1 from search_words s where s.word like ${lastPattern}))) as known
      from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as u(word, ord)
      left join lateral (
        select s.word from search_words s order by s.word <-> u.word limit 1
      ) b on true
      order by u.ord`,
  );
}

/**
 * One row per user and query (unique index search_queries_user_query_key): searching again
 * moves the row's time to now and keeps the latest result count, so a user counts once.
 */
export async function logSearch(db: Db, entry: { query: string; userId: number; resultsCount: number }) {
  await db
    .insert(searchQueries)
    .values(entry)
    .onConflictDoUpdate({
      target: [searchQueries.userId, searchQueries.query],
      set: { createdAt: sql`now()`, resultsCount: sql`excluded.results_count` },
    });
}

/**
 * Queries that found something for at least `minUsers` users since a date, by how many users
 * searched them, then the latest. One row per user and query, so a row is a user; rows of
 * deleted users (user_id null) are not counted.
 */
export function findPopularQueries(
  db: Db,
  { since, minUsers, limit }: { since: Date; minUsers: number; limit: number },
) {
  return queryRows<{ query: string; count: number }>(
    db,
    sql`select query, count(*)::int as count from search_queries
      where created_at >= ${since.toISOString()} and results_count > 0 and user_id is not null
      group by query
      having count(*) >= ${minUsers}
      order by count(*) desc, max(created_at) desc, query
      limit ${limit}`,
  );
}

/**
 * Deletes the rows older than `since` and all but the `keep` newest (rows sharing the time of
 * the last one kept may go too). The newest-first walk is a backward scan of
 * search_queries_created_query_idx. Returns how many rows went.
 */
export async function pruneSearchLog(db: Db, { since, keep }: { since: Date; keep: number }) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
        delete from search_queries
        where created_at < ${since.toISOString()}
          or created_at <= (select created_at from search_queries order by created_at desc offset ${keep} limit 1)
        returning 1
      )
      select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
