import { OrderDetailResponseSchema, StoreBudgetResponseSchema } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeCartItem, makeOrder, makeProduct, makeStore, makeUser } from '../../../test/support/factories';
import { type Member, signInAdmin, signInMember } from '../../../test/support/orders';
import { notifications, orderItems, orderStatusHistory, orders, products, stores } from '../../db/schema';
import { findStoreBudget } from './approval';

// Issue 22: a store's approval rules decide a new order in the statement that places it.
let t: TestContext;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

type Rules = { autoApproveBelow?: string | null; monthlyBudget?: string | null; timeZone?: string | null };

async function memberWithRules(rules: Rules) {
  const member = await signInMember(t, { name: 'Nora Buyer' });
  await t.db.update(stores).set(rules).where(eq(stores.id, member.store!.id));
  return member;
}

/** Another member of the same store, signed in. */
async function colleagueOf(member: Member): Promise<Member> {
  const user = await makeUser(t.db, { storeId: member.store!.id });
  return { user, store: member.store, token: await loginAs(t.app, user.email, user.password) };
}

const checkout = (member: Member, headers: Record<string, string> = {}) =>
  call(t.app, member.token, { method: 'POST', url: '/api/orders/from-cart', headers });

/** Fills the cart with one product of `price` and checks it out. */
async function order(member: Member, price: string, quantity = 1, headers: Record<string, string> = {}) {
  const product = await makeProduct(t.db, { price });
  await makeCartItem(t.db, { userId: member.user.id, productId: product.id, quantity });
  const res = await checkout(member, headers);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; status: string; total_amount: string };
}

const detail = async (token: string, url: string) => {
  const res = await call(t.app, token, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return OrderDetailResponseSchema.parse(res.json()).data;
};
const historyOf = (orderId: number) =>
  t.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
const toldOf = (orderId: number) =>
  t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
const budgetOf = async (member: Member) => {
  const res = await call(t.app, member.token, { method: 'GET', url: '/api/user/budget' });
  expect(res.statusCode).toBe(200);
  return StoreBudgetResponseSchema.parse(res.json()).data;
};
/** An order of the store in `status`, placed at `createdAt` (now by default). */
const pastOrder = (member: Member, status: string, total: string, createdAt = new Date()) =>
  makeOrder(t.db, {
    storeId: member.store!.id,
    userId: member.user.id,
    status,
    totalAmount: total,
    createdAt,
  });

describe('auto-approval under the store limit', () => {
  it('approves the order at once by System, with the reason in the history and the detail', async () => {
    const member = await memberWithRules({ autoApproveBelow: '100.00' });
    const tracked = await makeProduct(t.db, { price: '42.00', stockQuantity: 10 });
    await makeCartItem(t.db, { userId: member.user.id, productId: tracked.id, quantity: 2 });
    const res = await checkout(member);
    expect(res.statusCode).toBe(201);
    const placed = res.json().data;
    expect(placed).toMatchObject({ status: 'approved', total_amount: '84.00' });

    const reason = 'Auto-approved: total $84.00 is under the store limit of $100.00';
    const history = await historyOf(placed.id);
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'pending',
        actorId: member.user.id,
        actorRole: 'user',
      }),
      expect.objectContaining({
        fromStatus: 'pending',
        toStatus: 'approved',
        actorId: null,
        actorName: 'System',
        actorRole: 'system',
        notes: reason,
      }),
    ]);
    for (const [token, url] of [
      [member.token, `/api/orders/${placed.id}`],
      [member.token, `/api/user/orders/${placed.id}`],
      [admin.token, `/api/admin/orders/${placed.id}`],
    ] as const) {
      const data = await detail(token, url);
      expect(data).toMatchObject({ status: 'approved', approval_reason: reason });
      expect(data.history.map((h) => [h.to_status, h.actor_name])).toEqual([
        ['pending', 'Nora Buyer'],
        ['approved', 'System'],
      ]);
    }
    // Nobody is told: nothing waits for an admin, and the member placed it a moment ago.
    expect(await toldOf(placed.id)).toEqual([]);
    // The stock stays reserved, as for an order an admin approved.
    const [stock] = await t.db.select().from(products).where(eq(products.id, tracked.id));
    expect(stock?.stockQuantity).toBe(8);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(line?.stockReserved).toBe(2);
  });

  it('leaves an order at or over the limit pending with the reason, and tells the admins', async () => {
    const member = await memberWithRules({ autoApproveBelow: '100.00' });
    const placed = await order(member, '50.00', 3);
    expect(placed.status).toBe('pending');
    const data = await detail(member.token, `/api/orders/${placed.id}`);
    expect(data.approval_reason).toBe('Pending: total $150.00 is not under the store limit of $100.00');
    expect((await historyOf(placed.id)).map((h) => h.toStatus)).toEqual(['pending']);
    const told = await toldOf(placed.id);
    expect(told.map((n) => [n.userId, n.type])).toContainEqual([admin.user.id, 'order_placed']);

    const exactly = await order(member, '100.00');
    expect(exactly.status).toBe('pending');
    expect((await detail(admin.token, `/api/admin/orders/${exactly.id}`)).approval_reason).toBe(
      'Pending: total $100.00 is not under the store limit of $100.00',
    );
  });

  it('applies the rules to POST /orders (explicit items) too', async () => {
    const member = await memberWithRules({ autoApproveBelow: '100.00' });
    const product = await makeProduct(t.db, { price: '30.00' });
    const res = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ id: product.id, quantity: 2 }] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'approved', total_amount: '60.00' });
  });

  it('answers a retried Idempotency-Key with the same approved order', async () => {
    const member = await memberWithRules({ autoApproveBelow: '100.00' });
    const first = await order(member, '20.00', 1, { 'idempotency-key': 'rules-retry-1' });
    const again = await checkout(member, { 'idempotency-key': 'rules-retry-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.id, status: 'approved' });
    expect(await t.db.$count(orders, eq(orders.userId, member.user.id))).toBe(1);
  });
});

