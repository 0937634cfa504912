import { describe, expect, it } from 'vitest';
import { formatCents, toCents } from './money';

describe('money in cents', () => {
  it('reads decimal strings exactly and writes them back', () => {
    expect(toCents('19.99') * 3 + toCents('5.01') * 2).toBe(6999);
    expect(formatCents(6999)).toBe('69.99');
    expect(toCents('5')).toBe(500);
    expect(toCents('0.5')).toBe(50);
    expect(toCents('9999999999.99')).toBe(999999999999);
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-250)).toBe('-2.50');
    expect(() => toCents('abc')).toThrow();
  });
});
