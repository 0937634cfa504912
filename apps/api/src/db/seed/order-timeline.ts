import type { SeededMember } from './members';
import type { Random } from './random';

export type OrderStatus = 'pending' | 'approved' | 'shipped' | 'rejected' | 'completed' | 'cancelled';
/** The statuses the demo member's showcase orders take (a shipped one is picked after, see orders.ts). */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'approved',
  'rejected',
  'completed',
  'cancelled',
];

export type TimelineStep = {
  from: OrderStatus | null;
  to: OrderStatus;
  at: Date;
  actor: SeededMember;
  notes: string | null;
};

export const APPROVE_NOTES = [
  'Ships tomorrow morning',
  'Partial stock: back-ordered lines ship next week',
  'Approved, pick-up available from the Dallas warehouse',
  'Priority handling requested by the store manager',
];
export const REJECT_NOTES = [
  'Out of stock at the warehouse; please reorder next week',
  'Duplicate of an earlier order',
  'Credit limit exceeded, contact accounts',
  'Store account under review',
  'Quantities exceed the monthly allocation',
];
export const CANCEL_NOTES = [
  'Ordered the wrong model',
  'Customer cancelled the repair',
  'Found the part locally',
];
export const COMPLETE_NOTES = ['Delivered and signed for', 'Picked up at the warehouse'];
const MINUTE = 60_000;

/**
 * The status history of one order, from placement by the member to its current status, each step
 * later than the one before and none in the future. The status note is the latest decision's note.
 */
export function orderTimeline(
  random: Random,
  status: OrderStatus,
  options: { placedAt: Date; now: number; member: SeededMember; admin: SeededMember },
) {
  const { member, admin, now } = options;
  let t = options.placedAt.getTime();
  const advance = (minMinutes: number, maxMinutes: number) => {
    const wanted = random.int(minMinutes, maxMinutes) * MINUTE;
    t += Math.max(1000, Math.min(wanted, Math.floor((now - t) / 2)));
    return new Date(t);
  };
  const steps: TimelineStep[] = [
    { from: null, to: 'pending', at: options.placedAt, actor: member, notes: null },
  ];
  const decide = (from: OrderStatus, to: OrderStatus, notes: string | null) =>
    steps.push({ from, to, at: advance(20, 2880), actor: admin, notes });

  if (status === 'cancelled') {
    steps.push({
      from: 'pending',
      to: 'cancelled',
      at: advance(5, 1440),
      actor: member,
      notes: random.chance(0.6) ? random.pick(CANCEL_NOTES) : null,
    });
  } else if (status === 'rejected') {
    decide('pending', 'rejected', random.pick(REJECT_NOTES));
  } else if (status === 'approved' || status === 'shipped' || status === 'completed') {
    if (random.chance(0.08)) {
      decide('pending', 'rejected', random.pick(REJECT_NOTES));
      decide('rejected', 'approved', 'Stock confirmed after a recount');
    } else {
      decide('pending', 'approved', random.chance(0.45) ? random.pick(APPROVE_NOTES) : null);
    }
  }
  const approvedAt = steps.find((step) => step.to === 'approved')?.at ?? null;
  // Issue 20: shipped orders and delivered ones left with a carrier first.
  const shippedAt = status === 'shipped' || status === 'completed' ? advance(60, 1440) : null;
  if (shippedAt) steps.push({ from: 'approved', to: 'shipped', at: shippedAt, actor: admin, notes: null });
  if (status === 'completed') {
    steps.push({
      from: 'shipped',
      to: 'completed',
      at: advance(1440, 7200),
      actor: admin,
      notes: random.chance(0.5) ? random.pick(COMPLETE_NOTES) : null,
    });
  }
  const decisions = steps.filter(
    (step) => step.actor.role === 'admin' && step.to !== 'completed' && step.to !== 'shipped',
  );
  return {
    steps,
    statusNote: decisions[decisions.length - 1]?.notes ?? null,
    approvedAt,
    shippedAt,
    deliveredAt: status === 'completed' ? steps[steps.length - 1]!.at : null,
    updatedAt: steps[steps.length - 1]!.at,
  };
}
