import type { PopularSearch } from '@portal/contract';
import type { Db } from '../../db/client';
import { findPopularQueries, pruneSearchLog } from './search-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Searches older than this neither count nor stay stored. */
export const POPULAR_WINDOW_DAYS = 30;
/**
 * A query is shown to everyone only once this many users searched it: one user cannot push a
 * term, and what one member of one store looks for is not shown to the other stores.
 */
export const POPULAR_MIN_USERS = 3;
/** The search log keeps at most this many (user, query) rows, the newest. */
export const SEARCH_LOG_MAX_ROWS = 100_000;
/** Every this many logged searches a process prunes the log. */
export const PRUNE_EVERY_SEARCHES = 1_000;

const windowStart = (now: number) => new Date(now - POPULAR_WINDOW_DAYS * DAY_MS);

/** The queries of the last 30 days that found something for at least 3 users (spec section 7). */
export async function popularSearches({ db, limit }: { db: Db; limit: number }) {
  const queries: PopularSearch[] = await findPopularQueries(db, {
    since: windowStart(Date.now()),
    minUsers: POPULAR_MIN_USERS,
    limit,
  });
  return { queries };
}

type PrunerOptions = {
  db: Db;
  every?: number;
  maxRows?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
};

/**
 * Keeps the search log bounded: every `every` logged searches, rows past the 30-day window and
 * all but the `maxRows` newest are deleted. Counting writes, not time, means an idle portal does
 * no work and a busy one prunes in proportion to what it adds (at most `every` rows per prune
 * once the log is at its cap). Resolves to the rows deleted; a failure is reported, never thrown.
 */
export function createSearchLogPruner({
  db,
  every = PRUNE_EVERY_SEARCHES,
  maxRows = SEARCH_LOG_MAX_ROWS,
  now = Date.now,
  onError,
}: PrunerOptions) {
  let writes = 0;
  return async function searchLogged(): Promise<number> {
    writes += 1;
    if (writes % every !== 0) return 0;
    return pruneSearchLog(db, { since: windowStart(now()), keep: maxRows }).catch((error: unknown) => {
      onError?.(error);
      return 0;
    });
  };
}
