import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

export type CategoryTreeRow = {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
  position: number;
  is_active: boolean;
  product_count: number;
  children_count: number;
};

/**
 * Every category in display order (each followed by its subcategories, siblings by position),
 * with the products in it and below it (catalogue_counts, kept by triggers) and its direct
 * subcategories.
 */
export async function findCategoryTree(db: Db, id?: number): Promise<CategoryTreeRow[]> {
  const only = id === undefined ? sql`` : sql`where t.id = ${id}`;
  return queryRows<CategoryTreeRow>(
    db,
    sql`
    with recursive tree as (
      select c.id, c.name, c.parent_id, c.level, c.position, c.is_active, array[c.position, c.id] as path
      from categories c where c.parent_id is null
      union all
      select c.id, c.name, c.parent_id, c.level, c.position, c.is_active, t.path || c.position || c.id
      from categories c join tree t on c.parent_id = t.id
    )
    select t.id, t.name, t.parent_id, t.level::int as level, t.position, t.is_active,
      coalesce(cc.products, 0)::int as product_count,
      (select count(*) from categories k where k.parent_id = t.id)::int as children_count
    from tree t left join catalogue_counts cc on cc.category_id = t.id
    ${only}
    order by t.path`,
  );
}

const CATEGORY_WRITES_LOCK = 190_001;

/**
 * Category writes take turns (a transaction-scoped advisory lock): they are rare, and names that
 * differ only in case, moves and renumbering are then settled without races on both databases.
 */
export async function lockCategoryWrites(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATEGORY_WRITES_LOCK})`);
}
export type LockedCategory = { id: number; name: string; parent_id: number | null; level: number };

/** The category, locked until the transaction ends; undefined when there is none. */
export async function lockCategory(tx: Db, id: number): Promise<LockedCategory | undefined> {
  const [row] = await queryRows<LockedCategory>(
    tx,
    sql`select id, name, parent_id, level::int as level from categories where id = ${id} for update`,
  );
  return row;
}

/** The siblings under a parent (null: the top level) in order, locked: positions are renumbered. */
export async function lockSiblings(tx: Db, parentId: number | null): Promise<{ id: number; name: string }[]> {
  return queryRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from categories where parent_id is not distinct from ${parentId}::int
      order by position, id for update`,
  );
}

/** The category and everything below it, with the deepest level found there. */
export async function findSubtree(tx: Db, id: number): Promise<{ ids: number[]; deepest: number }> {
  const [row] = await queryRows<{ ids: number[]; deepest: number }>(
    tx,
    sql`
    with recursive below as (
      select id, level from categories where id = ${id}
      union all
      select c.id, c.level from categories c join below b on c.parent_id = b.id
    )
    select array_agg(id) as ids, max(level)::int as deepest from below`,
  );
  return { ids: row?.ids ?? [], deepest: row?.deepest ?? 0 };
}

export async function insertCategory(
  tx: Db,
  values: { name: string; parentId: number | null; level: number; position: number },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into categories (name, parent_id, level, position)
      values (${values.name}, ${values.parentId}::int, ${values.level}, ${values.position})
      returning id`,
  );
  if (!row) throw new Error('The category insert returned no row.');
  return row.id;
}

/** Writes each id's position as its index in the list. */
export async function renumber(tx: Db, ids: number[]) {
  if (!ids.length) return;
  await tx.execute(sql`
    update categories c set position = x.ord - 1
    from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as x(id, ord)
    where c.id = x.id::int and c.position <> x.ord - 1`);
}

export async function renameCategory(tx: Db, id: number, name: string) {
  await tx.execute(sql`update categories set name = ${name} where id = ${id}`);
}

/** Moves the category under a parent; its subtree's levels shift by the same amount. */
export async function moveCategory(
  tx: Db,
  id: number,
  parentId: number | null,
  subtree: number[],
  shift: number,
) {
  await tx.execute(sql`update categories set parent_id = ${parentId}::int where id = ${id}`);
  if (shift !== 0)
    await tx.execute(
      sql`update categories set level = level + ${shift}
        where id in (select value::int from jsonb_array_elements_text(${JSON.stringify(subtree)}::jsonb))`,
    );
}

/**
 * Rewrites category_ids (the product's category and its ancestors, top first) of the products in
 * or below the category, after a move; or touches them after a rename, so the triggers refresh
 * their search text (it holds the category names).
 */
export async function refreshProductsBelow(tx: Db, categoryId: number) {
  await tx.execute(sql`
    with recursive up as (
      select p.id as product_id, p.category_id as cat, array[p.category_id] as ids
      from products p where p.category_ids @> array[${categoryId}::int]
      union all
      select up.product_id, c.parent_id, c.parent_id || up.ids
      from up join categories c on c.id = up.cat
      where c.parent_id is not null
    ),
    paths as (
      select distinct on (product_id) product_id, ids from up order by product_id, cardinality(ids) desc
    )
    update products p set category_ids = paths.ids from paths where p.id = paths.product_id`);
}

/** Products in or below the category. */
export async function countProductsBelow(tx: Db, categoryId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from products where category_ids @> array[${categoryId}::int]`,
  );
  return row?.n ?? 0;
}

export async function deleteCategoryRow(tx: Db, id: number) {
  await tx.execute(sql`delete from categories where id = ${id}`);
}
