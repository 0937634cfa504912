import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { orderItems, orderStatusHistory, orders } from '../schema';
import { insertRows } from './bulk';
import { centsToMoney } from './format';
import type { SeededMember } from './members';
import { ORDER_STATUSES, type OrderStatus, orderTimeline } from './order-timeline';
import type { SeededProduct } from './products';
import type { Random } from './random';
import type { SeededStore } from './stores';

const DAY = 86_400_000;
export const MEMBER_NOTES = [
  'Please ship with the morning courier',
  'Call before delivery',
  'Urgent: customer waiting on this repair',
  'Combine with our previous order if possible',
  'Leave at the back entrance',
];

type OrderPlan = {
  placedAt: Date;
  status: OrderStatus;
  member: SeededMember;
  store: SeededStore;
  lines: { product: SeededProduct; quantity: number }[];
};

export type SeedOrdersOptions = {
  count: number;
  now: number;
  members: readonly SeededMember[];
  stores: readonly SeededStore[];
  products: readonly SeededProduct[];
  demoEmail: string;
  /**
   * Runs once the orders are planned, before any is numbered or stored, given how many of them
   * are the demo member's: the bulk history (bulk-orders.ts) goes in first, so order numbers grow
   * with time but for these newest orders.
   */
  beforeInsert?: (demoOrders: number) => Promise<void>;
};

function statusForAge(random: Random, ageMs: number): OrderStatus {
  if (ageMs < 2 * DAY) {
    return random.weighted<OrderStatus>([
      ['pending', 60],
      ['approved', 20],
      ['rejected', 8],
      ['cancelled', 12],
    ]);
  }
  return random.weighted<OrderStatus>([
    ['pending', 8],
    ['approved', 25],
    ['completed', 42],
    ['rejected', 12],
    ['cancelled', 13],
  ]);
}

function pickLines(random: Random, pool: readonly SeededProduct[]) {
  const wanted = Math.min(random.int(1, 5), pool.length);
  const chosen = new Set<SeededProduct>();
  while (chosen.size < wanted) chosen.add(random.pick(pool));
  return [...chosen].map((product) => ({ product, quantity: random.int(1, 10) }));
}

/**
 * Orders over the last 60 days, oldest first so order numbers grow with time. Five of them, placed
 * by the demo store member, cover every status; the rest take a status that fits their age.
 */
function planOrders(random: Random, options: SeedOrdersOptions): OrderPlan[] {
  const { now, members, stores, products, demoEmail } = options;
  const storeById = new Map(stores.map((store) => [store.id, store]));
  const placers = members.filter(
    (m) => m.role === 'user' && m.isActive && m.storeId && storeById.get(m.storeId)?.status !== 'inactive',
  );
  const demo = placers.find((m) => m.email === demoEmail);
  const pool = products.filter((p) => p.status === 1);
  if (placers.length === 0 || pool.length === 0) return [];
  const times = Array.from({ length: options.count }, () => now - random.int(10, 60 * 24 * 60) * 60_000).sort(
    (a, b) => a - b,
  );
  const showcase = new Map(random.sample([...times.keys()], ORDER_STATUSES.length).map((i, k) => [i, k]));
  return times.map((time, i) => {
    const forced = showcase.get(i);
    const member = demo && (forced !== undefined || random.chance(0.15)) ? demo : random.pick(placers);
    return {
      placedAt: new Date(time),
      status: forced !== undefined ? ORDER_STATUSES[forced]! : statusForAge(random, now - time),
      member,
      store: storeById.get(member.storeId!)!,
      lines: pickLines(random, pool),
    };
  });
}

