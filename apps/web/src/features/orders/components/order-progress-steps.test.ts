import type { OrderDetail } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { addressLines, formatCalendarDay, progressSteps, taxLabel } from './order-progress-steps';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const order = (status: OrderDetail['status'], over: Partial<OrderDetail> = {}) => ({
  status,
  created_at: at(1),
  updated_at: at(9),
  shipped_at: null,
  delivered_at: null,
  history: [
    {
      from_status: null,
      to_status: 'pending' as const,
      actor_name: null,
      actor_role: null,
      notes: null,
      created_at: at(1),
    },
  ],
  ...over,
});
const entry = (from: OrderDetail['status'], to: OrderDetail['status'], day: number) => ({
  from_status: from,
  to_status: to,
  actor_name: 'Ada',
  actor_role: 'admin',
  notes: null,
  created_at: at(day),
});
const summary = (steps: ReturnType<typeof progressSteps>) =>
  steps.map((step) => `${step.label}:${step.state}:${step.at?.slice(8, 10) ?? '-'}`);

describe('progressSteps', () => {
  it('walks Placed → Approved → Shipped → Delivered with the current step', () => {
    expect(summary(progressSteps(order('pending')))).toEqual([
      'Placed:current:01',
      'Approved:upcoming:-',
      'Shipped:upcoming:-',
      'Delivered:upcoming:-',
    ]);
    const shipped = order('shipped', {
      shipped_at: at(4),
      history: [...order('pending').history, entry('pending', 'approved', 3)],
    });
    expect(summary(progressSteps(shipped))).toEqual([
      'Placed:done:01',
      'Approved:done:03',
      'Shipped:current:04',
      'Delivered:upcoming:-',
    ]);
    const delivered = { ...shipped, status: 'completed' as const, delivered_at: at(6) };
    expect(summary(progressSteps(delivered)).at(-1)).toBe('Delivered:current:06');
  });

  it('skips Shipped for an order delivered straight from approval', () => {
    const collected = order('completed', {
      history: [
        ...order('pending').history,
        entry('pending', 'approved', 2),
        entry('approved', 'completed', 3),
      ],
    });
    expect(summary(progressSteps(collected))).toEqual([
      'Placed:done:01',
      'Approved:done:02',
      'Shipped:skipped:-',
      'Delivered:current:03',
    ]);
  });

  it('ends at Rejected or Cancelled, after Approved when it had been approved', () => {
    const rejected = order('rejected', {
      history: [
        ...order('pending').history,
        entry('pending', 'approved', 2),
        entry('approved', 'rejected', 5),
      ],
    });
    expect(summary(progressSteps(rejected))).toEqual([
      'Placed:done:01',
      'Approved:done:02',
      'Rejected:current:05',
    ]);
    expect(summary(progressSteps(order('cancelled')))).toEqual(['Placed:done:01', 'Cancelled:current:09']);
  });

  it('says an order an admin cancelled was cancelled by the seller (issue 21)', () => {
    const byMember = { ...entry('pending', 'cancelled', 3), actor_role: 'user' };
    const voided = (last: ReturnType<typeof entry>) =>
      order('cancelled', { history: [...order('pending').history, entry('pending', 'approved', 2), last] });
    expect(summary(progressSteps(voided(entry('approved', 'cancelled', 4))))).toEqual([
      'Placed:done:01',
      'Approved:done:02',
      'Cancelled by the seller:current:04',
    ]);
    expect(summary(progressSteps(voided(byMember))).at(-1)).toBe('Cancelled:current:03');
  });
});

describe('formatting', () => {
  it('prints calendar days in UTC, the tax rate and addresses', () => {
    expect(formatCalendarDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatCalendarDay('2026-12-01T00:00:00.000Z')).toBe('Dec 1, 2026');
    expect(formatCalendarDay('soon')).toBe('Invalid date');
    expect(taxLabel(8.25)).toBe('Tax (8.25%)');
    expect(taxLabel(0)).toBe('Tax (0%)');
    expect(taxLabel(null)).toBe('Tax');
    expect(
      addressLines({
        street: '1 Main St',
        city: 'Austin',
        state: null,
        postal_code: '78701',
        country: 'USA',
      }),
    ).toEqual(['1 Main St', 'Austin, 78701', 'USA']);
  });
});
