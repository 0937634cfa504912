import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The database or a transaction: anything that runs a raw query. */
export type Executor = Pick<Db, 'execute'>;

/** Rows of a raw query; both drivers (node-postgres, PGlite) answer with a rows array. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
