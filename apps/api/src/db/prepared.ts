import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** A short stable name for a statement text (FNV-1a), so one text always has one name. */
function statementName(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `portal_${(hash >>> 0).toString(36)}_${text.length}`;
}

/**
 * Rows of a statement run as a named prepared statement: on PostgreSQL each pooled connection
 * parses it once and, after a few runs, keeps a generic plan, instead of parsing and planning it
 * on every request (planning cost more than running the catalogue page). The name comes from the
 * text, so it suits statements whose text is fixed and whose values are all parameters; a text
 * built from the values (lists of varying length) would leave a prepared statement per shape.
 * PGlite runs it as an ordinary query.
 */
export async function queryPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const statement = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result = (await statement.execute()) as { rows: T[] };
  return result.rows;
}

/**
 * A statement built once, its values `sql.placeholder('name')`s, run like queryPrepared with the
 * values of each call: neither the query builder nor the statement's name is computed again (for
 * a read answered hundreds of times a second, they cost more than the database's work).
 */
export function preparedStatement<T>(query: SQL) {
  const built = dialect.sqlToQuery(query);
  const name = statementName(built.sql);
  return async (db: Db, values: Record<string, unknown>): Promise<T[]> => {
    const statement = db._.session.prepareQuery(built, undefined, name, false);
    const result = (await statement.execute(values)) as { rows: T[] };
    return result.rows;
  };
}

/**
 * A list of ids as one array parameter (`= any(${intArray(ids)})`), not `in (...)` with one
 * parameter each: the statement's text stays the same whatever the list's length, so a prepared
 * statement is kept (decision 006).
 */
export const intArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
