import {
  type MemberOrderListFilters,
  MemberOrderListQuerySchema,
  MemberOrderListResponseSchema,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeOrder, makeProduct } from '../../../test/support/factories';
import { placeOrder, signInAdmin, signInMember } from '../../../test/support/orders';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { memberOrderOf, paginationOf } from './present';
import { findItemsByOrder, findOrderRows, memberOrdersWhere, pageCursorsOf } from './repository';
import { listMemberOrders } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * My Orders as it was answered before issue 24's single statement (four statements through the
 * query builder): the reference the new answer must equal, byte for byte.
 */
async function listMemberOrdersBefore(db: Db, userId: number, query: MemberOrderListFilters) {
  const { page, limit, status, after, before } = query;
  const where = memberOrdersWhere(userId, status);
  const rows = await findOrderRows(db, where, { limit, offset: (page - 1) * limit, after, before });
  const items = await findItemsByOrder(
    db,
    rows.map((row) => row.id),
  );
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
  const total = count?.total ?? 0;
  return {
    orders: rows.map((row) => memberOrderOf(row, items.get(row.id) ?? [])),
    pagination: { ...paginationOf(page, limit, total), ...pageCursorsOf(rows, page, limit) },
  };
}

/** A line written straight to the order, for the fields checkout always fills (no product, no name). */
const addLine = (orderId: number, overrides: Partial<typeof orderItems.$inferInsert> = {}) =>
  t.db.insert(orderItems).values({
    orderId,
    productName: 'Loose part',
    unitPrice: '1.00',
    quantity: 1,
    lineTotal: '1.00',
    ...overrides,
  });

type Times = Partial<Record<'createdAt' | 'updatedAt' | 'restoredAt' | 'hiddenByMemberAt', string>>;
/** Times with microseconds, which a JS Date cannot hold: the answer cuts them to milliseconds. */
async function stamp(orderId: number, times: Times) {
  const set = Object.fromEntries(
    Object.entries(times).map(([key, text]) => [key, sql`${text}::timestamptz`]),
  );
  await t.db.update(orders).set(set).where(eq(orders.id, orderId));
}

async function memberWithHistory() {
  const member = await signInMember(t, { storeName: 'Eastside Repairs' });
  const other = await signInMember(t);
  const lcd = await makeProduct(t.db, { name: 'LCD', price: '12.34', image: '/img/lcd.png' });
  const glass = await makeProduct(t.db, { name: 'Glass', price: '0.99' });
  const flex = await makeProduct(t.db, { name: 'Flex', price: '1500.00' });
  const carts: [{ id: number }, number][][] = [
    [
      [lcd, 2],
      [glass, 3],
      [flex, 1],
    ],
    [[glass, 1]],
    [
      [flex, 2],
      [lcd, 1],
    ],
  ];
  const placed = [];
  for (const cart of carts) placed.push(await placeOrder(t, member, cart));
  await placeOrder(t, other, [[lcd, 1]]);
  const owner = { userId: member.user.id, storeName: 'Eastside Repairs' };
  // Two orders at the same microsecond: the id orders them, and a page may end between them.
  const tied = [];
  for (const status of ['approved', 'approved']) {
    const order = await makeOrder(t.db, { ...owner, status });
    await stamp(order.id, { createdAt: '2026-01-02 03:04:05.678901+00' });
    tied.push(order);
  }
  const closed = await makeOrder(t.db, {
    ...owner,
    status: 'cancelled',
    notes: 'Wrong colour',
    statusNote: 'Cancelled by the member',
    totalAmount: '1234567.89',
  });
  await stamp(closed.id, {
    createdAt: '2026-01-03 00:00:00.999999+00',
    updatedAt: '2026-01-04 12:30:00.000500+00',
    restoredAt: '2026-01-05 08:00:00.123456+00',
  });
  const rejected = await makeOrder(t.db, { ...owner, status: 'rejected', storeName: null });
  await stamp(rejected.id, { createdAt: '2025-12-31 23:59:59.999+00' });
  const hidden = await makeOrder(t.db, { ...owner, status: 'cancelled' });
  await stamp(hidden.id, { hiddenByMemberAt: '2026-01-06 00:00:00+00' });
  for (const order of [...tied, closed, rejected, hidden]) {
    await addLine(order.id, { productName: 'Battery', displayName: 'Battery (OEM)', unitPrice: '25.50' });
    await addLine(order.id, { productId: glass.id, sku: 'GL-1', imageUrl: '/img/glass.png', quantity: 4 });
  }
  await addLine(closed.id, { productName: 'Screws', unitPrice: '0.05', quantity: 99 });
  await t.db.update(orders).set({ status: 'approved', statusNote: 'OK' }).where(eq(orders.id, placed[1]!.id));
  return { member, placed, tied, closed, hidden };
}

type Answer = Awaited<ReturnType<typeof listMemberOrders>>;

