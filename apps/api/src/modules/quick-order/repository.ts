import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

export type SkuProductRow = {
  /** The lower-cased SKU asked for. */
  key: string;
  id: number;
  name: string;
  sku: string;
  price: string;
  image: string | null;
  status: number;
  is_active: boolean;
  stock_quantity: number | null;
};

/** Every product of these lower-cased SKUs, in one query on the unique index of lower(sku). */
export async function findProductsBySku(db: Db, keys: string[]): Promise<Map<string, SkuProductRow>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<SkuProductRow>(
    db,
    sql`select u.key, p.id, p.name, p.sku, p.price::text as price, p.image, p.status, p.is_active,
        p.stock_quantity
      from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as u(key)
      join products p on lower(p.sku) = u.key`,
  );
  return new Map(rows.map((row) => [row.key, row]));
}

export type SkuSuggestion = { sku: string; name: string };

/** Below this trigram similarity a SKU is not what was meant. */
const SUGGESTION_MIN_SIMILARITY = 0.3;
export const SUGGESTIONS_PER_SKU = 3;
/** Suggestions go to the first unknown SKUs only: a file of unknown SKUs is the wrong file. */
export const SUGGESTED_SKUS_MAX = 20;

/**
 * Up to three active products whose SKU is closest (pg_trgm similarity of the lower-cased SKUs)
 * to each unknown SKU, best first, in one query. products has no trigram index on its SKU, and a
 * scan of every SKU per typo would not do at 100,000 products, so each typo ranks a few candidates
 * read through indexes: its neighbours in SKU order (products_sku_lower_idx: a typo near the end)
 * and, from the search index (products.search_vector, which holds the SKU's words), the products
 * having all of its words but one (a typo in any one part of 'APL-IP14-LCD-0001'; SKUs of three
 * words or more). The keys hold no line break (isSendableSku). One line per key is planned
 * exactly (string_to_array of a parameter is folded): no row estimate inflates the cost.
 */
export async function findSkuSuggestions(db: Db, keys: string[]): Promise<Map<string, SkuSuggestion[]>> {
  const found = new Map<string, SkuSuggestion[]>();
  const asked = keys.slice(0, SUGGESTED_SKUS_MAX);
  if (asked.length === 0) return found;
  const rows = await queryRows<SkuSuggestion & { key: string }>(
    db,
    sql`with q as (
        select u.key, (
            select string_agg('(' || (
                select string_agg(quote_literal(b.w), ' & ')
                from unnest(l.words) with ordinality as b(w, j) where b.j <> a.i
              ) || ')', ' | ')
            from unnest(l.words) with ordinality as a(w, i)
            where cardinality(l.words) >= 3
          ) as most_words
        from unnest(string_to_array(${asked.join('\n')}, chr(10))) as u(key)
        cross join lateral (
          select array(
            select w from unnest(tsvector_to_array(to_tsvector('simple', u.key))) as w
            where w ~ '^[[:alnum:]]+$' limit 6
          ) as words
        ) l
      )
      select q.key, s.sku, s.name
      from q cross join lateral (
        select p.sku, p.name, similarity(lower(p.sku), q.key) as score
        from products p
        where p.id in (
            (select n.id from products n where n.is_active and lower(n.sku) >= q.key
              order by lower(n.sku) limit 8)
            union all
            (select n.id from products n where n.is_active and lower(n.sku) < q.key
              order by lower(n.sku) desc limit 8)
            union all
            (select n.id from products n
              where q.most_words is not null and n.is_active and n.search_vector @@ q.most_words::tsquery
              limit 50)
          )
          and similarity(lower(p.sku), q.key) >= ${SUGGESTION_MIN_SIMILARITY}::real
        order by score desc, p.sku
        limit ${SUGGESTIONS_PER_SKU}
      ) s
      order by q.key, s.score desc, s.sku`,
  );
  for (const { key, sku, name } of rows) {
    const list = found.get(key) ?? [];
    list.push({ sku, name });
    found.set(key, list);
  }
  return found;
}

/** The member's own order, as GET /orders/:id finds it: theirs and not deleted from their list. */
export async function findOwnOrderId(db: Db, orderId: number, userId: number) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select o.id from orders o
      where o.id = ${orderId}::int and o.user_id = ${userId}::int and o.hidden_by_member_at is null`,
  );
  return row?.id;
}

export type ReorderLineRow = {
  product_id: number | null;
  line_sku: string | null;
  product_name: string;
  unit_price: string;
  quantity: number;
  /** The product as it is now; null when it was deleted. */
  sku: string | null;
  name: string | null;
  price: string | null;
};

/** The order's lines in the order they were placed, each with its product as it is today. */
export async function findReorderLines(db: Db, orderId: number) {
  return queryRows<ReorderLineRow>(
    db,
    sql`select oi.product_id, oi.sku as line_sku, oi.product_name, oi.unit_price::text as unit_price,
        oi.quantity, p.sku, p.name, p.price::text as price
      from order_items oi left join products p on p.id = oi.product_id
      where oi.order_id = ${orderId}::int
      order by oi.id`,
  );
}
