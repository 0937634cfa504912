import {
  availabilityOf,
  type Category,
  type Pagination,
  type Product,
  type ProductList,
  type ProductStatus,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import {
  type CategoryRow,
  categoryExists,
  findActiveCategories,
  findCataloguePage,
  findProductById,
  type ProductRow,
} from './repository';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const CATEGORY_NOT_FOUND = 'Category not found';

/** Money and weights come from numeric columns as exact strings; the API shows them as numbers. */
const toNumber = (value: string | null) => (value === null ? null : Number(value));

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price),
    sku: row.sku,
    manufacturer: row.manufacturer,
    model: row.model,
    category_ids: row.categoryIds,
    category: row.category,
    weight: toNumber(row.weight),
    status: (row.status === 0 ? 0 : 1) as ProductStatus,
    description: row.description,
    badges: row.badges,
    image: row.image,
    stock_quantity: row.stockQuantity,
    availability: availabilityOf({
      status: row.status,
      stock_quantity: row.stockQuantity,
      low_stock_threshold: row.lowStockThreshold,
    }),
  };
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

type ListOptions = { db: Db; page: number; limit: number; categoryId?: number };

/** A page of the catalogue, newest first; a category includes everything below it. */
export async function listProducts({ db, page, limit, categoryId }: ListOptions): Promise<ProductList> {
  const { found, total, rows } = await findCataloguePage(db, {
    categoryId,
    limit,
    offset: (page - 1) * limit,
  });
  if (!found) throw notFound(CATEGORY_NOT_FOUND);
  return { products: rows.map(toProduct), pagination: pagination(page, limit, total) };
}

export async function getProduct({ db, id }: { db: Db; id: number }): Promise<Product> {
  const row = await findProductById(db, id);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toProduct(row);
}

function toCategory(row: CategoryRow): Category {
  return {
    entity_id: row.id,
    name: row.name,
    parent_id: row.parentId,
    level: row.level,
    has_children: row.childrenCount > 0,
    children_count: row.childrenCount,
    meta_title: row.metaTitle,
    meta_keywords: row.metaKeywords,
    is_part: row.isPart,
    is_active: row.isActive,
    image_url: row.imageUrl,
  };
}

/** The top-level categories, or the children of one category (404 when it does not exist). */
export async function listCategories({ db, parentId }: { db: Db; parentId: number | null }) {
  if (parentId !== null && !(await categoryExists(db, parentId))) throw notFound(CATEGORY_NOT_FOUND);
  const rows = await findActiveCategories(db, parentId);
  return { categories: rows.map(toCategory) };
}
