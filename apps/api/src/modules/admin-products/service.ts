import {
  type AdminProduct,
  type AdminProductList,
  type AdminProductListFilters,
  availabilityOf,
  type CreateProductBody,
  type ProductStatus,
  type UpdateProductBody,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { type AuditActor, recordAudit } from '../audit';
import {
  type AdminProductRow,
  categoryPath,
  findAdminProduct,
  findAdminProducts,
  insertProduct,
  lockProduct,
  type ProductValues,
  updateProductById,
} from './repository';

export const PRODUCT_NOT_FOUND = 'Product not found';

export function toAdminProduct(row: AdminProductRow): AdminProduct {
  const stock = {
    status: row.status,
    stock_quantity: row.stockQuantity,
    low_stock_threshold: row.lowStockThreshold,
  };
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    model: row.model,
    manufacturer: row.manufacturer,
    price: Number(row.price),
    category_id: row.categoryId,
    category_ids: row.categoryIds,
    category: row.category,
    description: row.description,
    badges: row.badges,
    image: row.image,
    status: (row.status === 0 ? 0 : 1) as ProductStatus,
    is_active: row.isActive,
    stock_quantity: row.stockQuantity,
    low_stock_threshold: row.lowStockThreshold,
    availability: availabilityOf(stock),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** onChanged(ids): only these products' fields changed; onChanged(): anything may have. */
type Deps = { db: Db; onChanged: (productIds?: number[]) => Promise<void>; actor: AuditActor };

/** A product's fields as the audit log compares them (issue 23). */
async function auditState(db: Db, id: number) {
  const row = await findAdminProduct(db, id);
  if (!row) return null;
  const { created_at: _c, updated_at: _u, ...fields } = toAdminProduct(row);
  return fields;
}

export async function listAdminProducts(db: Db, filters: AdminProductListFilters): Promise<AdminProductList> {
  const { rows, total } = await findAdminProducts(db, filters);
  return {
    products: rows.map(toAdminProduct),
    pagination: { page: filters.page, limit: filters.limit, total, pages: Math.ceil(total / filters.limit) },
  };
}

export async function getAdminProduct(db: Db, id: number): Promise<AdminProduct> {
  const row = await findAdminProduct(db, id);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toAdminProduct(row);
}

/** category_id and category_ids together: a product sits in its category and every ancestor. */
async function categoryValues(db: Db, categoryId: number | null | undefined): Promise<ProductValues> {
  if (categoryId === undefined) return {};
  if (categoryId === null) return { categoryId: null, categoryIds: [] };
  const path = await categoryPath(db, categoryId);
  if (!path) throw badRequest(`category_id: there is no category ${categoryId}`);
  return { categoryId, categoryIds: path };
}

function fieldsOf(body: UpdateProductBody): ProductValues {
  const values: ProductValues = {
    name: body.name,
    sku: body.sku,
    price: body.price === undefined ? undefined : body.price.toFixed(2),
    model: body.model,
    manufacturer: body.manufacturer,
    description: body.description,
    badges: body.badges,
    status: body.status,
    isActive: body.is_active,
    stockQuantity: body.stock_quantity,
    lowStockThreshold: body.low_stock_threshold,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** A unique index refused the SKU (case-insensitive): 409 naming the field. */
async function skuChecked<T>(sku: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`sku: a product with SKU "${sku}" already exists`);
    throw error;
  }
}

export async function createAdminProduct({ db, onChanged, actor }: Deps, body: CreateProductBody) {
  const id = await skuChecked(body.sku, () =>
    db.transaction(async (tx) => {
      const category = await categoryValues(tx, body.category_id);
      const created = await insertProduct(tx, {
        ...fieldsOf(body),
        name: body.name,
        sku: body.sku,
        price: body.price.toFixed(2),
        ...category,
        updatedBy: actor.id,
      });
      const after = await auditState(tx, created);
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'product',
        entityId: created,
        label: body.sku,
        after,
      });
      return created;
    }),
  );
  await onChanged();
  return getAdminProduct(db, id);
}

export async function updateAdminProduct(
  { db, onChanged, actor }: Deps,
  id: number,
  body: UpdateProductBody,
) {
  await skuChecked(body.sku, () =>
    db.transaction(async (tx) => {
      if (!(await lockProduct(tx, id))) throw notFound(PRODUCT_NOT_FOUND);
      const before = await auditState(tx, id);
      const values = {
        ...fieldsOf(body),
        ...(await categoryValues(tx, body.category_id)),
        updatedBy: actor.id,
      };
      await updateProductById(tx, id, values);
      const after = await auditState(tx, id);
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'product',
        entityId: id,
        label: after?.sku,
        before,
        after,
      });
    }),
  );
  await onChanged([id]);
  return getAdminProduct(db, id);
}

/** DELETE deactivates: the product leaves the store, its orders keep their snapshot. */
export async function deactivateAdminProduct({ db, onChanged, actor }: Deps, id: number) {
  await db.transaction(async (tx) => {
    if (!(await lockProduct(tx, id))) throw notFound(PRODUCT_NOT_FOUND);
    const before = await auditState(tx, id);
    await updateProductById(tx, id, { isActive: false, updatedBy: actor.id });
    const after = await auditState(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'deactivate',
      entity: 'product',
      entityId: id,
      label: after?.sku,
      before,
      after,
    });
  });
  await onChanged();
  return getAdminProduct(db, id);
}
