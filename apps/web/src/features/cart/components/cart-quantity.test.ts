import { describe, expect, it } from 'vitest';
import { lineTotal, parseCartQuantity } from './cart-quantity';

describe('parseCartQuantity', () => {
  it('accepts whole numbers from 1 to 99', () => {
    expect(parseCartQuantity('1')).toBe(1);
    expect(parseCartQuantity(' 42 ')).toBe(42);
    expect(parseCartQuantity('99')).toBe(99);
  });

  it('ignores non-numeric and non-positive values', () => {
    for (const raw of ['', ' ', 'abc', '2a', '1.5', '-3', '0', '00', '+4', '1e2']) {
      expect(parseCartQuantity(raw), raw).toBeNull();
    }
  });

  it('holds larger numbers at 99', () => {
    expect(parseCartQuantity('100')).toBe(99);
    expect(parseCartQuantity('999')).toBe(99);
  });
});

describe('lineTotal', () => {
  it('multiplies in whole cents', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(18.5, 2)).toBe(37);
    expect(lineTotal(2.35, 3)).toBe(7.05);
  });
});
