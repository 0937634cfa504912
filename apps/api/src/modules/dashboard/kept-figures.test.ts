import { DASHBOARD_LIST_SIZE, type Dashboard, DashboardResponseSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { describeOn } from '../../../test/support/database';
import { makeOrder, makeProduct, makeStore, makeUser } from '../../../test/support/factories';
import { signInAdmin, signInMember } from '../../../test/support/orders';
import { orderItems } from '../../db/schema';
import { type AggregateCache, createAggregateCache, previousRange, resolveRange } from '../reports';
import { sumFigures } from './figures';
import { readDashboardNow } from './repository';
import { percentChange } from './service';

// Issue 24: the dashboard keeps its figures while report_versions says nothing they count has
// changed (reports/cache.ts). After every kind of change the answer must equal a count of the
// orders, lines, stores and users themselves; and a kept answer must really be reused.

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12) - days * DAY);
};
const dateOf = (date: Date) => date.toISOString().slice(0, 10);

/** The dashboard's figures for the default range (the last 30 UTC days), counted from the tables. */
async function recount(t: TestContext) {
  type Counts = { total: number; current: number; previous: number };
  const one = async (text: string) => (await t.database.query<Counts>(text))[0] as Counts;
  const day = (ago: number) => `((now() at time zone 'UTC')::date - ${ago})::timestamp at time zone 'UTC'`;
  const period = (from: number, to: number) => `created_at >= ${day(from)} and created_at < ${day(to - 1)}`;
  const counts = (table: string, where: string) =>
    one(`select count(*) filter (where ${where})::int as total,
        count(*) filter (where ${where} and ${period(29, 0)})::int as current,
        count(*) filter (where ${where} and ${period(59, 30)})::int as previous from ${table}`);
  const [approved, pending, stores, members] = [
    await counts('orders', "status = 'approved'"),
    await counts('orders', "status = 'pending'"),
    await counts('stores', "status = 'active' and is_active"),
    await counts('users', "role = 'user'"),
  ];
  const inRange = `(o.created_at at time zone 'UTC')::date between (now() at time zone 'UTC')::date - 29 and (now() at time zone 'UTC')::date`;
  const counted = `o.status in ('approved', 'shipped', 'completed')`;
  return {
    stats: {
      approvedOrders: approved.total,
      pendingOrders: pending.total,
      totalStores: stores.total,
      totalMembers: members.total,
    },
    changes: {
      approvedOrders: percentChange(approved),
      pendingOrders: percentChange(pending),
      totalStores: percentChange(stores),
      totalMembers: percentChange(members),
    },
    cells: await t.database.query(
      `select to_char((o.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as date, o.status, count(*)::int as orders
      from orders o where ${inRange} group by 1, 2 order by 1, 2`,
    ),
    values: await t.database.query(
      `select to_char((o.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as date, sum(o.total_amount)::text as value
      from orders o where ${inRange} and ${counted} group by 1 order by 1`,
    ),
    topStores: await t.database.query(
      `select o.store_id, s.name, s.store_id as store_code, count(*)::int as orders, sum(o.total_amount)::text as value
      from orders o left join stores s on s.id = o.store_id where ${inRange} and ${counted}
      group by o.store_id, s.name, s.store_id order by sum(o.total_amount) desc, coalesce(o.store_id, 0) limit 10`,
    ),
    topProducts: await t.database.query(
      `select i.product_id, p.name, p.sku, sum(i.quantity)::int as quantity, sum(i.line_total)::text as value
      from order_items i join orders o on o.id = i.order_id left join products p on p.id = i.product_id
      where ${inRange} and ${counted}
      group by i.product_id, p.name, p.sku order by sum(i.quantity) desc, coalesce(i.product_id, 0) limit 10`,
    ),
    recentOrders: await t.database.query(
      `select id, order_number, store_name, items_count, user_name, status from orders
      order by created_at desc, id desc limit ${DASHBOARD_LIST_SIZE}`,
    ),
    storePerformance: await t.database.query(
      `select s.id, s.name, s.store_id, (select count(*) from users m where m.store_id = s.id)::text as member_count
      from stores s order by s.created_at desc, s.id desc limit ${DASHBOARD_LIST_SIZE}`,
    ),
  };
}

/** The same figures as the dashboard answered them. */
function figuresOf(data: Dashboard) {
  return {
    stats: data.stats,
    changes: data.changes,
    cells: data.ordersPerDay.flatMap(({ date, ...statuses }) =>
      Object.entries(statuses)
        .filter(([, orders]) => orders !== 0)
        .map(([status, orders]) => ({ date, status, orders }))
        .sort((a, b) => a.status.localeCompare(b.status)),
    ),
    values: data.valuePerDay.filter((day) => day.value !== '0.00'),
    topStores: data.topStores,
    topProducts: data.topProducts,
    recentOrders: data.recentOrders.map(({ created_at: _at, ...order }) => order),
    storePerformance: data.storePerformance,
  };
}

