import { z } from 'zod';
import { ProductStatusSchema } from './catalogue';
import { envelope } from './common';

// Product ids arrive as numbers, sometimes as numeric strings (spec section 3, Product).
const productId = z
  .union([
    z.number('product_id must be a number'),
    z.string().trim().regex(/^\d+$/, 'product_id must be a number').transform(Number),
  ])
  .pipe(
    z
      .number()
      .int('product_id must be a whole number')
      .positive('product_id must be a positive number')
      .max(2147483647, 'product_id is too large'),
  );

/** POST /user/wishlist. Adding a product twice keeps one item. */
export const WishlistAddBodySchema = z.object({ product_id: productId });
export type WishlistAddBody = z.input<typeof WishlistAddBodySchema>;

/** DELETE /user/wishlist/{productId}: by product id, not item id. */
export const WishlistProductParamsSchema = z.object({ productId });

export const WishlistProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  price: z.number(),
  sku: z.string(),
  manufacturer: z.string().nullable(),
  status: ProductStatusSchema,
});
export type WishlistProduct = z.infer<typeof WishlistProductSchema>;

/** Wishlist item (spec section 3): product_id is a string. */
export const WishlistItemSchema = z.object({
  id: z.number().int(),
  product_id: z.string(),
  /** ISO 8601 timestamp. */
  created_at: z.string(),
  product: WishlistProductSchema,
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** GET /user/wishlist: newest first. */
export const WishlistSchema = z.object({ items: z.array(WishlistItemSchema), count: z.number().int() });
export type Wishlist = z.infer<typeof WishlistSchema>;
export const WishlistResponseSchema = envelope(WishlistSchema);
export const WishlistItemResponseSchema = envelope(WishlistItemSchema);
export const WishlistRemoveResponseSchema = envelope(z.object({ product_id: z.string() }));
export type WishlistRemoveResponse = z.infer<typeof WishlistRemoveResponseSchema>;