export const CARRIERS = [
  { name: 'UPS', url: 'https://www.ups.com/track?tracknum=' },
  { name: 'FedEx', url: 'https://www.fedex.com/fedextrack/?trknbr=' },
  { name: 'USPS', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' },
];

/**
 * Issue 20: some approved orders are on their way, without changing the rest of the demo: every
 * third approved order placed over two days ago, and the demo member's newest approved order
 * (the member keeps at least one approved order).
 */
function shippedPlans(plans: OrderPlan[], now: number, demoEmail: string): Set<number> {
  const approved = [...plans.keys()].filter((i) => plans[i]!.status === 'approved');
  const ships = new Set(
    approved.filter((i, k) => k % 3 === 0 && now - plans[i]!.placedAt.getTime() > 2 * DAY),
  );
  // The demo member sees both: one approved order still waiting, one on its way.
  const demo = approved.filter((i) => plans[i]!.member.email === demoEmail);
  if (demo.length > 1) ships.add(demo.at(-1)!);
  const waiting = demo.filter((i) => !ships.has(i));
  if (demo.length > 0 && waiting.length === 0) ships.delete(demo[0]!);
  return ships;
}

/** The shipment of a shipped or delivered order, from its number: carrier, tracking number and link. */
function shipmentOf(orderNumber: number, shippedAt: Date | null) {
  if (!shippedAt) return {};
  const carrier = CARRIERS[orderNumber % CARRIERS.length]!;
  const tracking = `${carrier.name === 'UPS' ? '1Z' : ''}${String(orderNumber * 7919).padStart(12, '0')}`;
  return {
    carrier: carrier.name,
    trackingNumber: tracking,
    trackingUrl: `${carrier.url}${tracking}`,
    shippedAt,
  };
}

/** $2,140.00, as the order statement prints amounts in its approval reasons. */
const dollars = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

/**
 * Issue 22: what the store's auto-approve limit would have said of the order, for the stores that
 * have one: small orders approved at once (auto: the approval in the history is the System's),
 * larger ones left pending with the reason. Other orders carry none.
 */
function approvalOf(plan: OrderPlan, totalCents: number, steps: { from: string | null; to: string }[]) {
  const limit = plan.store.autoApproveBelow;
  if (limit === null) return { reason: null, auto: false };
  const limitCents = Math.round(Number(limit) * 100);
  const directlyApproved = steps[1]?.from === 'pending' && steps[1]?.to === 'approved';
  if (totalCents < limitCents && directlyApproved)
    return {
      reason: `Auto-approved: total ${dollars(totalCents)} is under the store limit of ${dollars(limitCents)}`,
      auto: true,
    };
  if (totalCents >= limitCents && plan.status === 'pending')
    return {
      reason: `Pending: total ${dollars(totalCents)} is not under the store limit of ${dollars(limitCents)}`,
      auto: false,
    };
  return { reason: null, auto: false };
}

async function nextOrderNumbers(db: Db, count: number): Promise<number[]> {
  const result = await db.execute(
    sql`select nextval('order_number_seq')::int as n from generate_series(1, ${count}::int) order by 1`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows.map((row) => Number(row.n));
}

export async function seedOrders(db: Db, random: Random, options: SeedOrdersOptions) {
  const plans = planOrders(random, options);
  await options.beforeInsert?.(plans.filter((plan) => plan.member.email === options.demoEmail).length);
  if (plans.length === 0) return { orders: 0, orderItems: 0, history: 0 };
  const admins = options.members.filter((m) => m.role === 'admin' && m.isActive);
  const numbers = await nextOrderNumbers(db, plans.length);
  const ships = shippedPlans(plans, options.now, options.demoEmail);
  const built = plans.map((plan0, i) => {
    const plan = ships.has(i) ? { ...plan0, status: 'shipped' as const } : plan0;
    const admin = random.pick(admins);
    const timeline = orderTimeline(random, plan.status, { ...plan, now: options.now, admin });
    const subtotal = plan.lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
    const hidden = plan.member.email !== options.demoEmail && ['cancelled', 'rejected'].includes(plan.status);
    const approval = approvalOf(plan, subtotal, timeline.steps);
    const order = {
      orderNumber: `${plan.store.code}-${numbers[i]}`,
      userId: plan.member.id,
      storeId: plan.store.id,
      status: plan.status,
      userName: plan.member.name,
      userEmail: plan.member.email,
      userPhone: plan.member.phone,
      storeName: plan.store.name,
      storeCode: plan.store.code,
      storeAddress: plan.store.location,
      storePhone: plan.store.phone,
      itemsCount: plan.lines.length,
      subtotal: centsToMoney(subtotal),
      taxAmount: '0.00',
      shippingFee: '0.00',
      discountAmount: '0.00',
      totalAmount: centsToMoney(subtotal),
      notes: random.chance(0.25) ? random.pick(MEMBER_NOTES) : null,
      statusNote: approval.auto ? null : timeline.statusNote,
      approvalReason: approval.reason,
      shippingAddress: plan.store.address,
      estimatedDelivery: timeline.approvedAt
        ? new Date(timeline.approvedAt.getTime() + random.int(2, 5) * DAY)
        : null,
      ...shipmentOf(numbers[i]!, timeline.shippedAt),
      deliveredAt: timeline.deliveredAt,
      poNumber: i % 4 === 0 ? `PO-${plan.placedAt.getUTCFullYear()}-${String(numbers[i]).slice(-4)}` : null,
      hiddenByMemberAt: hidden && random.chance(0.1) ? timeline.updatedAt : null,
      createdAt: plan.placedAt,
      updatedAt: timeline.updatedAt,
    };
    // An auto-approved order was approved by the System the moment it was placed.
    const steps = approval.auto
      ? timeline.steps.map((step, k) =>
          k === 1 ? { ...step, at: plan.placedAt, auto: true, notes: approval.reason } : step,
        )
      : timeline.steps;
    order.updatedAt = steps[steps.length - 1]!.at;
    return { plan, order, steps };
  });

  const stored = await insertRows<typeof orders, { id: number; orderNumber: string }>(
    db,
    orders,
    built.map((b) => b.order),
    { returning: ['id', 'orderNumber'] },
  );
  const idByNumber = new Map(stored.map((row) => [row.orderNumber, row.id]));
  const items = built.flatMap(({ plan, order }) =>
    plan.lines.map(({ product, quantity }) => ({
      orderId: idByNumber.get(order.orderNumber)!,
      productId: product.id,
      productName: product.name,
      displayName: product.name,
      sku: product.sku,
      imageUrl: product.image,
      category: product.categoryName,
      brand: product.manufacturer,
      description: product.description,
      unitPrice: centsToMoney(product.priceCents),
      quantity,
      lineTotal: centsToMoney(product.priceCents * quantity),
    })),
  );
  const history = built.flatMap(({ order, steps }) =>
    steps.map((step) => ({
      orderId: idByNumber.get(order.orderNumber)!,
      fromStatus: step.from,
      toStatus: step.to,
      ...('auto' in step
        ? { actorId: null, actorName: 'System', actorRole: 'system' }
        : { actorId: step.actor.id, actorName: step.actor.name, actorRole: step.actor.role }),
      notes: step.notes,
      createdAt: step.at,
    })),
  );
  await insertRows(db, orderItems, items, { size: 5000 });
  await insertRows(db, orderStatusHistory, history, { size: 5000 });
  return { orders: built.length, orderItems: items.length, history: history.length };
}
