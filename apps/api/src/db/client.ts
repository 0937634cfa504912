import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (migrations helpers, tests); parameters are bound, never interpolated. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * PostgreSQL only: a new connection of its own, outside the pool, not yet connected (the change
   * feed's LISTEN, db/notify.ts). PGlite has none: it is one process.
   */
  dedicatedClient?(applicationName: string): pg.Client;
  /**
   * PostgreSQL only: this pool's name in the change feed (decision 014). Every pooled connection
   * carries it as the setting `portal.origin`, so a NOTIFY the database's own triggers send from
   * a write of this pool (migration 0014) names it, and this process's feed knows it heard itself.
   */
  origin?: string;
  /** PGlite only: its data directory as a tarball, which openPglite can start from (tests). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

// numeric comes back as a string (exact money); bigint counts as numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const origin = randomBytes(6).toString('hex');
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Idle connections close after 30 s, but two stay: a new PostgreSQL backend reads each page
    // slowly the first time (it maps it into its memory: 45 ms for the 3,000 pages of one search
    // on the benchmark's machine), so a search after a quiet minute would pay that again.
    min: Math.min(2, poolSize),
    idleTimeoutMillis: 30_000,
    // Set at connection start-up: no statement more per connection.
    options: `-c portal.origin=${origin}`,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  // Both kept connections are opened now, not by the first requests (a new backend takes tens of
  // milliseconds to start on the benchmark's machine).
  await Promise.all(Array.from({ length: Math.min(2, poolSize) }, () => pool.query('select 1')));
  return {
    db: drizzleNodePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    async query(text, params) {
      return (await pool.query(text, params)).rows;
    },
    dedicatedClient: (applicationName) =>
      new pg.Client({
        connectionString: url,
        application_name: applicationName,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      }),
    origin,
    close: () => pool.end(),
  };
}

/**
 * Embedded PostgreSQL (WASM). dataDir undefined means in memory (tests); `from`, a data directory
 * dumped by dumpDataDir, to start from instead of a new one (a new one costs several seconds).
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: from });
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    async query(text, params) {
      return (await client.query(text, params)).rows as never[];
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