describe('the monthly budget', () => {
  it('leaves an order that would overspend the budget pending, naming the total it would reach', async () => {
    const member = await memberWithRules({ autoApproveBelow: '300.00', monthlyBudget: '2000.00' });
    await pastOrder(member, 'approved', '1990.00');
    const placed = await order(member, '150.00');
    expect(placed.status).toBe('pending');
    expect((await detail(admin.token, `/api/admin/orders/${placed.id}`)).approval_reason).toBe(
      'Pending: this order would take the store to $2,140.00 of its $2,000.00 monthly budget',
    );
    // Up to the budget exactly is within it.
    const fits = await order(member, '10.00');
    expect(fits.status).toBe('approved');
    expect((await budgetOf(member)).spent_this_month).toBe(2000);
  });

  it('counts approved, shipped and completed orders of this month only', async () => {
    const member = await memberWithRules({ autoApproveBelow: '300.00', monthlyBudget: '1000.00' });
    for (const status of ['approved', 'shipped', 'completed']) await pastOrder(member, status, '100.00');
    for (const status of ['pending', 'rejected', 'cancelled']) await pastOrder(member, status, '5000.00');
    await pastOrder(member, 'approved', '5000.00', new Date(Date.now() - 40 * 86_400_000));
    // Another store's spending is not this store's.
    const other = await signInMember(t);
    await pastOrder(other, 'approved', '5000.00');

    const budget = await budgetOf(member);
    expect(budget).toEqual({
      monthly_budget: 1000,
      spent_this_month: 300,
      auto_approve_below: 300,
      month: new Date().toISOString().slice(0, 7),
      time_zone: 'UTC',
    });
    const placed = await order(member, '250.00');
    expect(placed.status).toBe('approved');
    expect((await budgetOf(member)).spent_this_month).toBe(550);
    // A rejected order gives its amount back to the budget.
    const rejected = await call(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/orders/${placed.id}/status`,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await budgetOf(member)).spent_this_month).toBe(300);
  });

  it('with a budget and no auto-approve limit, every order waits with a reason; an overspending one says so', async () => {
    const member = await memberWithRules({ monthlyBudget: '500.00' });
    const within = await order(member, '100.00');
    expect(within.status).toBe('pending');
    const reason =
      "Pending: this store's orders are approved by an admin; this order would take the store to $100.00 of its $500.00 monthly budget";
    expect((await detail(member.token, `/api/orders/${within.id}`)).approval_reason).toBe(reason);
    expect((await detail(admin.token, `/api/admin/orders/${within.id}`)).approval_reason).toBe(reason);
    expect((await historyOf(within.id)).map((h) => [h.fromStatus, h.toStatus])).toEqual([[null, 'pending']]);
    await pastOrder(member, 'approved', '450.00');
    const over = await order(member, '100.00');
    expect(over.status).toBe('pending');
    expect((await detail(member.token, `/api/orders/${over.id}`)).approval_reason).toBe(
      'Pending: this order would take the store to $550.00 of its $500.00 monthly budget',
    );
  });
});

/** The instant the current calendar month began in `zone`. */
function monthStartIn(zone: string, now = new Date()): Date {
  const local = (d: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
      })
        .formatToParts(d)
        .map((p) => [p.type, Number(p.value)]),
    );
  const { year = 0, month = 1 } = local(now);
  // Midnight of the 1st there is 10 to 14 hours before midnight UTC for Auckland; find the hour.
  for (let hours = -14; hours <= 14; hours += 1) {
    const guess = new Date(Date.UTC(year, month - 1, 1) + hours * 3_600_000);
    const parts = local(guess);
    if (parts.year === year && parts.month === month && parts.day === 1 && parts.hour === 0) return guess;
  }
  throw new Error(`no month start found in ${zone}`);
}

describe("the budget's month in the store's time zone", () => {
  it('counts an order of 2026-11-30T12:00Z in December in Pacific/Auckland, in November in UTC', async () => {
    const auckland = await memberWithRules({ monthlyBudget: '1000.00', timeZone: 'Pacific/Auckland' });
    const utc = await memberWithRules({ monthlyBudget: '1000.00' });
    for (const member of [auckland, utc])
      await pastOrder(member, 'approved', '500.00', new Date('2026-11-30T12:00:00Z'));
    const on = (member: Member, iso: string) => findStoreBudget(t.db, member.store!.id, new Date(iso));
    expect(await on(auckland, '2026-12-15T00:00:00Z')).toMatchObject({
      month: '2026-12',
      spent_this_month: 500,
      time_zone: 'Pacific/Auckland',
    });
    expect(await on(auckland, '2026-11-15T00:00:00Z')).toMatchObject({
      month: '2026-11',
      spent_this_month: 0,
    });
    expect(await on(utc, '2026-12-15T00:00:00Z')).toMatchObject({ month: '2026-12', spent_this_month: 0 });
    expect(await on(utc, '2026-11-15T00:00:00Z')).toMatchObject({ month: '2026-11', spent_this_month: 500 });
  });

  it("checks out against the month as the store's clock has it", async () => {
    const start = monthStartIn('Pacific/Auckland');
    const rules = { autoApproveBelow: '300.00', monthlyBudget: '1000.00', timeZone: 'Pacific/Auckland' };
    // Just after the month began there (still last month in UTC): it counts.
    const counted = await memberWithRules(rules);
    await pastOrder(counted, 'approved', '800.00', new Date(start.getTime() + 3_600_000));
    expect((await order(counted, '250.00')).status).toBe('pending');
    expect((await budgetOf(counted)).month).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit' })
        .format(new Date())
        .slice(0, 7),
    );
    // Just before: last month's, it does not.
    const previous = await memberWithRules(rules);
    await pastOrder(previous, 'approved', '800.00', new Date(start.getTime() - 3_600_000));
    expect((await order(previous, '250.00')).status).toBe('approved');
  });
});

describe('a store without rules', () => {
  it('places pending orders exactly as before: no reason, one history entry, the admins told', async () => {
    const member = await signInMember(t);
    const placed = await order(member, '5.00');
    expect(placed.status).toBe('pending');
    const data = await detail(member.token, `/api/orders/${placed.id}`);
    expect(data.approval_reason).toBeNull();
    expect((await historyOf(placed.id)).map((h) => [h.fromStatus, h.toStatus, h.notes])).toEqual([
      [null, 'pending', null],
    ]);
    expect((await toldOf(placed.id)).map((n) => n.userId)).toContain(admin.user.id);
  });

  it('follows rules set or cleared by the admin from the next order on', async () => {
    const member = await signInMember(t);
    expect((await order(member, '20.00')).status).toBe('pending');
    const body = { name: 'Rules Store', store_type: 'owned', location: 'Austin, TX', status: 'active' };
    const set = await call(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/stores/${member.store!.id}`,
      payload: { ...body, auto_approve_below: 100 },
    });
    expect(set.statusCode).toBe(200);
    expect((await order(member, '20.00')).status).toBe('approved');
    expect((await order(member, '20.00')).status).toBe('approved');
    await call(t.app, admin.token, {
      method: 'PUT',
      url: `/api/admin/stores/${member.store!.id}`,
      payload: { ...body, auto_approve_below: null },
    });
    const after = await order(member, '20.00');
    expect(after.status).toBe('pending');
    expect((await detail(member.token, `/api/orders/${after.id}`)).approval_reason).toBeNull();
  });
});

