import { z } from 'zod';
import { CART_QUANTITY_MAX } from './cart';
import { envelope, IdParamsSchema, noNul } from './common';
import { CartBulkResultSchema } from './quick-order';

/** Issue 22: restock lists, shared by the members of one store. */
export const LIST_NAME_MAX_LENGTH = 100;
export const LISTS_PER_STORE_MAX = 200;
export const LIST_ITEMS_MAX = 500;

const positiveId = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(2147483647, `${label} is too large`);

const quantityField = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(1, `quantity must be between 1 and ${CART_QUANTITY_MAX}`)
  .max(CART_QUANTITY_MAX, `quantity must be between 1 and ${CART_QUANTITY_MAX}`);

/** POST /user/lists and PUT /user/lists/{id}: the list's name, unique within the store. */
export const ListBodySchema = z.object({
  name: z
    .string({ error: 'List name is required' })
    .trim()
    .min(1, 'List name is required')
    .max(LIST_NAME_MAX_LENGTH, `List name must be at most ${LIST_NAME_MAX_LENGTH} characters`)
    .refine(noNul, 'List name must not contain NUL characters'),
});
export type ListBody = z.input<typeof ListBodySchema>;

/** POST /user/lists/{id}/items: adding a product already on the list adds to its quantity. */
export const ListItemAddBodySchema = z.object({
  product_id: positiveId('product_id'),
  quantity: quantityField.default(1),
});
export type ListItemAddBody = z.input<typeof ListItemAddBodySchema>;

/** PUT /user/lists/{id}/items/{itemId} */
export const ListItemUpdateBodySchema = z.object({ quantity: quantityField });
export type ListItemUpdateBody = z.input<typeof ListItemUpdateBodySchema>;

export const ListItemParamsSchema = IdParamsSchema.extend({
  itemId: z.coerce
    .number()
    .int('itemId must be a whole number')
    .positive('itemId must be a positive number')
    .max(2147483647, 'itemId is too large'),
});

export const ListItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    sku: z.string(),
    price: z.number(),
    image_url: z.string().nullable(),
    is_active: z.boolean(),
    in_stock: z.boolean(),
    stock_quantity: z.number().int().nullable(),
  }),
});
export type ListItem = z.infer<typeof ListItemSchema>;

/** A list in GET /user/lists (no items). */
export const ListSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  item_count: z.number().int(),
  /** Sum of quantity x today's price over active products. */
  total: z.number(),
  updated_by: z.string().nullable(),
  /** ISO 8601 timestamps. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type ListSummary = z.infer<typeof ListSummarySchema>;

export const ListDetailSchema = ListSummarySchema.extend({ items: z.array(ListItemSchema) });
export type ListDetail = z.infer<typeof ListDetailSchema>;

export const ListsResponseSchema = envelope(z.object({ lists: z.array(ListSummarySchema) }));
export type ListsResponse = z.infer<typeof ListsResponseSchema>;
export const ListResponseSchema = envelope(ListDetailSchema);
export type ListResponse = z.infer<typeof ListResponseSchema>;
export const ListDeletedResponseSchema = envelope(z.object({ id: z.number().int() }));
/** POST /user/lists/{id}/add-to-cart: the same answer as POST /user/cart/bulk. */
export const ListAddToCartResponseSchema = envelope(CartBulkResultSchema);
