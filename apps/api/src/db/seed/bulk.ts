import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

// Bulk loading. Each batch is one statement whose rows travel as a single JSON parameter and are
// unpacked by jsonb_to_recordset: no bind-parameter limit, and much less work per row than a
// many-parameter VALUES list, which matters most on PGlite.

type Row = Record<string, unknown>;

/** The columns named by `keys`, as SQL identifiers and as a record definition. */
function columnSql(table: PgTable, keys: readonly string[]) {
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const picked = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column;
  });
  return {
    names: picked.map((column) => `"${column.name}"`).join(', '),
    definition: picked.map((column) => `"${column.name}" ${column.getSQLType()}`).join(', '),
  };
}

/**
 * Inserts `rows` (drizzle insert objects, all with the same keys; a key left out of every row takes
 * the column default) `size` at a time, returning the `returning` columns of every inserted row.
 */
export async function insertRows<T extends PgTable, R extends Row = Row>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { size?: number; returning?: readonly (keyof T['$inferSelect'] & string)[] } = {},
): Promise<R[]> {
  const first = rows[0];
  if (!first) return [];
  const keys = Object.keys(first);
  const { names, definition } = columnSql(table, keys);
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const sqlNames = keys.map((key) => columns[key]!.name);
  const returning = options.returning?.length
    ? ` returning ${options.returning.map((key) => `"${columns[key]!.name}" as "${key}"`).join(', ')}`
    : '';
  const size = options.size ?? 2000;
  const results: R[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size).map((row) => {
      const record: Row = {};
      keys.forEach((key, i) => {
        record[sqlNames[i]!] = (row as Row)[key] ?? null;
      });
      return record;
    });
    const result = await db.execute(
      sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${sql.raw(definition)})${sql.raw(returning)}`,
    );
    results.push(...(result as unknown as { rows: R[] }).rows);
  }
  return results;
}

/**
 * Runs `work` with the foreign-key triggers of `tables` switched off, when the connection may do so
 * (a superuser, as PGlite always is): the generator only references rows it has just inserted,
 * and checking each reference costs more than the insert itself. User triggers (the product search
 * vector) stay on. Inside the seeding transaction, so a failure restores the triggers too.
 */
export async function withoutForeignKeyChecks<T>(db: Db, tables: readonly PgTable[], work: () => Promise<T>) {
  const result = await db.execute(sql`select current_setting('is_superuser') = 'on' as allowed`);
  const allowed = Boolean((result as unknown as { rows: { allowed: boolean }[] }).rows[0]?.allowed);
  const toggle = async (action: 'disable' | 'enable') => {
    if (!allowed) return;
    for (const table of tables) {
      await db.execute(sql`alter table ${table} ${sql.raw(action)} trigger all`);
      if (action === 'disable') await db.execute(sql`alter table ${table} enable trigger user`);
    }
  };
  await toggle('disable');
  const value = await work();
  await toggle('enable');
  return value;
}
