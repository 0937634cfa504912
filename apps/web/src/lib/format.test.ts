import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatMoney } from './format';

describe('formatMoney', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('89.9')).toBe('$89.90');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('shows $0.00 for anything that is not a number', () => {
    for (const value of ['abc', '', '  ', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}]) {
      expect(formatMoney(value)).toBe('$0.00');
    }
  });

  it('gives the bare amount for screens that print the sign themselves', () => {
    expect(formatAmount('1234.5')).toBe('1234.50');
    expect(formatAmount(undefined)).toBe('0.00');
  });
});

describe('formatDate', () => {
  it('uses US English', () => {
    expect(formatDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 2025');
    expect(formatDateTime('2025-01-05T12:00:00Z')).toMatch(/^Jan 5, 2025, \d{1,2}:\d{2}\s?[AP]M$/);
  });

  it("says 'Invalid date' for values that are not dates", () => {
    for (const value of ['not a date', '', null, undefined, {}, new Date('x')]) {
      expect(formatDate(value)).toBe('Invalid date');
      expect(formatDateTime(value)).toBe('Invalid date');
    }
  });
});
