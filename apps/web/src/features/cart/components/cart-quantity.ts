import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@portal/contract';

/**
 * A typed quantity: whole positive numbers only (spec section 5: the cart input ignores
 * non-numeric or non-positive values); above 99 is held at 99.
 */
export function parseCartQuantity(raw: string): number | null {
  const value = raw.trim();
  if (!/^\d+$/.test(value)) return null;
  const quantity = Number(value);
  if (quantity < CART_QUANTITY_MIN) return null;
  return Math.min(quantity, CART_QUANTITY_MAX);
}

/** Unit price times quantity in whole cents, so 3 x $0.10 shows $0.30. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}