async function dashboard(t: TestContext, token: string) {
  const res = await call(t.app, token, { method: 'GET', url: '/api/admin/dashboard' });
  expect(res.statusCode, res.body).toBe(200);
  return figuresOf(DashboardResponseSchema.parse(res.json()).data);
}

describe('the aggregate cache', () => {
  it('computes again only when the version differs, once for concurrent misses', async () => {
    const cache = createAggregateCache(2);
    let version = 'a';
    let computed = 0;
    const read = () =>
      cache.read(
        'k',
        async () => version,
        async () => {
          computed += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
          return `${version}${computed}`;
        },
      );
    expect(await Promise.all([read(), read(), read()])).toEqual(['a1', 'a1', 'a1']);
    expect(await read()).toBe('a1');
    version = 'b';
    expect(await read()).toBe('b2');
    expect(computed).toBe(2);
    // Least recently used keys go first.
    await cache.read(
      'x',
      async () => version,
      async () => 'x',
    );
    await cache.read(
      'y',
      async () => version,
      async () => 'y',
    );
    expect(await read()).toBe('b3');
  });
});

describe('GET /api/admin/dashboard keeps exact figures', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('equals a count of the tables after every kind of change, and reuses an unchanged answer', async () => {
    const admin = await signInAdmin(t);
    const store = await makeStore(t.db, { name: 'North', createdAt: daysAgo(40) });
    const product = await makeProduct(t.db, { name: 'Bolt' });
    const member = await makeUser(t.db, { storeId: store.id, createdAt: daysAgo(3) });
    const check = async () => expect(await dashboard(t, admin.token)).toEqual(await recount(t));

    await check();
    const order = await makeOrder(t.db, { storeId: store.id, status: 'pending', createdAt: daysAgo(2) });
    await check();
    await t.db.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      productName: 'Bolt',
      unitPrice: '2.50',
      quantity: 4,
      lineTotal: '10.00',
    });
    await t.database.query("update orders set status = 'approved' where id = $1", [order.id]);
    await check();

    // Nothing changed: the same answer, and report_versions untouched by the reads.
    const versions = await t.database.query('select * from report_versions order by slot');
    await check();
    expect(await t.database.query('select * from report_versions order by slot')).toEqual(versions);

    await t.database.query('update order_items set quantity = 7, line_total = 17.50 where order_id = $1', [
      order.id,
    ]);
    await check();
    await t.database.query("update orders set total_amount = 99.99, status = 'completed' where id = $1", [
      order.id,
    ]);
    await check();
    // Names are read each time: a renamed store or product shows at once.
    await t.database.query("update stores set name = 'North Two' where id = $1", [store.id]);
    await t.database.query("update products set name = 'Bolt M8' where id = $1", [product.id]);
    await check();
    await makeStore(t.db, { name: 'South', createdAt: daysAgo(1) });
    await check();
    // The newest stores' codes and member counts: a store recoded, a member moved to another store.
    await t.database.query("update stores set store_id = 'ST-NORTH' where id = $1", [store.id]);
    await check();
    const south = await t.database.query<{ id: number }>("select id from stores where name = 'South'");
    await t.database.query('update users set store_id = $1 where id = $2', [south[0]?.id, member.id]);
    await check();
    await t.database.query("update stores set status = 'inactive', is_active = false where id = $1", [
      store.id,
    ]);
    await check();
    await makeUser(t.db, { createdAt: daysAgo(45) });
    await check();
    await t.database.query("update users set role = 'admin' where id = $1", [member.id]);
    await check();
    await makeOrder(t.db, { status: 'pending', createdAt: daysAgo(35) });
    await check();
    await t.database.query('delete from orders where id = $1', [order.id]);
    await check();
  });

  it('adds up the settled days and the recent ones, top lists included, whichever part changes', async () => {
    const admin = await signInAdmin(t);
    const check = async () => expect(await dashboard(t, admin.token)).toEqual(await recount(t));
    const stores = [await makeStore(t.db, { name: 'East' }), await makeStore(t.db, { name: 'West' })];
    const products: { id: number }[] = [];
    for (let n = 0; n < 13; n += 1) products.push(await makeProduct(t.db, { name: `Part ${n}` }));
    const place = async (days: number, status: string, store: number, lines: [number, number][]) => {
      const order = await makeOrder(t.db, {
        storeId: stores[store]!.id,
        status,
        createdAt: daysAgo(days),
        totalAmount: `${lines.length + 1}0.05`,
      });
      for (const [product, quantity] of lines) {
        await t.db.insert(orderItems).values({
          orderId: order.id,
          productId: products[product]!.id,
          productName: 'x',
          unitPrice: '0.35',
          quantity,
          lineTotal: (quantity * 0.35).toFixed(2),
        });
      }
      return order;
    };
    // Settled days (before yesterday): 13 products, so the top 10 leaves some out.
    for (let n = 0; n < 13; n += 1) await place(3 + (n % 20), 'completed', n % 2, [[n, 20 + n]]);
    await check();
    // Today and yesterday: products from the bottom climb into the list, one only in these days.
    await place(0, 'approved', 0, [
      [0, 40],
      [1, 2],
    ]);
    await check();
    const yesterday = await place(1, 'shipped', 1, [[2, 30]]);
    await check();
    // A settled order changes while the recent part stays as it was, and the other way round.
    await t.database.query(
      "update orders set status = 'cancelled' where id = (select min(id) from orders where store_id = $1)",
      [stores[1]!.id],
    );
    await check();
    await t.database.query("update orders set status = 'rejected' where id = $1", [yesterday.id]);
    await check();
    await t.database.query('update order_items set quantity = 99, line_total = 34.65 where product_id = $1', [
      products[12]!.id,
    ]);
    await check();
  });
});

