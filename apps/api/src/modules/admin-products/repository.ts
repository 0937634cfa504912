import type { AdminProductListFilters } from '@portal/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { categories, products } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

const columns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  model: products.model,
  manufacturer: products.manufacturer,
  price: products.price,
  categoryId: products.categoryId,
  categoryIds: products.categoryIds,
  category: categories.name,
  description: products.description,
  badges: products.badges,
  image: products.image,
  status: products.status,
  isActive: products.isActive,
  stockQuantity: products.stockQuantity,
  lowStockThreshold: products.lowStockThreshold,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export type AdminProductRow = {
  id: number;
  name: string;
  sku: string;
  model: string | null;
  manufacturer: string | null;
  price: string;
  categoryId: number | null;
  categoryIds: number[];
  category: string | null;
  description: string | null;
  badges: string | null;
  image: string | null;
  status: number;
  isActive: boolean;
  stockQuantity: number | null;
  lowStockThreshold: number;
  createdAt: Date;
  updatedAt: Date;
};

/** The list's filters as one condition (search over name, SKU and model; a category and all below it). */
export function conditionOf(filters: AdminProductListFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    parts.push(
      sql`(${products.name} ilike ${pattern} or ${products.sku} ilike ${pattern} or ${products.model} ilike ${pattern})`,
    );
  }
  if (filters.category_id !== undefined)
    parts.push(sql`${products.categoryIds} @> array[${filters.category_id}::int]`);
  if (filters.status) parts.push(eq(products.isActive, filters.status === 'active'));
  const stock = products.stockQuantity;
  const threshold = products.lowStockThreshold;
  if (filters.stock === 'out') parts.push(sql`(${products.status} = 0 or ${stock} = 0)`);
  if (filters.stock === 'low')
    parts.push(sql`(${products.status} = 1 and ${stock} > 0 and ${stock} <= ${threshold})`);
  if (filters.stock === 'in')
    parts.push(sql`(${products.status} = 1 and (${stock} is null or ${stock} > ${threshold}))`);
  return and(...parts);
}

const SORTS = {
  newest: products.id,
  name: sql`lower(${products.name})`,
  sku: sql`lower(${products.sku})`,
  price: products.price,
  stock: products.stockQuantity,
} as const;

export async function findAdminProducts(db: Db, filters: AdminProductListFilters) {
  const where = conditionOf(filters);
  const direction = filters.order ?? (filters.sort === 'newest' ? 'desc' : 'asc');
  const by = direction === 'asc' ? asc : desc;
  const rows: AdminProductRow[] = await db
    .select(columns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(by(SORTS[filters.sort]), by(products.id))
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findAdminProduct(db: Db, id: number): Promise<AdminProductRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  return row;
}

/** The category and its ancestors, top first; null when there is no such category. */
export async function categoryPath(db: Db, categoryId: number): Promise<number[] | null> {
  const [row] = await queryRows<{ ids: number[] | null }>(
    db,
    sql`with recursive up as (
        select id, parent_id, 1 as depth from categories where id = ${categoryId}
        union all
        select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id
      )
      select array_agg(id order by depth desc) as ids from up`,
  );
  return row?.ids ?? null;
}

export type ProductValues = Partial<typeof products.$inferInsert>;

export async function insertProduct(db: Db, values: typeof products.$inferInsert): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('The product insert returned no row.');
  return row.id;
}

/** Updates the product; false when there is none. */
/** Locks a product row for an edit (its audit "before" is then what the edit replaced). */
export async function lockProduct(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  return rows.length > 0;
}

export async function updateProductById(db: Db, id: number, values: ProductValues): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}
