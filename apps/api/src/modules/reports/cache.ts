import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import { queryRows } from '../../db/rows';

// Issue 24: sums over the report aggregates cost up to a second at a million orders (a year of
// products is hundreds of thousands of rows), so a process keeps what it computed for as long as
// nobody has changed the aggregates since. report_versions (migration 0016) names, per slot, the
// last committed transaction that changed them: its rows are read first, the sums after, so the
// sums hold every change those rows name; a change committed later rewrites a row with a
// transaction id never used before, so the next reader sees other rows and computes again. Exact
// across processes, as every process asks the database; nothing to invalidate.

/** The rows of report_versions for the aggregates as one string: equal strings, unchanged aggregates. */
export async function readReportVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ version: string | null }>(
    db,
    sql`select string_agg(slot || ':' || version, ',' order by slot) as version from report_versions where slot < 32`,
  );
  return row?.version ?? '';
}

/** The same with the catalogue's version (decision 007): for answers that hold product names. */
export async function readReportAndCatalogueVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select coalesce((select string_agg(slot || ':' || version, ',' order by slot) from report_versions
          where slot < 32), '')
        || '/' || coalesce((select version::text from catalogue_version where id = 1), '') as version`,
  );
  return row?.version ?? '';
}

export type DashboardVersions = { today: string; recent: string; settled: string; people: string };

/**
 * The database's UTC day and the three sets of report_versions (migration 0016), as four columns
 * of the dashboard's statement: slots 0-15 move with changes from yesterday on, 16-31 with changes
 * before today, 32-47 with changes to stores and users. Days before yesterday by this clock are
 * settled: kept while the second set is unchanged.
 */
export const dashboardVersionColumns = sql`to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as today,
    coalesce((select string_agg(slot || ':' || version, ',' order by slot) from report_versions where slot < 16), '') as recent,
    coalesce((select string_agg(slot || ':' || version, ',' order by slot) from report_versions where slot between 16 and 31), '') as settled,
    coalesce((select string_agg(slot || ':' || version, ',' order by slot) from report_versions where slot >= 32), '') as people`;

/**
 * Everything the dashboard's whole answer shows, as one string (dashboard/routes.ts): the UTC day,
 * the three sets of report_versions (orders and their aggregates; stores, their names and codes,
 * and members, migration 0025) and the catalogue's version (the top products' names and SKUs).
 * One prepared statement: it is all an unchanged dashboard asks the database.
 */
export async function readDashboardAnswerVersion(db: Db): Promise<string> {
  const [row] = await queryPrepared<DashboardVersions & { catalogue: string | null }>(
    db,
    sql`select ${dashboardVersionColumns},
      (select version::text from catalogue_version where id = 1) as catalogue`,
  );
  return row ? `${row.today}/${row.recent}/${row.settled}/${row.people}/${row.catalogue ?? ''}` : '';
}

type Entry = { version: string; value: unknown };

export type AggregateCache = {
  /**
   * `compute()`'s answer for `key`, computed after reading the version `readVersion` returns, or
   * the one kept from an earlier call that read the same version. Concurrent misses of one key
   * and version share one computation.
   */
  read<T>(key: string, readVersion: () => Promise<string>, compute: () => Promise<T>): Promise<T>;
};

/** An LRU of `size` answers, one per key (the latest version computed). */
export function createAggregateCache(size = 64): AggregateCache {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<unknown>>();
  return {
    async read<T>(key: string, readVersion: () => Promise<string>, compute: () => Promise<T>) {
      const version = await readVersion();
      const held = entries.get(key);
      if (held && held.version === version) {
        entries.delete(key);
        entries.set(key, held);
        return held.value as T;
      }
      const flight = `${key}\n${version}`;
      const running = pending.get(flight);
      if (running) return running as Promise<T>;
      const promise = compute().then(
        (value) => {
          pending.delete(flight);
          entries.delete(key);
          entries.set(key, { version, value });
          if (entries.size > size) entries.delete(entries.keys().next().value as string);
          return value;
        },
        (error: unknown) => {
          pending.delete(flight);
          throw error;
        },
      );
      pending.set(flight, promise);
      return promise;
    },
  };
}
