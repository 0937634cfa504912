import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
};

function selectProducts(db: Db, where: SQL | undefined) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
}

type PageOptions = { categoryId?: number; limit: number; offset: number };

/**
 * A page of products, newest first. The page's ids come first from an index alone (the primary
 * key, or for a category its slice of product_categories, the index of category_ids kept by
 * triggers), so skipping to a deep page never reads the rows skipped; then only those rows.
 */
export function findProductPage(db: Db, { categoryId, limit, offset }: PageOptions): Promise<ProductRow[]> {
  const ids =
    categoryId === undefined
      ? sql`select p.id from products p order by p.id desc limit ${limit} offset ${offset}`
      : sql`select pc.product_id from product_categories pc where pc.category_id = ${categoryId}
          order by pc.product_id desc limit ${limit} offset ${offset}`;
  return selectProducts(db, sql`${products.id} in (${ids})`).orderBy(desc(products.id));
}

/** Rows of a raw query; both drivers (node-postgres, PGlite) answer with a rows array. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Products in a category and below it (or in the whole catalogue), from the trigger-kept counts. */
export async function countProducts(db: Db, categoryId?: number): Promise<number> {
  const [row] = await queryRows<{ products: number }>(
    db,
    sql`select products from catalogue_counts where category_id = ${categoryId ?? 0}`,
  );
  return Number(row?.products ?? 0);
}

export async function findProductById(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await selectProducts(db, eq(products.id, id)).limit(1);
  return row;
}

/** The products of the given ids, in the order of the ids. */
export async function findProductsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectProducts(db, inArray(products.id, ids));
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
