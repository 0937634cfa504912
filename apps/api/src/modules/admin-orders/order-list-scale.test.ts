import {
  AdminOrderListResponseSchema,
  MemberOrderListResponseSchema,
  type OrderStatus,
} from '@portal/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/support/app';
import { makeOrder, makeStore, makeUser } from '../../../test/support/factories';
import { signInAdmin, signInMember } from '../../../test/support/orders';
import { orders } from '../../db/schema';
import { OWNER_STORES_MAX } from './repository';
import { SEARCH_COUNT_CAP } from './service';

// Issue 24: the admin order list's exact totals from the trigger-kept counts, cursor pages, the
// store and date filters; and My Orders' cursor pages.
let t: TestContext;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
});
beforeAll(async () => {
  admin = await signInAdmin(t, 'Alex Admin');
});
afterAll(() => t.close());

const get = (url: string, token = admin.token) => call(t.app, token, { method: 'GET', url });
const list = async (query: string) => {
  const res = await get(`/api/admin/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminOrderListResponseSchema.parse(res.json()).data;
};

const STATUSES: OrderStatus[] = ['pending', 'approved', 'shipped', 'completed', 'rejected', 'cancelled'];
const DAYS = ['2031-03-01', '2031-03-02', '2031-03-03', '2031-03-04'];

type Row = { id: number; status: string; storeId: number | null; createdAt: Date };
const utcDay = (row: Row) => row.createdAt.toISOString().slice(0, 10);

describe('admin order list totals (issue 24)', () => {
  let storeA: number;
  let storeB: number;

  beforeAll(async () => {
    storeA = (await makeStore(t.db, { name: 'Cedar Parts' })).id;
    storeB = (await makeStore(t.db, { name: 'Delta Repairs' })).id;
    const stores = [storeA, storeB, null];
    for (let i = 0; i < 36; i += 1) {
      await makeOrder(t.db, {
        status: STATUSES[i % STATUSES.length],
        storeId: stores[i % 3],
        storeName: stores[i % 3] === storeA ? 'Cedar Parts' : 'Delta Repairs',
        createdAt: new Date(`${DAYS[i % DAYS.length]}T${String(i % 24).padStart(2, '0')}:30:00Z`),
      });
    }
    // The last microsecond of a UTC day and the first of the next: the day filter draws the line.
    await makeOrder(t.db, { storeId: storeA }).then((o) =>
      t.db.execute(sql`update orders set created_at = '2031-03-02 23:59:59.999999+00' where id = ${o.id}`),
    );
    await makeOrder(t.db, { storeId: storeA }).then((o) =>
      t.db.execute(sql`update orders set created_at = '2031-03-03 00:00:00+00' where id = ${o.id}`),
    );
    // Status changes, a store change and a deletion move the counts with the orders.
    const some = await t.db.select({ id: orders.id }).from(orders).limit(8);
    const ids = some.map((o) => o.id);
    await t.db
      .update(orders)
      .set({ status: 'completed' })
      .where(inArray(orders.id, ids.slice(0, 5)));
    await t.db.update(orders).set({ storeId: storeB }).where(eq(orders.id, ids[5]!));
    await t.db.delete(orders).where(eq(orders.id, ids[6]!));
  });

  const recount = async (keep: (row: Row) => boolean) => {
    const rows: Row[] = await t.db
      .select({ id: orders.id, status: orders.status, storeId: orders.storeId, createdAt: orders.createdAt })
      .from(orders);
    return rows.filter(keep).length;
  };

  it('answers exact totals under every filter without a search, as a recount of the orders gives', async () => {
    const cases: [string, (row: Row) => boolean][] = [
      ['', () => true],
      ['?status=completed', (r) => r.status === 'completed'],
      ['?status=pending', (r) => r.status === 'pending'],
      [`?store_id=${storeA}`, (r) => r.storeId === storeA],
      [`?store_id=${storeB}&status=completed`, (r) => r.storeId === storeB && r.status === 'completed'],
      ['?from=2031-03-02&to=2031-03-02', (r) => utcDay(r) === '2031-03-02'],
      ['?from=2031-03-03', (r) => utcDay(r) >= '2031-03-03'],
      ['?to=2031-03-02', (r) => utcDay(r) <= '2031-03-02'],
      [
        `?store_id=${storeA}&status=completed&from=2031-03-02&to=2031-03-03`,
        (r) =>
          r.storeId === storeA &&
          r.status === 'completed' &&
          ['2031-03-02', '2031-03-03'].includes(utcDay(r)),
      ],
      ['?from=2031-03-05', () => false],
    ];
    for (const [query, keep] of cases) {
      const data = await list(`${query}${query ? '&' : '?'}limit=5`);
      const expected = await recount(keep);
      expect(data.pagination, query).toMatchObject({ total: expected, pages: Math.ceil(expected / 5) });
      expect(data.pagination.total_is_estimate, query).toBeUndefined();
      // The page itself holds only matching orders.
      const rows = await t.db
        .select({
          id: orders.id,
          status: orders.status,
          storeId: orders.storeId,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(inArray(orders.id, data.orders.map((o) => o.id).concat(-1)));
      expect(rows.every(keep), query).toBe(true);
      expect(data.orders).toHaveLength(Math.min(5, expected));
    }
  });

  it('answers every page by number, under every filter, as the plain query slices it', async () => {
    // A jump to a page number reads on from the order just before it, which the daily counts find
    // (findOrderBeforeOffset): days and microsecond ties (ordered by id) draw no line of their own.
    await t.db.execute(sql`insert into orders (order_number, user_name, user_email, store_id, store_name,
      status, items_count, subtotal, total_amount, created_at)
      select 'TIE-' || g, 'Tie Buyer', 'tie@example.test', ${storeA}, 'Cedar Parts',
        case when g % 2 = 0 then 'completed' else 'pending' end, 1, 1, 1, '2031-03-03 00:00:00+00'
      from generate_series(1, 7) g`);
    const plain = async (where: ReturnType<typeof sql>) =>
      (
        await t.db.select({ id: orders.id }).from(orders).where(where).orderBy(sql`created_at desc, id desc`)
      ).map((row) => row.id);
    const cases: [string, ReturnType<typeof sql>][] = [
      ['', sql`true`],
      ['status=completed', sql`status = 'completed'`],
      [`store_id=${storeA}`, sql`store_id = ${storeA}`],
      [`store_id=${storeA}&status=pending`, sql`store_id = ${storeA} and status = 'pending'`],
      ['from=2031-03-02&to=2031-03-03', sql`created_at >= '2031-03-02Z' and created_at < '2031-03-04Z'`],
      [
        `store_id=${storeA}&status=completed&from=2031-03-03`,
        sql`store_id = ${storeA} and status = 'completed' and created_at >= '2031-03-03Z'`,
      ],
    ];
    for (const [query, where] of cases) {
      const expected = await plain(where);
      for (const limit of [3, 4]) {
        const pages = Math.ceil(expected.length / limit);
        for (let page = 2; page <= pages + 1; page += 1) {
          const data = await list(`?${query}&limit=${limit}&page=${page}`);
          expect(
            data.orders.map((o) => o.id),
            `${query} limit ${limit} page ${page}`,
          ).toEqual(expected.slice((page - 1) * limit, page * limit));
          expect(data.pagination.total, query).toBe(expected.length);
        }
      }
    }
  });

  it('lists only the store asked for, and its CSV export the same orders', async () => {
    const data = await list(`?store_id=${storeB}&limit=100`);
    expect(data.orders.length).toBe(await recount((r) => r.storeId === storeB));
    expect(data.orders.every((o) => o.store_name === 'Delta Repairs')).toBe(true);
    const csv = await get(`/api/admin/orders/export?store_id=${storeB}&from=2031-03-01&to=2031-03-04`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/).slice(1);
    expect(lines).toHaveLength(
      await recount((r) => r.storeId === storeB && utcDay(r) >= '2031-03-01' && utcDay(r) <= '2031-03-04'),
    );
  });

  it('pages by cursor through every order exactly once while new orders arrive, and back', async () => {
    const expected = (await list('?limit=100')).orders.map((o) => o.id);
    expect(expected.length).toBeGreaterThan(20);
    const seen: number[] = [];
    const pages: { cursor?: string; ids: number[] }[] = [];
    let query = '?limit=4';
    for (let page = 1; page <= 50; page += 1) {
      const data = await list(query);
      expect(data.pagination.page).toBe(page);
      pages.push({ cursor: data.pagination.prev_cursor, ids: data.orders.map((o) => o.id) });
      seen.push(...data.orders.map((o) => o.id));
      // A member places an order meanwhile: the newest, it does not shift the pages still to come.
      await makeOrder(t.db, { status: 'pending', createdAt: new Date(Date.UTC(2040, 0, page)) });
      if (!data.pagination.next_cursor) break;
      query = `?limit=4&page=${page + 1}&after=${data.pagination.next_cursor}`;
    }
    expect(seen).toEqual(expected);
    // A full last page offers Next to an empty one, which has no Previous of its own.
    if (pages.at(-1)?.ids.length === 0) pages.pop();
    // Previous from the last page gives the same pages again.
    for (let i = pages.length - 1; i > 0; i -= 1) {
      const data = await list(`?limit=4&page=${i}&before=${pages[i]!.cursor}`);
      expect(data.orders.map((o) => o.id)).toEqual(pages[i - 1]!.ids);
    }
    // Under a status filter too, and a jump by page number still reads by offset.
    const completed = (await list('?status=completed&limit=100')).orders.map((o) => o.id);
    const first = await list('?status=completed&limit=3');
    const second = await list(`?status=completed&limit=3&page=2&after=${first.pagination.next_cursor}`);
    expect([...first.orders, ...second.orders].map((o) => o.id)).toEqual(completed.slice(0, 6));
    expect((await list('?status=completed&limit=3&page=2')).orders.map((o) => o.id)).toEqual(
      completed.slice(3, 6),
    );
  });

  it('refuses a bad cursor, date or store naming the field', async () => {
    const cases: [string, string][] = [
      ['?after=abc', 'after: '],
      ['?before=12.x', 'before: '],
      ['?after=1.1&before=1.1', 'before: '],
      ['?from=2031-02-30', 'from: '],
      ['?to=31-03-01', 'to: '],
      ['?from=2031-03-04&to=2031-03-01', 'to: '],
      ['?store_id=abc', 'store_id: '],
      ['?store_id=0', 'store_id: '],
    ];
    for (const [query, field] of cases) {
      const res = await get(`/api/admin/orders${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(field);
    }
    const exported = await get('/api/admin/orders/export?from=2031-03-04&to=2031-03-01');
    expect(exported.statusCode).toBe(400);
    expect(exported.json().message).toContain('to: ');
  });

  it('counts a search exactly up to the cap, then answers the cap as an estimate', async () => {
    const narrow = await list('?search=cedar&limit=5');
    expect(narrow.pagination.total).toBe(
      (await t.db.select({ id: orders.id }).from(orders).where(sql`store_name ilike '%cedar%'`)).length,
    );
    expect(narrow.pagination.total_is_estimate).toBeUndefined();
    // A search's pages by cursor, both ways, are its pages by number.
    const second = await list(`?search=cedar&limit=5&page=2&after=${narrow.pagination.next_cursor}`);
    expect(second.orders.map((o) => o.id)).toEqual(
      (await list('?search=cedar&limit=5&page=2')).orders.map((o) => o.id),
    );
    const back = await list(`?search=cedar&limit=5&page=1&before=${second.pagination.prev_cursor}`);
    expect(back.orders.map((o) => o.id)).toEqual(narrow.orders.map((o) => o.id));
    await t.db.execute(sql`insert into orders (order_number, user_name, user_email, items_count, subtotal,
      total_amount) select 'MANY-' || g, 'Many Buyer', 'many@example.test', 1, 1, 1
      from generate_series(1, ${SEARCH_COUNT_CAP + 5}::int) g`);
    const many = await list('?search=many-&limit=10');
    expect(many.pagination).toMatchObject({
      total: SEARCH_COUNT_CAP,
      pages: SEARCH_COUNT_CAP / 10,
      total_is_estimate: true,
    });
    expect(many.orders).toHaveLength(10);
    // Without the search the count is exact again, from the trigger-kept counts.
    const all = await list('?limit=10');
    expect(all.pagination.total).toBe(await recount(() => true));
  });
});

