import {
  CategoryReportResponseSchema,
  OrdersReportResponseSchema,
  ProductReportResponseSchema,
  REPORT_MAX_DAYS,
  StoreReportResponseSchema,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeCategory, makeProduct, makeStore, makeUser } from '../../../test/support/factories';
import { signInAdmin } from '../../../test/support/orders';
import { addDays } from './range';
import { bucketStart } from './service';
import { seedRandomOrders } from './test-support';

// The admin reports against the same figures counted from the orders directly, over random
// seeded orders (days, statuses, stores, products, midnights), on the database under test.
const SEED = Number(process.env.REPORTS_SEED ?? 20_261_124);
const FIRST_DAY = '2025-05-01';
const DAYS = 120;

let t: TestContext;
let admin: string;
let ids: { stores: number[]; products: number[]; leaf: number; branch: number; root: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).token;
  const stores = await Promise.all(
    ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name) => makeStore(t.db, { name })),
  );
  const root = await makeCategory(t.db, { name: 'Phones', level: 1 });
  const branch = await makeCategory(t.db, { name: 'Screens', level: 2, parentId: root.id });
  const leaf = await makeCategory(t.db, { name: 'OLED', level: 3, parentId: branch.id });
  const other = await makeCategory(t.db, { name: 'Tools', level: 1 });
  const products = [
    await makeProduct(t.db, {
      name: 'Zeta screen',
      categoryId: leaf.id,
      categoryIds: [leaf.id, branch.id, root.id],
    }),
    await makeProduct(t.db, {
      name: 'alpha glass',
      categoryId: branch.id,
      categoryIds: [branch.id, root.id],
    }),
    await makeProduct(t.db, { name: 'Mid driver', categoryId: other.id, categoryIds: [other.id] }),
    await makeProduct(t.db, { name: 'Loose part' }),
    await makeProduct(t.db, { name: 'Gone soon', categoryId: other.id, categoryIds: [other.id] }),
  ];
  ids = {
    stores: stores.map((s) => s.id),
    products: products.map((p) => p.id),
    leaf: leaf.id,
    branch: branch.id,
    root: root.id,
  };
  await seedRandomOrders(t.db, {
    seed: SEED,
    count: 400,
    from: FIRST_DAY,
    days: DAYS,
    storeIds: [...ids.stores, null],
    productIds: [...ids.products, null],
  });
  // A deleted store and a deleted product: their orders and lines stay, under no store and no product.
  await t.database.query('delete from stores where id = $1', [ids.stores[3]]);
  await t.database.query('delete from products where id = $1', [ids.products[4]]);
}, 120_000);
afterAll(() => t.close());

const get = (url: string, token = admin) => call(t.app, token, { method: 'GET', url });
const VALUE = `('approved', 'shipped', 'completed')`;
const dayOf = `(o.created_at at time zone 'UTC')::date`;
const inRange = (from: string, to: string) => `${dayOf} between '${from}'::date and '${to}'::date`;

