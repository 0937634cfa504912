import { and, asc, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, queryPrepared } from '../../db/prepared';
import { queryRows } from '../../db/rows';
import { categories, products } from '../../db/schema';

const productColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  sku: products.sku,
  manufacturer: products.manufacturer,
  model: products.model,
  categoryIds: products.categoryIds,
  category: categories.name,
  weight: products.weight,
  status: products.status,
  description: products.description,
  badges: products.badges,
  image: products.image,
  stockQuantity: products.stockQuantity,
  lowStockThreshold: products.lowStockThreshold,
};

export type ProductRow = {
  id: number;
  name: string;
  price: string;
  sku: string;
  manufacturer: string | null;
  model: string | null;
  categoryIds: number[];
  category: string | null;
  weight: string | null;
  status: number;
  description: string | null;
  badges: string | null;
  image: string | null;
  stockQuantity: number | null;
  lowStockThreshold: number;
};

/** A ProductRow's columns of products `p`, for raw statements (each category name by its key). */
const productFields = sql`p.id, p.name, p.price, p.sku, p.manufacturer, p.model, p.category_ids as "categoryIds",
  (select c.name from categories c where c.id = p.category_id) as category,
  p.weight, p.status, p.description, p.badges, p.image,
  p.stock_quantity as "stockQuantity", p.low_stock_threshold as "lowStockThreshold"`;

/**
 * Products as the store sees them: active ones only (a deactivated product is not found), with
 * `extra` columns beside a ProductRow's.
 */
function selectProducts<E extends Record<string, SQL>>(db: Db, where: SQL | undefined, extra?: E) {
  return db
    .select({ ...productColumns, ...(extra as E) })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isActive, true), where));
}

type PageOptions = { categoryId?: number; limit: number; offset: number };

export type CataloguePage = { found: boolean; total: number; rows: ProductRow[] };

/**
 * A page of products, newest first, with the category's existence and its trigger-kept total, in
 * one round trip. The page's ids come first from an index alone (the primary key, or for a
 * category its slice of product_categories, the index of category_ids kept by triggers), so
 * skipping to a deep page never reads the rows skipped; then only those rows. Each row carries
 * found and total, and an empty page still answers one row of them.
 *
 * It runs as a prepared statement, and its shape keeps PostgreSQL's generic plan as cheap as a
 * custom one, so the plan is made once per connection, not per request (planning took longer
 * than running it): the ids are an array (`= any(array(...))`, estimated at ten rows whatever the
 * limit) and each row's category name is a primary-key lookup, not a join over all categories.
 */
export async function findCataloguePage(db: Db, options: PageOptions): Promise<CataloguePage> {
  const { categoryId, limit, offset } = options;
  const found =
    categoryId === undefined ? sql`true` : sql`exists (select 1 from categories where id = ${categoryId})`;
  const ids =
    categoryId === undefined
      ? sql`select p.id from products p where p.is_active order by p.id desc limit ${limit} offset ${offset}`
      : sql`select pc.product_id from product_categories pc where pc.category_id = ${categoryId}
          order by pc.product_id desc limit ${limit} offset ${offset}`;
  type Row = Omit<ProductRow, 'id'> & { id: number | null; found: boolean; total: number | null };
  const rows = await queryPrepared<Row>(
    db,
    sql`select ${found} as found,
        (select products from catalogue_counts where category_id = ${categoryId ?? 0}) as total, x.*
      from (select 1) as one left join lateral (
        select ${productFields}
        from products p
        where p.id = any(array(${ids}))
      ) as x on true
      order by x.id desc`,
  );
  const head = rows[0];
  return {
    found: Boolean(head?.found),
    total: Number(head?.total ?? 0),
    rows: rows
      .filter((row): row is Row & { id: number } => row.id !== null)
      .map(({ found: _f, total: _t, ...row }) => row),
  };
}

/**
 * The catalogue's version (a trigger bumps it on every write to products or categories) and its
 * product count (the trigger-kept total of category 0).
 */
export async function findCatalogueVersion(db: Db): Promise<{ version: number; products: number }> {
  const [row] = await queryRows<{ version: number | null; products: number | null }>(
    db,
    sql`select (select version from catalogue_version where id = 1) as version,
      (select products from catalogue_counts where category_id = 0) as products`,
  );
  return { version: Number(row?.version ?? 0), products: Number(row?.products ?? 0) };
}

export async function findCategoryIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: categories.id }).from(categories);
  return rows.map((row) => row.id);
}

/**
 * What search compares of a product, as the database computes it: its search vector's text and
 * lower() of its name and codes (lower() follows the database's locale, not JavaScript's).
 */
export type SearchText = {
  searchVector: string;
  lowerName: string;
  lowerSku: string;
  lowerModel: string | null;
};

/**
 * Up to `limit` products, newest first, older than `beforeId` (null: from the newest), each with
 * what search compares (SearchText), for the held copy's postings.
 */
export function findProductsBefore(
  db: Db,
  beforeId: number | null,
  limit: number,
): Promise<(ProductRow & SearchText)[]> {
  const where = beforeId === null ? undefined : lt(products.id, beforeId);
  return selectProducts(db, where, {
    searchVector: sql<string>`coalesce(${products.searchVector}::text, '')`,
    lowerName: sql<string>`lower(${products.name})`,
    lowerSku: sql<string>`lower(${products.sku})`,
    lowerModel: sql<string | null>`lower(${products.model})`,
  })
    .orderBy(desc(products.id))
    .limit(limit);
}

export { queryRows };

export async function findProductById(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await selectProducts(db, eq(products.id, id)).limit(1);
  return row;
}

/** The products of the given ids, in the order of the ids. */
export async function findProductsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  // One prepared statement whatever the number of ids (an array), so its plan is kept: a search's
  // page of 12 was planned on every request (0.3 ms) and built by the query builder.
  const rows = await queryPrepared<ProductRow>(
    db,
    sql`select ${productFields} from products p where p.is_active and p.id = any(${intArray(ids)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  parentId: categories.parentId,
  level: categories.level,
  metaTitle: categories.metaTitle,
  metaKeywords: categories.metaKeywords,
  isPart: categories.isPart,
  isActive: categories.isActive,
  imageUrl: categories.imageUrl,
  // Spelled out: the subquery's own table is aliased, the outer one is "categories".
  childrenCount: sql<number>`(select count(*)::int from categories as child
    where child.parent_id = "categories"."id" and child.is_active)`,
};

export type CategoryRow = {
  id: number;
  name: string;
  parentId: number | null;
  level: number;
  metaTitle: string | null;
  metaKeywords: string | null;
  isPart: boolean;
  isActive: boolean;
  imageUrl: string | null;
  childrenCount: number;
};

/** Active categories under a parent (null: the top level), in their display order. */
export function findActiveCategories(db: Db, parentId: number | null): Promise<CategoryRow[]> {
  const parent = parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, parentId);
  return db
    .select(categoryColumns)
    .from(categories)
    .where(sql`${parent} and ${categories.isActive}`)
    .orderBy(asc(categories.position), asc(categories.id));
}
