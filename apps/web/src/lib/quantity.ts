/** The bounds a quantity box keeps to: 1 to 99 in the cart and on cards, 1 to 10 on a product. */
export type QuantityBounds = { min: number; max: number };

/**
 * What typing into a quantity box does. 'clamp': only digits count, and the number is held within
 * the bounds as it is typed (catalogue cards, product screen). 'ignore': only a whole number of at
 * least min counts (above max holds at max); anything else is left unapplied until the box
 * shows the quantity again (the cart, spec section 5).
 */
export type QuantityTyping = 'clamp' | 'ignore';

/** Whole number within [min, max]; anything unreadable becomes min. */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** A typed whole number of at least min, held at max; null for anything else ('abc', '0', '-4'). */
export function parseQuantity(raw: string, { min, max }: QuantityBounds): number | null {
  const value = raw.trim();
  if (!/^\d+$/.test(value)) return null;
  const quantity = Number(value);
  if (quantity < min) return null;
  return Math.min(quantity, max);
}

/**
 * Reads a keystroke: the text the box shows now and the quantity it applies (null: none yet).
 * 'clamp' keeps at most three digits and shows max at once when the number is above it.
 */
export function typedQuantity(
  raw: string,
  typing: QuantityTyping,
  bounds: QuantityBounds,
): { text: string; quantity: number | null } {
  if (typing === 'ignore') return { text: raw, quantity: parseQuantity(raw, bounds) };
  const digits = raw.replace(/\D/g, '').slice(0, 3);
  if (digits === '') return { text: '', quantity: null };
  const quantity = clampQuantity(Number(digits), bounds.min, bounds.max);
  return { text: Number(digits) > bounds.max ? String(quantity) : digits, quantity };
}

/**
 * The quantity once the box is left: 'clamp' applies what was typed (a blank box takes min),
 * 'ignore' keeps the current quantity. `text` null: nothing typed since the quantity last changed.
 */
export function settledQuantity(
  text: string | null,
  current: number,
  typing: QuantityTyping,
  { min, max }: QuantityBounds,
): number {
  if (typing === 'ignore' || text === null) return current;
  return clampQuantity(text === '' ? min : Number(text), min, max);
}