describe('admin order search through the stores and members (issue 24)', () => {
  it('finds the orders a store or member shows, also once that store is deleted', async () => {
    const store = await makeStore(t.db, { name: 'Quillon Gadgets' });
    const mine = await makeOrder(t.db, { storeId: store.id, storeName: 'Quillon Gadgets' });
    // The store's order placed before a rename shows the old name: a search for the new one skips it.
    await makeOrder(t.db, { storeId: store.id, storeName: 'Old Name Shop' });
    const gone = await makeOrder(t.db, { storeId: null, storeName: 'Quillon Closed' });
    const ids = async (query: string) => (await list(query)).orders.map((o) => o.id);
    expect(await ids('?search=quillon%20gadgets')).toEqual([mine.id]);
    // No current store is called so: the orders' own names still find it.
    expect(await ids('?search=quillon%20closed')).toEqual([gone.id]);
    expect(await ids(`?search=quillon&store_id=${store.id}`)).toEqual([mine.id]);
  });
});

describe('admin order search read store by store (issue 24)', () => {
  it('answers the rows, order and cursors of the plain query, under the cap and over it', async () => {
    const names = ['Yarrow Repair Hub North', 'Yarrow Repair Hub South', 'Yarrow Repair Hub East'];
    const hubs = await Promise.all(names.map((name) => makeStore(t.db, { name })));
    const member = await makeUser(t.db, { name: 'Yarrow Hubbard', email: 'yh@example.test' });
    const other = await makeStore(t.db, { name: 'Plain Parts' });
    const ids = `{${hubs.map((h) => h.id).join(',')}}`;
    // 1,100 orders of the three stores, five to a microsecond (ties go by id), some hidden by their
    // member, some placed before a rename (their old name does not match); the member's orders at
    // another store; an order number holding the text; and orders of no store at all.
    await t.db.execute(sql`insert into orders (order_number, user_id, user_name, user_email, store_id,
      store_name, status, items_count, subtotal, total_amount, created_at, hidden_by_member_at)
      select 'YH-' || g, ${member.id}, 'Yarrow Hubbard', 'yh@example.test', (${ids}::int[])[1 + g % 3],
        case when g % 17 = 0 then 'Old Name' else 'Yarrow Repair Hub' end,
        case when g % 4 = 0 then 'pending' else 'approved' end, 1, 1, 1,
        timestamptz '2032-01-01' - (g / 5) * interval '1 minute' - (g % 5 = 1)::int * interval '1 microsecond',
        case when g % 9 = 0 then now() end
      from generate_series(1, 1100) g`);
    await t.db.execute(sql`insert into orders (order_number, user_id, user_name, user_email, store_id,
      store_name, items_count, subtotal, total_amount, created_at)
      select 'PP-' || g, ${member.id}, 'Yarrow Hubbard', 'yh@example.test', ${other.id}, 'Plain Parts',
        1, 1, 1, timestamptz '2032-01-01' - g * interval '7 minute'
      from generate_series(1, 40) g`);
    await makeOrder(t.db, {
      orderNumber: 'YARROW-REPAIR-HUB-1',
      storeId: other.id,
      storeName: 'Plain Parts',
    });
    await makeOrder(t.db, { storeId: null, storeName: 'Yarrow Repair Hub Gone' });

    /** The plain query's answer: every match, newest first. */
    const plain = async (text: string, extra = sql`true`) => {
      const pattern = `%${text}%`;
      const rows = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          sql`${extra} and (order_number ilike ${pattern} or ((store_id = any(${ids}::int[]) or user_id = ${member.id})
            and (store_name ilike ${pattern} or user_name ilike ${pattern} or user_email ilike ${pattern})))`,
        )
        .orderBy(sql`created_at desc, id desc`);
      return rows.map((r) => r.id);
    };
    const ids10 = async (query: string) => (await list(query)).orders.map((o) => o.id);

    for (const [query, extra] of [
      ['search=yarrow%20repair%20hub', sql`true`],
      ['search=hubbard&status=pending', sql`status = 'pending'`],
      [`search=yarrow&store_id=${hubs[1]!.id}`, sql`store_id = ${hubs[1]!.id}`],
    ] as const) {
      const text = new URLSearchParams(query).get('search')!;
      const expected = await plain(text, extra);
      expect(expected.length, query).toBeGreaterThan(30);
      const first = await list(`?${query}&limit=10`);
      const over = expected.length > SEARCH_COUNT_CAP;
      expect(first.pagination.total, query).toBe(over ? SEARCH_COUNT_CAP : expected.length);
      expect(first.pagination.total_is_estimate, query).toBe(over ? true : undefined);
      // By page number, and by cursor forwards and back: the plain query's slices.
      for (const page of [1, 2, 5]) {
        expect(await ids10(`?${query}&limit=10&page=${page}`), `${query} page ${page}`).toEqual(
          expected.slice((page - 1) * 10, page * 10),
        );
      }
      const pages = [first];
      for (let page = 2; page <= 4; page += 1) {
        const after = pages.at(-1)!.pagination.next_cursor;
        pages.push(await list(`?${query}&limit=10&page=${page}&after=${after}`));
      }
      expect(
        pages.flatMap((p) => p.orders.map((o) => o.id)),
        query,
      ).toEqual(expected.slice(0, 40));
      const back = await list(`?${query}&limit=10&page=3&before=${pages[3]!.pagination.prev_cursor}`);
      expect(
        back.orders.map((o) => o.id),
        query,
      ).toEqual(expected.slice(20, 30));
      expect(back.pagination.next_cursor).toBe(pages[2]!.pagination.next_cursor);
    }
  });
});

