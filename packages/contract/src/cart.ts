import { z } from 'zod';
import { envelope } from './common';

/** Quantity limits of a cart line (spec sections 5 and 9). */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;

// Product ids arrive as numbers, sometimes as numeric strings (spec section 3, Product).
const cartProductId = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, 'product_id must be a number').transform(Number)])
  .pipe(
    z
      .number()
      .int('product_id must be a whole number')
      .positive('product_id must be a positive number')
      .max(2147483647, 'product_id is too large'),
  );

const quantityRange = `quantity must be between ${CART_QUANTITY_MIN} and ${CART_QUANTITY_MAX}`;

/** POST /user/cart: adds to the existing line of the product; a line never exceeds 99. */
export const CartAddBodySchema = z.object({
  product_id: cartProductId,
  quantity: z
    .number('quantity must be a number')
    .int('quantity must be a whole number')
    .min(CART_QUANTITY_MIN, quantityRange)
    .max(CART_QUANTITY_MAX, quantityRange)
    .default(1),
});
export type CartAddBody = z.input<typeof CartAddBodySchema>;

/** PUT /user/cart/{id}: sets the quantity; below 1 removes the line (spec section 4, Cart line). */
export const CartUpdateBodySchema = z.object({
  quantity: z
    .number('quantity must be a number')
    .int('quantity must be a whole number')
    .max(CART_QUANTITY_MAX, `quantity must be at most ${CART_QUANTITY_MAX}`),
});
export type CartUpdateBody = z.infer<typeof CartUpdateBodySchema>;

export const CartProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Unit price as a number for display; the cart's totals are exact strings. */
  price: z.number(),
  manufacturer: z.string().nullable(),
  sku: z.string(),
  image: z.string().nullable(),
  /** 1 available, 0 out of stock. */
  status: z.number().int(),
  model: z.string().nullable(),
});
export type CartProduct = z.infer<typeof CartProductSchema>;

export const CartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  product: CartProductSchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** The member's own store, which checkout orders for; null when the member has none. */
export const CartStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Store code, e.g. ST0003. */
  store_id: z.string(),
  /** The store's address (its location), the checkout's default delivery address. */
  location: z.string().nullable(),
});
export type CartStore = z.infer<typeof CartStoreSchema>;

export const CartSchema = z.object({
  store: CartStoreSchema.nullable(),
  items: z.array(CartItemSchema),
  /** Sum of the quantities of every line. */
  count: z.number().int(),
  /** Exact money strings such as '123.45'; '0.00' when the cart is empty. */
  total: z.string(),
  subtotal: z.string(),
  /**
   * Issue 20: the charges checkout will add, as the server computes them now (tax on the subtotal
   * at the store's rate or the settings' rate, rounded half-up to the cent; the flat shipping fee
   * unless the subtotal reaches the free-shipping threshold) and the order's total with them.
   * `total` stays the sum of the lines (spec).
   */
  tax_rate: z.number(),
  tax: z.string(),
  shipping: z.string(),
  free_shipping_threshold: z.string().nullable(),
  order_total: z.string(),
});
export type Cart = z.infer<typeof CartSchema>;
export const CartResponseSchema = envelope(CartSchema);
export type CartResponse = z.infer<typeof CartResponseSchema>;

/** A line after POST /user/cart or PUT /user/cart/{id}; removed lines report quantity 0. */
export const CartLineResultSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  quantity: z.number().int(),
  removed: z.boolean(),
});
export type CartLineResult = z.infer<typeof CartLineResultSchema>;
export const CartLineResponseSchema = envelope(CartLineResultSchema);
export type CartLineResponse = z.infer<typeof CartLineResponseSchema>;

/** DELETE /user/cart/{id} and DELETE /user/cart: how many lines were removed. */
export const CartRemovalSchema = z.object({ removed: z.number().int() });
export type CartRemoval = z.infer<typeof CartRemovalSchema>;
export const CartRemovalResponseSchema = envelope(CartRemovalSchema);
export type CartRemovalResponse = z.infer<typeof CartRemovalResponseSchema>;
