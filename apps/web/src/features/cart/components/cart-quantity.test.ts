import { describe, expect, it } from 'vitest';
import { lineTotal } from './cart-quantity';

describe('lineTotal', () => {
  it('multiplies in whole cents', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(18.5, 2)).toBe(37);
    expect(lineTotal(2.35, 3)).toBe(7.05);
  });
});
