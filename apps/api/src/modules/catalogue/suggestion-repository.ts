import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, prefixPattern } from '../../lib/like-pattern';
import { queryRows } from './repository';

export type TermKind = 'category' | 'model' | 'product';
export type TermRow = { kind: TermKind; term: string; display: string };

const kinds: TermKind[] = ['category', 'model', 'product'];

/**
 * Suggestion texts starting with the query, up to `perKind` of each kind. search_terms keeps its
 * lower-case terms in byte order, so each arm is a range read of the primary key that stops after
 * `perKind` rows, however many terms share the prefix.
 */
export function findTermsByPrefix(db: Db, query: string, perKind: number) {
  const pattern = prefixPattern(query);
  const arms = kinds.map(
    (kind) => sql`(select kind, term, display from search_terms
      where kind = ${kind} and term like ${pattern} order by term limit ${perKind})`,
  );
  return queryRows<TermRow>(db, sql.join(arms, sql` union all `));
}

/**
 * How many of the newest products are read for names containing the query before its index: a
 * text in 2 % of names is found there; a rarer one costs the walk (about 0.3 ms) and the index.
 */
export const CONTAINS_SCAN = 300;

/**
 * Texts containing the query inside them ('charging' finds "Galaxy S21 Charging Port Flex"):
 * category names and model codes (a small trigram index of search_terms), and up to `limit`
 * product names. Those come first from the newest CONTAINS_SCAN products (primary key, stopping
 * at the limit-th), and only when they hold fewer from the trigram index on lower(products.name):
 * its bitmap gathers every name sharing the query's trigrams, some 38,000 for 'tray' at a million
 * products (13 ms), where the newest products hold five within two hundred.
 */
export function findTermsContaining(db: Db, query: string, limit: number) {
  const pattern = containsPattern(query);
  return queryRows<TermRow>(
    db,
    sql`with recent as materialized (
        select r.id, r.name from (
          select p.id, p.name, p.is_active from products p order by p.id desc limit ${CONTAINS_SCAN}
        ) r
        where r.is_active and lower(r.name) like ${pattern} limit ${limit}
      )
      (select kind, term, display from search_terms
        where kind <> 'product' and term like ${pattern}
        order by length(term), term limit ${limit})
      union all
      (select 'product', lower(r.name), r.name from recent r)
      union all
      (select 'product', lower(p.name), p.name from products p
        where lower(p.name) like ${pattern} and p.is_active
          and (select count(*) from recent) < ${limit} and p.id not in (select r.id from recent r)
        limit ${limit})`,
  );
}