describe('GET /api/user/budget', () => {
  it("answers the member's store rules, and no budget as null", async () => {
    const none = await signInMember(t);
    expect(await budgetOf(none)).toEqual({
      monthly_budget: null,
      spent_this_month: 0,
      auto_approve_below: null,
      month: new Date().toISOString().slice(0, 7),
      time_zone: 'UTC',
    });
    const ruled = await memberWithRules({ monthlyBudget: '2500.50', timeZone: 'America/Chicago' });
    expect(await budgetOf(ruled)).toMatchObject({
      monthly_budget: 2500.5,
      auto_approve_below: null,
      time_zone: 'America/Chicago',
    });
  });

  it('refuses admins and members without a store with 403, like the cart', async () => {
    const admins = await call(t.app, admin.token, { method: 'GET', url: '/api/user/budget' });
    expect(admins.statusCode).toBe(403);
    expect(admins.json().message).toBe('Only store members can place orders.');
    const storeless = await signInMember(t, { withStore: false });
    const res = await call(t.app, storeless.token, { method: 'GET', url: '/api/user/budget' });
    expect(res.statusCode).toBe(403);
    const anonymous = await call(t.app, undefined, { method: 'GET', url: '/api/user/budget' });
    expect(anonymous.statusCode).toBe(401);
  });
});