/** Every row of a table report, page by page. */
async function allRows<T>(
  path: string,
  parse: (body: unknown) => { data: { rows: T[]; pagination: { pages: number; total: number } } },
) {
  const rows: T[] = [];
  let page = 1;
  let pages = 1;
  let total = 0;
  do {
    const res = await get(`${path}&page=${page}&limit=7`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = parse(res.json());
    rows.push(...data.rows);
    pages = data.pagination.pages;
    total = data.pagination.total;
    page += 1;
  } while (page <= pages);
  expect(rows).toHaveLength(total);
  return rows;
}

const ranges: [string, string][] = [
  [FIRST_DAY, addDays(FIRST_DAY, DAYS - 1)],
  ['2025-05-31', '2025-07-02'],
  ['2025-06-15', '2025-06-15'],
];

describe('GET /api/admin/reports/* equal a direct count of the orders', () => {
  it.each(ranges)('stores, %s to %s', async (from, to) => {
    const rows = await allRows(`/api/admin/reports/stores?from=${from}&to=${to}&sort=name&order=asc`, (b) =>
      StoreReportResponseSchema.parse(b),
    );
    const direct = await t.database.query(`
      select nullif(coalesce(o.store_id, 0), 0) as store_id,
        (count(*) filter (where o.status in ${VALUE}))::int as orders,
        coalesce(sum(o.total_amount) filter (where o.status in ${VALUE}), 0)::numeric(14, 2)::text as value,
        (count(*) filter (where o.status = 'pending'))::int as pending_orders,
        to_char(max(${dayOf}), 'YYYY-MM-DD') as last_order_date
      from orders o where ${inRange(from, to)} group by 1 order by 1 nulls last`);
    const mine = rows
      .map(({ store_id, orders, value, pending_orders, last_order_date }) => ({
        store_id,
        orders,
        value,
        pending_orders,
        last_order_date,
      }))
      .sort((a, b) => (a.store_id ?? Number.MAX_SAFE_INTEGER) - (b.store_id ?? Number.MAX_SAFE_INTEGER));
    expect(mine).toEqual(direct);
    for (const row of rows) {
      const average = row.orders ? (Number(row.value) / row.orders).toFixed(2) : '0.00';
      expect(Math.abs(Number(row.average_order) - Number(average))).toBeLessThan(0.006);
    }
    // Sorted by name, case aside, the deleted store (no name) last.
    const names = rows.map((row) => row.name);
    const named = names.filter((name) => name !== null);
    expect(names).toEqual([...named.sort((a, b) => a.localeCompare(b)), ...names.filter((n) => n === null)]);
  });

  it.each(ranges)('products, %s to %s', async (from, to) => {
    const rows = await allRows(
      `/api/admin/reports/products?from=${from}&to=${to}&sort=quantity&order=desc`,
      (b) => ProductReportResponseSchema.parse(b),
    );
    const direct = await t.database.query(`
      select nullif(coalesce(i.product_id, 0), 0) as product_id, sum(i.quantity)::int as quantity,
        sum(i.line_total)::text as value, count(*)::int as orders
      from order_items i join orders o on o.id = i.order_id
      where o.status in ${VALUE} and ${inRange(from, to)} group by 1 order by 1 nulls last`);
    const mine = rows
      .map(({ product_id, quantity, value, orders }) => ({ product_id, quantity, value, orders }))
      .sort((a, b) => (a.product_id ?? Number.MAX_SAFE_INTEGER) - (b.product_id ?? Number.MAX_SAFE_INTEGER));
    expect(mine).toEqual(direct);
    const quantities = rows.map((row) => row.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
  });

  it.each(ranges)('categories, %s to %s', async (from, to) => {
    const rows = await allRows(
      `/api/admin/reports/categories?from=${from}&to=${to}&sort=value&order=desc`,
      (b) => CategoryReportResponseSchema.parse(b),
    );
    const direct = await t.database.query(`
      with sold as (
        select i.product_id, i.quantity, i.line_total from order_items i join orders o on o.id = i.order_id
        where o.status in ${VALUE} and ${inRange(from, to)}
      )
      select c.id as category_id, sum(s.quantity)::int as quantity, sum(s.line_total)::text as value
      from sold s join products p on p.id = s.product_id cross join unnest(p.category_ids) as c(id) group by c.id
      union all
      select null, sum(s.quantity)::int, sum(s.line_total)::text from sold s left join products p on p.id = s.product_id
      where p.id is null or cardinality(p.category_ids) = 0 having count(*) > 0
      order by 1 nulls last`);
    const mine = rows
      .map(({ category_id, quantity, value }) => ({ category_id, quantity, value }))
      .sort(
        (a, b) => (a.category_id ?? Number.MAX_SAFE_INTEGER) - (b.category_id ?? Number.MAX_SAFE_INTEGER),
      );
    expect(mine).toEqual(direct);
    const leaf = rows.find((row) => row.category_id === ids.leaf);
    if (leaf) expect(leaf).toMatchObject({ name: 'OLED', path: 'Phones › Screens › OLED', level: 3 });
    // A parent holds at least what its children do.
    const of = (id: number) => rows.find((row) => row.category_id === id)?.quantity ?? 0;
    expect(of(ids.root)).toBeGreaterThanOrEqual(of(ids.branch));
    expect(of(ids.branch)).toBeGreaterThanOrEqual(of(ids.leaf));
  });

  it.each(['day', 'week', 'month'] as const)('orders per %s', async (group) => {
    const [from, to] = ['2025-05-14', '2025-08-03'];
    const res = await get(`/api/admin/reports/orders?from=${from}&to=${to}&group=${group}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = OrdersReportResponseSchema.parse(res.json());
    expect(data.range).toEqual({ from, to, days: 82 });
    expect(data.series[0]?.start).toBe(from);
    expect(data.series.at(-1)?.end).toBe(to);
    const unit = group === 'week' ? 'week' : group;
    const direct = await t.database.query<{ bucket: string; status: string; orders: number; value: string }>(`
      select to_char(date_trunc('${unit}', ${dayOf}), 'YYYY-MM-DD') as bucket, o.status, count(*)::int as orders,
        sum(o.total_amount)::text as value
      from orders o where ${inRange(from, to)} group by 1, 2`);
    const expected = new Map(direct.map((row) => [`${row.bucket} ${row.status}`, row]));
    let cells = 0;
    for (const bucket of data.series) {
      for (const [status, orders] of Object.entries(bucket.orders)) {
        const want = expected.get(`${bucketStart(bucket.start, group)} ${status}`);
        expect(orders).toBe(want?.orders ?? 0);
        expect(bucket.value[status as keyof typeof bucket.value]).toBe(want?.value ?? '0.00');
        if (want) cells += 1;
      }
    }
    expect(cells).toBe(direct.length);
    const totalOrders = Object.values(data.totals.orders).reduce((a, b) => a + b, 0);
    expect(totalOrders).toBe(direct.reduce((sum, row) => sum + row.orders, 0));
    if (group === 'week') expect(new Date(`${data.series[1]?.start}T00:00:00Z`).getUTCDay()).toBe(1);
    if (group === 'month')
      expect(data.series.map((b) => b.start)).toEqual([
        '2025-05-14',
        '2025-06-01',
        '2025-07-01',
        '2025-08-01',
      ]);
  });
});

describe('report queries', () => {
  it('sort by any column in either direction and page', async () => {
    const range = `from=${FIRST_DAY}&to=${addDays(FIRST_DAY, DAYS - 1)}`;
    const asc = StoreReportResponseSchema.parse(
      (await get(`/api/admin/reports/stores?${range}&sort=value&order=asc`)).json(),
    );
    const values = asc.data.rows.map((row) => Number(row.value));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const byName = ProductReportResponseSchema.parse(
      (await get(`/api/admin/reports/products?${range}&sort=name&order=asc`)).json(),
    );
    // Case does not matter; the deleted product (no name) comes last.
    expect(byName.data.rows.map((row) => row.name)).toEqual([
      'alpha glass',
      'Loose part',
      'Mid driver',
      'Zeta screen',
      null,
    ]);
    const second = ProductReportResponseSchema.parse(
      (await get(`/api/admin/reports/products?${range}&sort=name&order=asc&page=2&limit=2`)).json(),
    );
    expect(second.data.rows.map((row) => row.name)).toEqual(['Mid driver', 'Zeta screen']);
    expect(second.data.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    const past = ProductReportResponseSchema.parse(
      (await get(`/api/admin/reports/products?${range}&sort=name&page=9&limit=2`)).json(),
    );
    expect(past.data).toMatchObject({ rows: [], pagination: { page: 9, total: 5, pages: 3 } });
  });

  it('default to the last 30 UTC days', async () => {
    const res = await get('/api/admin/reports/orders');
    const { data } = OrdersReportResponseSchema.parse(res.json());
    const today = new Date().toISOString().slice(0, 10);
    expect(data.range).toEqual({ from: addDays(today, -29), to: today, days: 30 });
    expect(data.series).toHaveLength(30);
  });

  it.each([
    ['/api/admin/reports/orders?from=2025-06-10&to=2025-06-01', 'from: from must not be after to'],
    [
      '/api/admin/reports/stores?from=2020-01-01&to=2025-06-01',
      `to: the range from-to must be at most ${REPORT_MAX_DAYS} days`,
    ],
    ['/api/admin/reports/products?from=2025-02-30', 'from: from must be a real calendar day'],
    ['/api/admin/reports/categories?to=June', 'to: to must be a date (YYYY-MM-DD)'],
    ['/api/admin/reports/orders?group=year', 'group: group must be day, week or month'],
    ['/api/admin/reports/stores?sort=profit', 'sort: sort must be one of'],
    ['/api/admin/reports/products?order=up', 'order: order must be asc or desc'],
    ['/api/admin/reports/categories?limit=500', 'limit: limit must be between 1 and 100'],
    [
      '/api/admin/reports/orders?from=2019-01-01',
      `to: the range from-to must be at most ${REPORT_MAX_DAYS} days`,
    ],
    ['/api/admin/dashboard?from=2025-06-10&to=2025-06-01', 'from: from must not be after to'],
  ])('refuse %s with a 400 naming the field', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION' });
    expect(res.json().message).toContain(message);
  });

  it('take a range of exactly three years', async () => {
    const res = await get(
      `/api/admin/reports/orders?from=2023-01-01&to=${addDays('2023-01-01', REPORT_MAX_DAYS - 1)}&group=month`,
    );
    expect(res.statusCode).toBe(200);
  });

  it('are for admins only: a store member gets 403 on every report', async () => {
    const store = await makeStore(t.db);
    const member = await makeUser(t.db, { storeId: store.id });
    const token = await loginAs(t.app, member.email, member.password);
    for (const report of ['orders', 'stores', 'products', 'categories']) {
      expect((await get(`/api/admin/reports/${report}`, token)).statusCode).toBe(403);
    }
    expect(
      (await call(t.app, undefined, { method: 'GET', url: '/api/admin/reports/orders' })).statusCode,
    ).toBe(401);
  });
});