describe('My Orders cursor pages (issue 24)', () => {
  it('pages the member own visible orders by cursor, each once, with the exact total', async () => {
    const member = await signInMember(t, { name: 'Cora Cursor' });
    for (let i = 0; i < 7; i += 1) {
      await makeOrder(t.db, {
        userId: member.user.id,
        status: i === 2 ? 'cancelled' : 'pending',
        createdAt: new Date(`2031-04-0${1 + (i % 3)}T10:00:00Z`),
        ...(i === 2 ? { hiddenByMemberAt: new Date() } : {}),
      });
    }
    const read = async (query: string) => {
      const res = await get(`/api/orders${query}`, member.token);
      expect(res.statusCode, res.body).toBe(200);
      return MemberOrderListResponseSchema.parse(res.json()).data;
    };
    const all = (await read('?limit=100')).orders.map((o) => o.id);
    expect(all).toHaveLength(6);
    const first = await read('?limit=4');
    expect(first.pagination).toMatchObject({ total: 6, pages: 2 });
    const second = await read(`?limit=4&page=2&after=${first.pagination.next_cursor}`);
    expect([...first.orders, ...second.orders].map((o) => o.id)).toEqual(all);
    expect(second.pagination.next_cursor).toBeUndefined();
    const back = await read(`?limit=4&page=1&before=${second.pagination.prev_cursor}`);
    expect(back.orders.map((o) => o.id)).toEqual(all.slice(0, 4));
    // A jump to a page number (found by an index-only offset, then read by keyset) is the same slice.
    expect((await read('?limit=2&page=3')).orders.map((o) => o.id)).toEqual(all.slice(4, 6));
    expect((await read('?limit=4&page=3')).orders).toEqual([]);
    const bad = await get('/api/orders?after=nope', member.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('after: ');
  });
});

describe('admin order search for a common term (issue 24)', () => {
  it('answers over the cap from the newest orders, and counts a rare status exactly', async () => {
    // 101 stores hold the text: a common term, searched in the snapshots.
    await t.db.execute(sql`insert into stores (name, store_id, store_type)
      select 'Vantablue Outlet ' || g, 'VB' || g, 'owned' from generate_series(1, ${OWNER_STORES_MAX + 1}::int) g`);
    await t.db.execute(sql`insert into orders (order_number, user_name, user_email, store_name, status,
      items_count, subtotal, total_amount, created_at)
      select 'VB-' || g, 'Vanta Buyer', 'vb@example.test', 'Vantablue Outlet ' || (g % 7),
        case when g % 400 = 0 then 'rejected' else 'approved' end, 1, 1, 1,
        timestamptz '2033-01-01' - g * interval '1 minute'
      from generate_series(1, ${SEARCH_COUNT_CAP + 200}::int) g`);
    const plain = async (extra = sql`true`) =>
      (
        await t.db
          .select({ id: orders.id })
          .from(orders)
          .where(sql`${extra} and (store_name ilike '%vantablue%' or order_number ilike '%vantablue%'
            or user_name ilike '%vantablue%' or user_email ilike '%vantablue%')`)
          .orderBy(sql`created_at desc, id desc`)
      ).map((row) => row.id);
    const expected = await plain();
    const first = await list('?search=vantablue&limit=10');
    expect(first.pagination).toMatchObject({ total: SEARCH_COUNT_CAP, total_is_estimate: true });
    expect(first.orders.map((o) => o.id)).toEqual(expected.slice(0, 10));
    expect(first.orders[0]!.product_names).toEqual([]);
    const second = await list(`?search=vantablue&limit=10&page=2&after=${first.pagination.next_cursor}`);
    expect(second.orders.map((o) => o.id)).toEqual(expected.slice(10, 20));
    // A page number past the first reads by offset, as before.
    expect((await list('?search=vantablue&limit=10&page=3')).orders.map((o) => o.id)).toEqual(
      expected.slice(20, 30),
    );
    // The same common term under a rare status: exact.
    const rejected = await plain(sql`status = 'rejected'`);
    const few = await list('?search=vantablue&status=rejected&limit=10');
    expect(few.pagination.total).toBe(rejected.length);
    expect(few.pagination.total_is_estimate).toBeUndefined();
    expect(few.orders.map((o) => o.id)).toEqual(rejected.slice(0, 10));
  });
});

describe('admin order search for a text of one or two characters (issue 24)', () => {
  it('answers a common one from the newest orders, and finds a rare one through its store', async () => {
    // 2,000 new orders whose numbers hold 'z9', 1,333 of them approved: over the cap among the newest.
    await t.db.execute(sql`insert into orders (order_number, user_name, user_email, store_name, status,
      items_count, subtotal, total_amount, created_at)
      select 'Z9-' || g, 'Zed Buyer', 'zed@example.test', 'Zed Parts',
        case when g % 3 = 0 then 'pending' else 'approved' end, 1, 1, 1,
        timestamptz '2034-01-01' - g * interval '1 minute'
      from generate_series(1, ${SEARCH_COUNT_CAP * 2}::int) g`);
    const plain = async (text: string, extra = sql`true`) => {
      const pattern = `%${text}%`;
      const rows = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(sql`${extra} and (order_number ilike ${pattern} or store_name ilike ${pattern}
          or user_name ilike ${pattern} or user_email ilike ${pattern})`)
        .orderBy(sql`created_at desc, id desc`);
      return rows.map((row) => row.id);
    };
    const approved = await plain('z9', sql`status = 'approved'`);
    const first = await list('?search=Z9&status=approved&limit=10');
    expect(first.pagination).toMatchObject({ total: SEARCH_COUNT_CAP, total_is_estimate: true });
    expect(first.orders.map((o) => o.id)).toEqual(approved.slice(0, 10));
    const second = await list(
      `?search=Z9&status=approved&limit=10&page=2&after=${first.pagination.next_cursor}`,
    );
    expect(second.orders.map((o) => o.id)).toEqual(approved.slice(10, 20));
    // A page number past the first reads by offset, the total still the cap.
    const fourth = await list('?search=Z9&status=approved&limit=10&page=4');
    expect(fourth.orders.map((o) => o.id)).toEqual(approved.slice(30, 40));
    expect(fourth.pagination).toMatchObject({ total: SEARCH_COUNT_CAP, total_is_estimate: true });

    // A rare two-letter text: one store's name holds it; its old order under another name does not
    // show the text, and is not found; counted exactly.
    const store = await makeStore(t.db, { name: 'Kwq Supply' });
    const hers = await makeOrder(t.db, { storeId: store.id, storeName: 'Kwq Supply' });
    await makeOrder(t.db, { storeId: store.id, storeName: 'Before Rename' });
    const rare = await list('?search=WQ&limit=10');
    expect(rare.orders.map((o) => o.id)).toEqual([hers.id]);
    expect(rare.pagination.total).toBe(1);
    expect(rare.pagination.total_is_estimate).toBeUndefined();
  });
});