describe('GET /api/orders in one statement (issue 24)', () => {
  it('answers only the signed-in user, with their own orders', async () => {
    const { member } = await memberWithHistory();
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/orders' });
    expect(anonymous.statusCode).toBe(401);
    const mine = (await call(t.app, member.token, { method: 'GET', url: '/api/orders?limit=100' })).json()
      .data;
    // Another store's member and an admin see none of them.
    const other = await signInMember(t);
    const admin = await signInAdmin(t);
    for (const who of [other, admin]) {
      const res = await call(t.app, who.token, { method: 'GET', url: '/api/orders?limit=100' });
      expect(res.statusCode).toBe(200);
      const ids = res.json().data.orders.map((o: { id: number }) => o.id);
      for (const order of mine.orders) expect(ids).not.toContain(order.id);
    }
  });

  it('sends exactly what the response schema allows, on every kind of page', async () => {
    const { member } = await memberWithHistory();
    const first = await call(t.app, member.token, { method: 'GET', url: '/api/orders?limit=2' });
    const next = first.json().data.pagination.next_cursor;
    for (const url of [
      '/api/orders?limit=2',
      '/api/orders?limit=2&page=2',
      `/api/orders?limit=2&page=2&after=${next}`,
      '/api/orders?status=cancelled',
      '/api/orders?status=completed',
      '/api/orders?page=99',
    ]) {
      const res = await call(t.app, member.token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      // The schema drops unknown keys and checks every field: parsing must change nothing.
      expect(JSON.stringify(MemberOrderListResponseSchema.parse(res.json())), url).toBe(res.body);
    }
  });

  it('answers every page, by offset and by cursor, exactly as the four statements did', async () => {
    const { member, placed, closed, hidden } = await memberWithHistory();
    const { id, email, name, storeId, phoneNumber } = member.user;
    const user = {
      id,
      email,
      name,
      role: 'user' as const,
      storeId,
      storeName: 'Eastside Repairs',
      phoneNumber,
    };
    const seen = new Set<number>();
    let pages = 0;
    const compare = async (params: Record<string, string>) => {
      const query = MemberOrderListQuerySchema.parse(params);
      const now = await listMemberOrders({ db: t.db, user, query });
      const before = await listMemberOrdersBefore(t.db, member.user.id, query);
      expect(JSON.stringify(now), JSON.stringify(params)).toBe(JSON.stringify(before));
      for (const order of now.orders) seen.add(order.id);
      if (now.orders.length > 0) pages += 1;
      return now;
    };
    const walk = async (base: Record<string, string>) => {
      // Every page number, one past the end, then Next from the first page and Previous from the last.
      const first = await compare({ ...base, page: '1' });
      for (let page = 2; page <= first.pagination.pages + 1; page += 1) {
        await compare({ ...base, page: String(page) });
      }
      let answer: Answer = first;
      for (let page = 2; answer.pagination.next_cursor; page += 1) {
        answer = await compare({ ...base, page: String(page), after: answer.pagination.next_cursor });
      }
      for (let page = first.pagination.pages - 1; answer.pagination.prev_cursor; page -= 1) {
        answer = await compare({ ...base, page: String(page), before: answer.pagination.prev_cursor });
      }
    };
    for (const status of [undefined, 'approved', 'cancelled', 'rejected', 'completed']) {
      for (const limit of ['1', '2', '3', '10']) await walk({ limit, ...(status ? { status } : {}) });
    }
    // The walk went through the orders it was meant to: many lines, ties, and never the hidden one.
    expect(seen).toContain(closed.id);
    for (const order of placed) expect(seen).toContain(order.id);
    expect(seen).not.toContain(hidden.id);
    expect(pages).toBeGreaterThan(40);
  });

  it('sends the lines, dates and amounts the member sees on the screen', async () => {
    const { member, closed } = await memberWithHistory();
    const res = await call(t.app, member.token, { method: 'GET', url: '/api/orders?status=cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const { orders: list, pagination } = res.json().data;
    expect(pagination).toEqual({ page: 1, limit: 10, total: 1, pages: 1 });
    expect(list).toEqual([
      {
        id: closed.id,
        order_number: closed.orderNumber,
        status: 'cancelled',
        created_at: '2026-01-03T00:00:00.999Z',
        updated_at: '2026-01-04T12:30:00.000Z',
        store_name: 'Eastside Repairs',
        items_count: 1,
        total_amount: '1234567.89',
        product_details: [
          {
            product_id: null,
            product_name: 'Battery',
            display_name: 'Battery (OEM)',
            quantity: 1,
            image_url: null,
            price: '25.50',
          },
          {
            product_id: expect.any(Number),
            product_name: 'Loose part',
            display_name: null,
            quantity: 4,
            image_url: '/img/glass.png',
            price: '1.00',
          },
          {
            product_id: null,
            product_name: 'Screws',
            display_name: null,
            quantity: 99,
            image_url: null,
            price: '0.05',
          },
        ],
        product_names: ['Battery (OEM)', 'Loose part', 'Screws'],
        notes: 'Wrong colour',
        status_note: 'Cancelled by the member',
        admin_notes: 'Cancelled by the member',
        restored_at: '2026-01-05T08:00:00.123Z',
      },
    ]);
    const beyond = await call(t.app, member.token, { method: 'GET', url: '/api/orders?page=9&limit=2' });
    expect(beyond.json().data).toEqual({ orders: [], pagination: { page: 9, limit: 2, total: 7, pages: 4 } });
  });
});
