import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchQueries } from '../../db/schema';
import { queryRows } from './repository';

/** What a full-text search looks for: the lower-case query for exact codes, and a tsquery text. */
export type TextMatch = { exact: string; tsquery: string | null };
type Page = { limit: number; offset: number };
export type RankedId = { id: number; exact: boolean };

/**
 * Exact SKU or model code (btree indexes on lower()), or the words over search_vector (GIN).
 * The tsquery text is built by the service from letter-and-digit words, so it is always valid.
 * Both configurations: 'english' stems names and makers, 'simple' matches codes as written.
 */
function textCondition({ exact, tsquery }: TextMatch): SQL {
  const codes = sql`(lower(p.sku) = ${exact} or lower(p.model) = ${exact})`;
  if (tsquery === null) return sql`(p.is_active and ${codes})`;
  return sql`(p.is_active and (${codes} or p.search_vector @@ (to_tsquery('english', ${tsquery}) || to_tsquery('simple', ${tsquery}))))`;
}

/** How many products match, and where the newest `cap` of them begin. */
export type MatchSummary = { total: number; cutoff: number; head: number };

/** How many of the newest products are looked at to tell a dense word from a sparse one. */
const SAMPLE_ROWS = 500;

/**
 * The number of matches, the id from which the newest `cap` matches start, and the size of the
 * head (those plus the exact code matches), the only part ranked by relevance. Ranking is the
 * costly part of a broad search ('apple' matches a third of the catalogue), so its work is
 * bounded by `cap`.
 *
 * Every pass over the matches reads their rows (the GIN index needs a recheck), so the statement
 * makes as few as it can. It first looks at the newest SAMPLE_ROWS products. Where at least a
 * quarter match (a dense word), it counts the matches and walks the primary key backwards to the
 * cap-th one, which is near. Otherwise it counts them and sorts their ids in the same pass. The
 * exact codes below the cutoff come from their btree indexes. Timed against one materialized pass
 * over every match in docs/performance.md ("Measurements the code refers to").
 */
export async function summarizeTextMatches(db: Db, match: TextMatch, cap: number): Promise<MatchSummary> {
  const codes = sql`(lower(p.sku) = ${match.exact} or lower(p.model) = ${match.exact})`;
  const condition = textCondition(match);
  const dense = sql`(sample.hits * 4 >= sample.seen and sample.hits > 0)`;
  const [row] = await queryRows<MatchSummary>(
    db,
    sql`with sample as (
        select count(*) filter (where s.hit) as hits, count(*) as seen
        from (select ${condition} as hit from products p order by p.id desc limit ${SAMPLE_ROWS}) s
      ),
      walked as (
        select (select count(*) from products p where ${condition})::int as total,
          coalesce((select p.id from products p where ${condition}
            order by p.id desc offset ${cap - 1} limit 1), 0) as cutoff
        from sample where ${dense}
      ),
      sorted as (
        select a.total, case when a.total > ${cap} then a.ids[${cap}] else 0 end as cutoff
        from sample, lateral (
          select count(*)::int as total, array_agg(p.id order by p.id desc) as ids
          from products p where ${condition}
        ) a
        where not ${dense}
      )
      select x.total, x.cutoff::int as cutoff,
        case when x.cutoff = 0 then x.total
          else ${cap} + (select count(*) from products p where p.is_active and ${codes} and p.id < x.cutoff)::int
        end as head
      from (select * from walked union all select * from sorted) x`,
  );
  return row ?? { total: 0, cutoff: 0, head: 0 };
}

/**
 * A page of the head, ranked: exact codes first, then an exact name, then ts_rank_cd (names and
 * codes weigh A, makers B, category names C; normalisation 1 prefers shorter documents).
 */
export function findRankedMatches(db: Db, match: TextMatch, cutoff: number, { limit, offset }: Page) {
  const codes = sql`(lower(p.sku) = ${match.exact} or lower(p.model) = ${match.exact})`;
  const words =
    match.tsquery === null
      ? null
      : sql`(to_tsquery('english', ${match.tsquery}) || to_tsquery('simple', ${match.tsquery}))`;
  const newest = words === null ? sql`false` : sql`(p.id >= ${cutoff} and p.search_vector @@ ${words})`;
  const rank = words === null ? sql`0` : sql`ts_rank_cd(p.search_vector, ${words}, 1)`;
  return queryRows<RankedId>(
    db,
    sql`select p.id, ${codes} as exact from products p
      where p.is_active and (${codes} or ${newest})
      order by exact desc, lower(p.name) = ${match.exact} desc, ${rank} desc, p.id desc
      limit ${limit} offset ${offset}`,
  );
}

/** A page of the tail: the older matches below the head, newest first, without ranking. */
export function findOlderMatches(db: Db, match: TextMatch, cutoff: number, { limit, offset }: Page) {
  if (match.tsquery === null) return Promise.resolve([] as RankedId[]);
  return queryRows<RankedId>(
    db,
    sql`select p.id, false as exact from products p
      where p.id < ${cutoff} and p.is_active
        and p.search_vector @@ (to_tsquery('english', ${match.tsquery}) || to_tsquery('simple', ${match.tsquery}))
        and not (lower(p.sku) = ${match.exact} or lower(p.model) = ${match.exact})
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
