import type { ProductCsvColumn } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { CsvProduct } from './import-csv';

// The import's rows wait in a temporary table of the import's own transaction (dropped at its end),
// so a file of any size is checked and applied by a few set-based statements, and a dry run is the
// same work rolled back.

export async function createStaging(tx: Db) {
  await tx.execute(sql`create temp table import_rows (
      row_no int primary key, sku text not null, name text not null, price numeric(12, 2) not null,
      category text, model text, manufacturer text, description text, badges text,
      is_active boolean, stock_quantity int, category_id int, category_ids int[], product_id int
    ) on commit drop`);
}

export async function stageRows(tx: Db, rows: CsvProduct[]) {
  await tx.execute(sql`insert into import_rows (row_no, sku, name, price, category, model, manufacturer,
      description, badges, is_active, stock_quantity)
    select * from json_to_recordset(${JSON.stringify(rows)}::json) as x(row_no int, sku text, name text,
      price numeric, category text, model text, manufacturer text, description text, badges text,
      is_active boolean, stock_quantity int)`);
}

export async function stagedCategoryPaths(tx: Db): Promise<string[]> {
  const rows = await queryRows<{ category: string }>(
    tx,
    sql`select distinct category from import_rows where category is not null`,
  );
  return rows.map((r) => r.category);
}

export type CategoryNode = { id: number; name: string; parent_id: number | null; level: number };

export async function allCategories(tx: Db): Promise<CategoryNode[]> {
  return queryRows<CategoryNode>(
    tx,
    sql`select id, name, parent_id, level::int as level from categories order by id`,
  );
}

/** Adds a category after its siblings; returns its id. */
export async function addCategory(
  tx: Db,
  name: string,
  parentId: number | null,
  level: number,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into categories (name, parent_id, level, position)
      select ${name}, ${parentId}::int, ${level}, coalesce(max(position) + 1, 0) from categories
      where parent_id is not distinct from ${parentId}::int
      returning id`,
  );
  if (!row) throw new Error('The category insert returned no row.');
  return row.id;
}

export async function setStagedCategories(tx: Db, paths: { path: string; id: number; ids: number[] }[]) {
  if (!paths.length) return;
  await tx.execute(sql`update import_rows s set category_id = m.id, category_ids = m.ids
    from json_to_recordset(${JSON.stringify(paths)}::json) as m(path text, id int, ids int[])
    where s.category = m.path`);
}

/** Links each row to the product with its SKU (case-insensitive); returns rows whose SKU is taken by another row's product. */
export async function matchProducts(tx: Db) {
  await tx.execute(
    sql`update import_rows s set product_id = p.id from products p where lower(p.sku) = lower(s.sku)`,
  );
}

/** What differs from the product, over the columns the file has. */
function changedOf(columns: Set<ProductCsvColumn>): SQL {
  const parts = [
    sql`p.name is distinct from s.name`,
    sql`p.sku is distinct from s.sku`,
    sql`p.price <> s.price`,
  ];
  if (columns.has('category')) parts.push(sql`p.category_id is distinct from s.category_id`);
  for (const name of ['model', 'manufacturer', 'description', 'badges', 'stock_quantity'] as const) {
    if (columns.has(name)) parts.push(sql`p.${sql.raw(name)} is distinct from s.${sql.raw(name)}`);
  }
  if (columns.has('status')) parts.push(sql`p.is_active is distinct from s.is_active`);
  return sql.join(parts, sql` or `);
}

export async function countChanges(tx: Db, columns: Set<ProductCsvColumn>) {
  const [row] = await queryRows<{ created: number; updated: number; unchanged: number }>(
    tx,
    sql`select count(*) filter (where s.product_id is null)::int as created,
        count(*) filter (where s.product_id is not null and (${changedOf(columns)}))::int as updated,
        count(*) filter (where s.product_id is not null and not (${changedOf(columns)}))::int as unchanged
      from import_rows s left join products p on p.id = s.product_id`,
  );
  return row ?? { created: 0, updated: 0, unchanged: 0 };
}

/** Writes the file: changed products updated, new ones inserted in file order; one admin recorded. */
export async function applyStaged(tx: Db, columns: Set<ProductCsvColumn>, adminId: number | null) {
  const sets = [sql`name = s.name`, sql`sku = s.sku`, sql`price = s.price`];
  if (columns.has('category'))
    sets.push(sql`category_id = s.category_id`, sql`category_ids = coalesce(s.category_ids, '{}')`);
  for (const name of ['model', 'manufacturer', 'description', 'badges', 'stock_quantity'] as const) {
    if (columns.has(name)) sets.push(sql`${sql.raw(name)} = s.${sql.raw(name)}`);
  }
  if (columns.has('status')) sets.push(sql`is_active = s.is_active`);
  sets.push(sql`updated_at = now()`, sql`updated_by = ${adminId}::int`);
  await tx.execute(sql`update products p set ${sql.join(sets, sql`, `)}
    from import_rows s where p.id = s.product_id and (${changedOf(columns)})`);
  await tx.execute(sql`insert into products (name, sku, price, category_id, category_ids, model, manufacturer,
      description, badges, is_active, stock_quantity, status, updated_by)
    select s.name, s.sku, s.price, s.category_id, coalesce(s.category_ids, '{}'), s.model, s.manufacturer,
      s.description, s.badges, coalesce(s.is_active, true), s.stock_quantity, 1, ${adminId}::int
    from import_rows s where s.product_id is null order by s.row_no`);
}
