import { describe, expect, it } from 'vitest';
import { clampQuantity, parseQuantity, settledQuantity, typedQuantity } from './quantity';

const cart = { min: 1, max: 99 };
const detail = { min: 1, max: 10 };

describe('clampQuantity', () => {
  it('holds whole numbers within the bounds; unreadable becomes min', () => {
    expect(clampQuantity(5, 1, 10)).toBe(5);
    expect(clampQuantity(0, 1, 10)).toBe(1);
    expect(clampQuantity(25, 1, 10)).toBe(10);
    expect(clampQuantity(2.7, 1, 10)).toBe(2);
    expect(clampQuantity(Number.NaN, 1, 10)).toBe(1);
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers from 1 to 99', () => {
    expect(parseQuantity('1', cart)).toBe(1);
    expect(parseQuantity(' 42 ', cart)).toBe(42);
    expect(parseQuantity('99', cart)).toBe(99);
  });

  it('ignores non-numeric and non-positive values', () => {
    for (const raw of ['', ' ', 'abc', '2a', '1.5', '-3', '0', '00', '+4', '1e2']) {
      expect(parseQuantity(raw, cart), raw).toBeNull();
    }
  });

  it('holds larger numbers at 99', () => {
    expect(parseQuantity('100', cart)).toBe(99);
    expect(parseQuantity('999', cart)).toBe(99);
  });
});

describe('typedQuantity', () => {
  it("'clamp' keeps digits only and shows max at once above it", () => {
    expect(typedQuantity('3', 'clamp', detail)).toEqual({ text: '3', quantity: 3 });
    expect(typedQuantity('25', 'clamp', detail)).toEqual({ text: '10', quantity: 10 });
    expect(typedQuantity('150', 'clamp', cart)).toEqual({ text: '99', quantity: 99 });
    expect(typedQuantity('1a2', 'clamp', cart)).toEqual({ text: '12', quantity: 12 });
    expect(typedQuantity('0', 'clamp', cart)).toEqual({ text: '0', quantity: 1 });
    expect(typedQuantity('1234', 'clamp', cart)).toEqual({ text: '99', quantity: 99 });
  });

  it("'clamp' waits on a box with no digits", () => {
    expect(typedQuantity('', 'clamp', cart)).toEqual({ text: '', quantity: null });
    expect(typedQuantity('abc', 'clamp', cart)).toEqual({ text: '', quantity: null });
  });

  it("'ignore' shows what was typed and applies only a whole number of at least min", () => {
    expect(typedQuantity('7', 'ignore', cart)).toEqual({ text: '7', quantity: 7 });
    expect(typedQuantity('150', 'ignore', cart)).toEqual({ text: '150', quantity: 99 });
    for (const raw of ['abc', '0', '-4', '']) {
      expect(typedQuantity(raw, 'ignore', cart)).toEqual({ text: raw, quantity: null });
    }
  });
});

describe('settledQuantity', () => {
  it("'clamp' applies the typed number on leaving the box, min for a blank one", () => {
    expect(settledQuantity('', 4, 'clamp', cart)).toBe(1);
    expect(settledQuantity('0', 4, 'clamp', cart)).toBe(1);
    expect(settledQuantity('7', 4, 'clamp', cart)).toBe(7);
    expect(settledQuantity(null, 4, 'clamp', cart)).toBe(4);
  });

  it("'ignore' keeps the current quantity", () => {
    expect(settledQuantity('abc', 3, 'ignore', cart)).toBe(3);
    expect(settledQuantity('0', 3, 'ignore', cart)).toBe(3);
    expect(settledQuantity(null, 3, 'ignore', cart)).toBe(3);
  });
});
