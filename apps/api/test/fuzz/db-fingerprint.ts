import type { Database } from '../../src/db/client';

// Row counts and a checksum of every table a refused request could touch. search_queries is left
// out on purpose: a valid search that succeeds logs its query there.
export const WATCHED_TABLES = [
  'users',
  'stores',
  'categories',
  'products',
  'cart_items',
  'wishlist_items',
  'orders',
  'order_items',
  'order_status_history',
] as const;

export type DbFingerprint = Record<string, { rows: number; checksum: string }>;

export async function fingerprint(database: Database): Promise<DbFingerprint> {
  const entries = await Promise.all(
    WATCHED_TABLES.map(async (table) => {
      const [row] = await database.query<{ rows: number; checksum: string }>(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t.id)), '') as checksum
           from ${table} t`,
      );
      return [table, { rows: Number(row!.rows), checksum: row!.checksum }] as const;
    }),
  );
  return Object.fromEntries(entries);
}
