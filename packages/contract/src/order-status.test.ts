import { describe, expect, it } from 'vitest';
import { OrderStatusSchema } from './enums';
import {
  ADMIN_ACTION_BY_STATUS,
  actionsFor,
  canRestore,
  canTransition,
  ORDER_TRANSITIONS,
  targetOf,
} from './order-status';

describe('the order status transition table', () => {
  it('gives admins approve and reject (spec section 4), ship and complete (issue 20), void (issue 21), members cancel', () => {
    const table = OrderStatusSchema.options.map((status) => [
      status,
      actionsFor(status, 'admin'),
      actionsFor(status, 'member'),
    ]);
    expect(table).toEqual([
      ['pending', ['approve', 'reject', 'void'], ['cancel']],
      ['approved', ['reject', 'ship', 'complete', 'void'], []],
      ['shipped', ['complete'], []],
      ['rejected', ['approve'], []],
      ['completed', [], []],
      ['cancelled', [], []],
    ]);
  });

  it('never leads an action to the status it leaves', () => {
    for (const [action, rule] of Object.entries(ORDER_TRANSITIONS)) {
      expect(rule.from).not.toContain(rule.to);
      expect(targetOf(action as keyof typeof ORDER_TRANSITIONS)).toBe(rule.to);
    }
    expect(canTransition('approve', 'approved')).toBe(false);
    expect(canTransition('cancel', 'approved')).toBe(false);
  });

  it('lets an admin void (cancel for the member) only before the order ships', () => {
    expect(targetOf('void')).toBe('cancelled');
    expect(ADMIN_ACTION_BY_STATUS.cancelled).toBe('void');
    const voidable = OrderStatusSchema.options.filter((status) => canTransition('void', status));
    expect(voidable).toEqual(['pending', 'approved']);
    // An order the admin cancelled is restorable to the cart like one the member cancelled.
    expect(canRestore({ status: targetOf('void'), restored_at: null })).toBe(true);
  });

  it('lets a member restore a cancelled or rejected order once', () => {
    expect(canRestore({ status: 'cancelled', restored_at: null })).toBe(true);
    expect(canRestore({ status: 'rejected' })).toBe(true);
    expect(canRestore({ status: 'rejected', restored_at: '2026-11-25T07:00:00Z' })).toBe(false);
    expect(canRestore({ status: 'pending', restored_at: null })).toBe(false);
  });
});
