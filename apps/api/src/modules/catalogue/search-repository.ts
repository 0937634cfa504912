import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { prefixPattern } from '../../lib/like-pattern';
import {
  codeCount,
  type Page,
  type RankedId,
  type WordCorrection,
  wordCorrections,
} from './match-repository';
import { queryRows } from './repository';

// Issue 24's bounds live with the queries they bound; tests shrink them through this name.
export { SEARCH_BOUNDS } from './match-repository';

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

/** An atom's tsquery in both configurations, and how many products the dictionary counts for it. */
export type Lexemes = { english: string; simple: string; refs: number | null };

/**
 * Each atom of a query ('iphone', 'ip15:*') as a tsquery of both configurations ('' when English
 * drops it as a stop word) with its dictionary count, and the dictionary words starting with
 * `prefix` (up to `maxWords`, from the primary key of search_words, whose C collation serves LIKE
 * prefixes), with theirs; and how many products carry `code` (the lower-case query) as SKU or
 * model, in the same round trip.
 */
export async function findQueryLexemes(
  db: Db,
  {
    atoms,
    prefix,
    maxWords,
    code,
  }: { atoms: string[]; prefix: string | null; maxWords: number; code: string },
) {
  const pattern = prefix === null ? null : prefixPattern(prefix);
  const rows = await queryPrepared<Lexemes & { atom: string; expansion: boolean; codes: number }>(
    db,
    sql`select a.atom, a.expansion, to_tsquery('english', a.atom)::text as english,
        to_tsquery('simple', a.atom)::text as simple,
        (select w.refs from search_words w where w.word = a.atom) as refs, c.codes
      from (
        select u.atom, false as expansion from unnest(string_to_array(${atoms.join(' ')}, ' ')) as u(atom)
        union all
        select s.word, true from (
          select w.word from search_words w where w.word like ${pattern} order by w.word limit ${maxWords}
        ) s
      ) a, (select ${codeCount(code)} as codes) c`,
  );
  const lexemes = new Map(
    rows.map((r) => [
      r.atom,
      { english: r.english, simple: r.simple, refs: r.refs === null ? null : Number(r.refs) },
    ]),
  );
  return {
    lexemes,
    expansions: rows.filter((r) => r.expansion).map((r) => r.atom),
    codes: Number(rows[0]?.codes ?? 0),
  };
}

/** Each word's nearest dictionary word (wordCorrections), in the words' order. */
export function findWordCorrections(db: Db, words: string[], prefixOfLast: boolean) {
  return queryPrepared<WordCorrection>(
    db,
    sql`select w.word, w.best, w.similarity, w.known from (${wordCorrections(words, prefixOfLast)}) w order by w.ord`,
  );
}

/**
 * One row per user and query (unique index search_queries_user_query_key): searching again
 * moves the row's time to now and keeps the latest result count, so a user counts once. The log
 * only feeds popular searches, so its commit does not wait for the disk: synchronous_commit is
 * off for this statement's own transaction (set_config(..., true) lasts until it commits), so a
 * crash may lose the last few entries and a search does not wait for a WAL flush (0.5-5 ms on
 * the benchmark's machine), in one round trip.
 */
export async function logSearch(db: Db, entry: { query: string; userId: number; resultsCount: number }) {
  await db.execute(
    sql`insert into search_queries (query, user_id, results_count)
      select ${entry.query}, ${entry.userId}, ${entry.resultsCount}
      from (select set_config('synchronous_commit', 'off', true)) as no_wait
      on conflict (user_id, query) do update set created_at = now(), results_count = excluded.results_count`,
  );
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
