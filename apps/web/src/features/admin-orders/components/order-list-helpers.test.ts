import { describe, expect, it } from 'vitest';
import { usableImage } from '@/lib/image-url';
import { showingText } from './admin-orders-section';
import { actionsFor } from './order-status-card';

describe('showingText', () => {
  it("reads 'Showing a-b of n orders'", () => {
    expect(showingText(1, 10, 42)).toBe('Showing 1-10 of 42 orders');
    expect(showingText(5, 10, 42)).toBe('Showing 41-42 of 42 orders');
    expect(showingText(1, 10, 0)).toBe('Showing 0-0 of 0 orders');
  });
});

describe('actionsFor', () => {
  const labels = (status: Parameters<typeof actionsFor>[0]) => actionsFor(status).map((a) => a.label);

  it('offers what spec section 4 allows from each status, and Cancel Order until shipped (issue 21)', () => {
    expect(labels('pending')).toEqual(['Approve', 'Reject', 'Cancel Order']);
    expect(labels('approved')).toEqual([
      'Reject Order',
      'Mark as Shipped',
      'Mark as Delivered',
      'Cancel Order',
    ]);
    expect(labels('shipped')).toEqual(['Mark as Delivered']);
    expect(labels('rejected')).toEqual(['Accept Order']);
    expect(labels('completed')).toEqual([]);
    expect(labels('cancelled')).toEqual([]);
    expect(actionsFor('rejected')[0]?.decision).toBe('approved');
    expect(actionsFor('approved').map((a) => a.decision)).toEqual([
      'rejected',
      'shipped',
      'completed',
      'cancelled',
    ]);
    expect(actionsFor('pending').at(-1)).toMatchObject({
      decision: 'cancelled',
      dialogTitle: 'Cancel Order',
    });
    expect(actionsFor('shipped')[0]?.decision).toBe('completed');
  });
});

describe('usableImage', () => {
  it('uses only non-empty addresses starting with http or /', () => {
    expect(usableImage('/images/parts/battery.svg')).toBe('/images/parts/battery.svg');
    expect(usableImage('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(usableImage('  ')).toBeNull();
    expect(usableImage('data:image/png;base64,AAAA')).toBeNull();
    expect(usableImage(null)).toBeNull();
  });
});
