import { z } from 'zod';
import { CART_QUANTITY_MAX } from './cart';
import { envelope } from './common';

/** Issue 22: the most lines one paste, file or bulk add may hold. */
export const QUICK_ORDER_MAX_LINES = 2000;
/** Issue 22: the largest pasted text or uploaded CSV, in bytes. */
export const QUICK_ORDER_MAX_BYTES = 512 * 1024;

/** POST /user/quick-order/preview as JSON (a CSV file comes as multipart `file` instead). */
export const QuickOrderPreviewBodySchema = z.object({
  text: z
    .string({ error: 'text is required: paste lines of SKU and quantity' })
    .max(QUICK_ORDER_MAX_BYTES, `text must be at most ${QUICK_ORDER_MAX_BYTES} characters`),
});
export type QuickOrderPreviewBody = z.input<typeof QuickOrderPreviewBodySchema>;

/** A resolved product of a preview line. */
export const QuickOrderProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  price: z.number(),
  image_url: z.string().nullable(),
  /** Tracked stock left; null when the product's stock is not tracked. */
  stock_quantity: z.number().int().nullable(),
  is_active: z.boolean(),
  /** Spec product status: in stock or not. */
  in_stock: z.boolean(),
  line_total: z.number(),
});
export type QuickOrderProduct = z.infer<typeof QuickOrderProductSchema>;

export const QuickOrderErrorCodeSchema = z.enum([
  'unknown_sku',
  'inactive',
  'quantity',
  'out_of_stock',
  'not_enough_stock',
  'unreadable',
]);

/** One line of the preview, in input order. Merged duplicates keep the first line and say so. */
export const QuickOrderLineSchema = z.object({
  /** 1-based line number in the pasted text or file (the file's header is line 1). */
  line: z.number().int(),
  sku: z.string(),
  quantity: z.number().int(),
  product: QuickOrderProductSchema.optional(),
  /** What is wrong; absent when the line can be added. */
  error: z
    .object({
      code: QuickOrderErrorCodeSchema,
      message: z.string(),
      /** unknown_sku: close SKUs from the search index, best first. */
      suggestions: z.array(z.object({ sku: z.string(), name: z.string() })).optional(),
    })
    .optional(),
  /** Other line numbers merged into this one (same SKU). */
  merged_lines: z.array(z.number().int()).optional(),
});
export type QuickOrderLine = z.infer<typeof QuickOrderLineSchema>;

export const QuickOrderPreviewSchema = z.object({ lines: z.array(QuickOrderLineSchema) });
export type QuickOrderPreview = z.infer<typeof QuickOrderPreviewSchema>;
export const QuickOrderPreviewResponseSchema = envelope(QuickOrderPreviewSchema);

const skuField = z
  .string({ error: 'sku is required' })
  .trim()
  .min(1, 'sku is required')
  .max(100, 'sku must be at most 100 characters');

/** POST /user/cart/bulk: quantities merge with what the cart holds, within the cart's limits. */
export const CartBulkBodySchema = z.object({
  items: z
    .array(
      z.object({
        sku: skuField,
        quantity: z
          .number({ error: 'quantity must be a number' })
          .int('quantity must be a whole number')
          .min(1, `quantity must be between 1 and ${CART_QUANTITY_MAX}`)
          .max(CART_QUANTITY_MAX, `quantity must be between 1 and ${CART_QUANTITY_MAX}`),
      }),
      { error: 'items must be a list of { sku, quantity }' },
    )
    .min(1, 'items must hold at least one line')
    .max(QUICK_ORDER_MAX_LINES, `items must hold at most ${QUICK_ORDER_MAX_LINES} lines`),
});
export type CartBulkBody = z.input<typeof CartBulkBodySchema>;

export const CartBulkAddedSchema = z.object({
  sku: z.string(),
  product_id: z.number().int(),
  name: z.string(),
  /** What this request added. */
  quantity: z.number().int(),
  /** The cart line's quantity afterwards. */
  cart_quantity: z.number().int(),
});
export const SkuProblemSchema = z.object({ sku: z.string(), message: z.string() });
export const CartBulkResultSchema = z.object({
  added: z.array(CartBulkAddedSchema),
  errors: z.array(SkuProblemSchema),
});
export type CartBulkResult = z.infer<typeof CartBulkResultSchema>;
export const CartBulkResponseSchema = envelope(CartBulkResultSchema);

/** POST /orders/{id}/reorder: every still-available line at today's price; the rest skipped. */
export const ReorderAddedSchema = z.object({
  sku: z.string(),
  product_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** Today's price and the price paid in the order; they differ when the price changed since. */
  price: z.number(),
  previous_price: z.number(),
});
export const ReorderResultSchema = z.object({
  added: z.array(ReorderAddedSchema),
  /** reason e.g. 'no longer sold', 'out of stock', 'only 3 left' (then the 3 are added). */
  skipped: z.array(z.object({ sku: z.string(), name: z.string(), reason: z.string() })),
});
export type ReorderResult = z.infer<typeof ReorderResultSchema>;
export const ReorderResponseSchema = envelope(ReorderResultSchema);