// PostgreSQL only: checkouts and decisions on the real pool while the dashboard is read over and
// over; its answers are kept and replaced meanwhile, and the last one must equal the count.
describeOn('postgres', 'kept dashboard figures under parallel writes (PostgreSQL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are exact once the writes are done', async () => {
    const admin = await signInAdmin(t);
    const products = await Promise.all([1, 2, 3].map((n) => makeProduct(t.db, { price: `${n}.10` })));
    const members = [];
    for (let i = 0; i < 4; i += 1) {
      const member = await signInMember(t);
      members.push({ ...member, token: await loginAs(t.app, member.user.email, member.user.password) });
    }
    const codes: number[] = [];
    let writing = true;
    let placing = true;
    const checkouts = members.map(async (member, m) => {
      for (let round = 0; round < 6; round += 1) {
        const items = products.map((product, k) => ({
          id: product.id,
          quantity: 1 + ((m + k + round) % 4),
        }));
        const res = await call(t.app, member.token, {
          method: 'POST',
          url: '/api/orders',
          payload: { items },
        });
        codes.push(res.statusCode);
      }
    });
    const placed = Promise.all(checkouts).finally(() => {
      placing = false;
    });
    // Up to 8 approvals while the orders come in: on a slow machine the first order may come
    // after a fixed number of tries, so the loop waits for pending orders as long as they can come.
    const decisions = (async () => {
      let approved = 0;
      while (approved < 8) {
        const [pending] = await t.database.query<{ id: number }>(
          "select id from orders where status = 'pending' order by id limit 1",
        );
        if (pending) {
          const res = await call(t.app, admin.token, {
            method: 'PUT',
            url: `/api/admin/orders/${pending.id}/status`,
            payload: { status: 'approved' },
          });
          codes.push(res.statusCode);
          approved += 1;
        } else if (!placing) {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const reads = (async () => {
      let count = 0;
      while (writing) {
        await dashboard(t, admin.token);
        count += 1;
      }
      return count;
    })();
    await Promise.all([placed, decisions]);
    writing = false;
    expect(await reads).toBeGreaterThan(0);

    expect(codes.filter((code) => code >= 500)).toEqual([]);
    expect(codes.filter((code) => code === 201)).toHaveLength(members.length * 6);
    expect(await dashboard(t, admin.token)).toEqual(await recount(t));
    const [{ orders } = { orders: 0 }] = await t.database.query<{ orders: number }>(
      "select count(*)::int as orders from orders where status = 'approved'",
    );
    expect(orders).toBeGreaterThan(0);
  }, 120_000);
});

describe('settled months kept apart (report_month_changes)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sums again only the month of an old order that changed', async () => {
    const inner = createAggregateCache(256);
    const computed: string[] = [];
    const cache: AggregateCache = {
      read: (key, version, compute) =>
        inner.read(key, version, () => {
          computed.push(key);
          return compute();
        }),
    };
    const range = resolveRange({ from: dateOf(daysAgo(119)), to: dateOf(daysAgo(0)) });
    const periods = { current: range, previous: previousRange(range) };
    const orders = [];
    for (const days of [20, 50, 80, 110])
      orders.push(await makeOrder(t.db, { status: 'pending', createdAt: daysAgo(days) }));
    const read = async () => sumFigures(t.db, cache, periods, (await readDashboardNow(t.db)).versions);

    const before = await read();
    expect(before.pending.current).toBe(4);
    computed.length = 0;
    expect(await read()).toBe(before);
    expect(computed).toEqual([]);

    await t.database.query("update orders set status = 'approved' where id = $1", [orders[1]!.id]);
    const after = await read();
    expect(after.pending.current).toBe(3);
    expect(after.approved.current).toBe(before.approved.current + 1);
    const month = `${dateOf(daysAgo(50)).slice(0, 7)}-01`;
    const chunks = computed.filter((key) => / settled \d{4}-\d\d-01$/.test(key));
    expect(chunks.map((key) => key.slice(-10))).toEqual([month]);
  });
});