// On PGlite the checkouts run one after another; on PostgreSQL at once, on the connection pool:
// the store's row lock makes them take turns, so each counts the ones approved before it.
describe('concurrent checkouts of one store', () => {
  it('never overspend the budget: of 10 orders of 250 against 1,000, exactly 4 are approved', async () => {
    const first = await memberWithRules({ autoApproveBelow: '300.00', monthlyBudget: '1000.00' });
    const members = [first, ...(await Promise.all(Array.from({ length: 9 }, () => colleagueOf(first))))];
    const product = await makeProduct(t.db, { price: '250.00' });
    for (const member of members)
      await makeCartItem(t.db, { userId: member.user.id, productId: product.id, quantity: 1 });

    const answers = await Promise.all(members.map((member) => checkout(member)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    const placed = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, first.store!.id)))
      .orderBy(asc(orders.id));
    expect(placed).toHaveLength(10);
    expect(placed.filter((o) => o.status === 'approved')).toHaveLength(4);
    const pending = placed.filter((o) => o.status === 'pending');
    expect(pending).toHaveLength(6);
    for (const o of pending)
      expect(o.approvalReason).toBe(
        'Pending: this order would take the store to $1,250.00 of its $1,000.00 monthly budget',
      );
    expect((await budgetOf(first)).spent_this_month).toBe(1000);
  });
});

describe('a store deleted or a member moved', () => {
  it('orders for the store the member is in now', async () => {
    const member = await memberWithRules({ autoApproveBelow: '100.00' });
    expect((await order(member, '10.00')).status).toBe('approved');
    // The process remembers the first store auto-approves; the member is moved to a store without rules.
    const plain = await makeStore(t.db);
    await call(t.app, admin.token, {
      method: 'POST',
      url: '/api/admin/users/assign-store',
      payload: { userId: member.user.id, storeId: plain.id },
    });
    const moved = await order(member, '10.00');
    expect(moved.status).toBe('pending');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, moved.id));
    expect(row?.storeId).toBe(plain.id);
  });
});
