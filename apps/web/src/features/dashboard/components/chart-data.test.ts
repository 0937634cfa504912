import { describe, expect, it } from 'vitest';
import { dayTotal, describeDay, formatDay, statusTotals } from './chart-data';
import { changeText } from './stat-cards';

const day = (
  date: string,
  counts: Partial<
    Record<'pending' | 'approved' | 'shipped' | 'rejected' | 'completed' | 'cancelled', number>
  > = {},
) => ({
  date,
  pending: 0,
  approved: 0,
  shipped: 0,
  rejected: 0,
  completed: 0,
  cancelled: 0,
  ...counts,
});

describe('days of the series', () => {
  it('prints the UTC calendar day whatever the time zone', () => {
    expect(formatDay('2025-03-01')).toBe('Mar 1');
    expect(formatDay('2025-03-01', true)).toBe('Sat, Mar 1, 2025');
    expect(formatDay('not a date')).toBe('Invalid date');
  });

  it('describes a day and totals the statuses', () => {
    const busy = day('2025-03-04', { pending: 2, approved: 3 });
    expect(dayTotal(busy)).toBe(5);
    expect(describeDay(busy)).toBe('Mar 4: 5 orders (2 pending, 3 approved)');
    expect(describeDay(day('2025-03-05', { rejected: 1 }))).toBe('Mar 5: 1 order (1 rejected)');
    expect(describeDay(day('2025-03-06'))).toBe('Mar 6: no orders');
    expect(statusTotals([busy, day('2025-03-05', { pending: 1, cancelled: 4 })])).toEqual({
      pending: 3,
      approved: 3,
      shipped: 0,
      rejected: 0,
      completed: 0,
      cancelled: 4,
    });
  });
});

describe('changeText', () => {
  it('shows the server-computed change with its sign, or says there is nothing to compare', () => {
    expect(changeText(12.5)).toBe('+12.5% from previous 30 days');
    expect(changeText(-3)).toBe('-3.0% from previous 30 days');
    expect(changeText(0)).toBe('No change from previous 30 days');
    expect(changeText(null)).toBe('No change data');
    expect(changeText(25, 7)).toBe('+25.0% from previous 7 days');
    expect(changeText(0, 1)).toBe('No change from previous day');
  });
});
