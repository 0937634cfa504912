import { z } from 'zod';
import { AvailabilitySchema, ProductStatusSchema } from './catalogue';
import { envelope, NO_NUL_MESSAGE, noNul, PaginationSchema, pageQuery } from './common';
import { tooLong } from './limits';
import { filterParam, searchParam } from './stores';

/** Admin product list page size (issue 19). */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
export const PRODUCT_PRICE_MAX = 1_000_000;
export const SKU_MAX_LENGTH = 64;

/** A product as the admin sees it: everything the store sees, plus activity, stock settings and dates. */
export const AdminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  model: z.string().nullable(),
  manufacturer: z.string().nullable(),
  price: z.number(),
  category_id: z.number().int().nullable(),
  /** The category and its ancestors, top first. */
  category_ids: z.array(z.number().int()),
  category: z.string().nullable(),
  description: z.string().nullable(),
  badges: z.string().nullable(),
  image: z.string().nullable(),
  /** 1 available, 0 out of stock (spec section 3). */
  status: ProductStatusSchema,
  /** false: deactivated, out of the store; its orders keep their snapshot. */
  is_active: z.boolean(),
  stock_quantity: z.number().int().nullable(),
  low_stock_threshold: z.number().int(),
  availability: AvailabilitySchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const ADMIN_PRODUCT_SORTS = ['newest', 'name', 'sku', 'price', 'stock'] as const;

/** GET /admin/products: search over name, SKU and model; filters; sorting; pages. */
export const AdminProductListQuerySchema = pageQuery(ADMIN_PRODUCTS_PAGE_SIZE).extend({
  search: searchParam,
  category_id: z.coerce
    .number({ error: 'category_id must be a number' })
    .int('category_id must be a whole number')
    .positive('category_id must be a positive number')
    .max(2147483647, 'category_id is too large')
    .optional(),
  status: filterParam(['active', 'inactive'] as const, 'Status'),
  stock: filterParam(['in', 'low', 'out'] as const, 'Stock'),
  sort: z
    .enum(ADMIN_PRODUCT_SORTS, { error: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` })
    .default('newest'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
});
export type AdminProductListQuery = z.input<typeof AdminProductListQuerySchema>;
export type AdminProductListFilters = z.output<typeof AdminProductListQuerySchema>;

export const AdminProductListSchema = z.object({
  products: z.array(AdminProductSchema),
  pagination: PaginationSchema,
});
export type AdminProductList = z.infer<typeof AdminProductListSchema>;
export const AdminProductListResponseSchema = envelope(AdminProductListSchema);
export const AdminProductResponseSchema = envelope(AdminProductSchema);
export type AdminProductResponse = z.infer<typeof AdminProductResponseSchema>;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, tooLong(field, max))
    .refine(noNul, `${field} ${NO_NUL_MESSAGE}`);

/** Optional text: blank or null becomes null. */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, tooLong(field, max))
    .refine(noNul, `${field} ${NO_NUL_MESSAGE}`)
    .transform((v) => v.trim() || null)
    .nullable();

/** Whole cents: 12.5 and 12.50 pass, 12.505 does not. */
const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const productFields = {
  name: requiredText('name', 200),
  sku: requiredText('sku', SKU_MAX_LENGTH).refine((v) => !/\s/.test(v), 'sku must not contain spaces'),
  price: z
    .number({ error: 'price must be a number' })
    .min(0, 'price must be 0 or more')
    .max(PRODUCT_PRICE_MAX, `price must be at most ${PRODUCT_PRICE_MAX}`)
    .refine(hasCents, 'price must have at most 2 decimals'),
  category_id: z
    .number({ error: 'category_id must be a category id or null' })
    .int('category_id must be a whole number')
    .positive('category_id must be a positive number')
    .max(2147483647, 'category_id is too large')
    .nullable(),
  model: optionalText('model', 120),
  manufacturer: optionalText('manufacturer', 120),
  description: optionalText('description', 20_000),
  badges: optionalText('badges', 200),
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
  stock_quantity: z
    .number({ error: 'stock_quantity must be a number or null' })
    .int('stock_quantity must be a whole number')
    .min(0, 'stock_quantity must be 0 or more')
    .max(2147483647, 'stock_quantity is too large')
    .nullable(),
  low_stock_threshold: z
    .number({ error: 'low_stock_threshold must be a number' })
    .int('low_stock_threshold must be a whole number')
    .min(0, 'low_stock_threshold must be 0 or more')
    .max(1_000_000, 'low_stock_threshold must be at most 1000000'),
};

/** POST /admin/products: name, SKU and price required; the rest optional. */
export const CreateProductBodySchema = z.object({
  name: productFields.name,
  sku: productFields.sku,
  price: productFields.price,
  category_id: productFields.category_id.optional(),
  model: productFields.model.optional(),
  manufacturer: productFields.manufacturer.optional(),
  description: productFields.description.optional(),
  badges: productFields.badges.optional(),
  status: productFields.status.optional(),
  is_active: productFields.is_active.optional(),
  stock_quantity: productFields.stock_quantity.optional(),
  low_stock_threshold: productFields.low_stock_threshold.optional(),
});
export type CreateProductBody = z.infer<typeof CreateProductBodySchema>;

/** PUT /admin/products/{id}: any of the fields; what is left out stays as it is. */
export const UpdateProductBodySchema = z
  .object(productFields)
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Give at least one field to change',
  });
export type UpdateProductBody = z.infer<typeof UpdateProductBodySchema>;
