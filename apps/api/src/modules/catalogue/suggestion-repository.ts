import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from './repository';

export type TermKind = 'category' | 'model' | 'product';
export type TermRow = { kind: TermKind; term: string; display: string };

const kinds: TermKind[] = ['category', 'model', 'product'];
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Suggestion texts starting with the query, up to `perKind` of each kind. search_terms keeps its
 * lower-case terms in byte order, so each arm is a range read of the primary key that stops after
 * `perKind` rows, however many terms share the prefix.
 */
export function findTermsByPrefix(db: Db, query: string, perKind: number) {
  const pattern = `${escapeLike(query)}%`;
  const arms = kinds.map(
    (kind) => sql`(select kind, term, display from search_terms
      where kind = ${kind} and term like ${pattern} order by term limit ${perKind})`,
  );
  return queryRows<TermRow>(db, sql.join(arms, sql` union all `));
}

/**
 * Texts containing the query inside them ('charging' finds "Galaxy S21 Charging Port Flex"):
 * category names and model codes (a small trigram index of search_terms), and product names
 * through the trigram index on lower(products.name), which stops after `limit` rows.
 */
export function findTermsContaining(db: Db, query: string, limit: number) {
  const pattern = `%${escapeLike(query)}%`;
  return queryRows<TermRow>(
    db,
    sql`(select kind, term, display from search_terms
        where kind <> 'product' and term like ${pattern}
        order by length(term), term limit ${limit})
      union all
      (select 'product', lower(p.name), p.name from products p
        where lower(p.name) like ${pattern} and p.is_active limit ${limit})`,
  );
}
