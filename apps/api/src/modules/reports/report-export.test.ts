import {
  CATEGORY_REPORT_CSV_COLUMNS,
  CategoryReportResponseSchema,
  PRODUCT_REPORT_CSV_COLUMNS,
  ProductReportResponseSchema,
  STORE_REPORT_CSV_COLUMNS,
  StoreReportResponseSchema,
} from '@portal/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../../test/support/app';
import { makeCategory, makeProduct, makeStore, makeUser } from '../../../test/support/factories';
import { signInAdmin } from '../../../test/support/orders';
import { addDays } from './range';
import { seedRandomOrders } from './test-support';

// Issue 23: each report table exports as a whole (every row of the range, in its sort), not the
// page on screen. The CSV parsed back equals the JSON report read page by page, names that a
// spreadsheet would run as formulas come back with a leading apostrophe.
const FIRST_DAY = '2025-03-01';
const DAYS = 60;
const RANGE = `from=${FIRST_DAY}&to=${addDays(FIRST_DAY, DAYS - 1)}`;
const FORMULAS = ['=SUM(A1:A9)', '+44 shop', '-Fix', '@home'];

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).token;
  // More stores and products than a page of 7, so the JSON side needs several pages.
  const stores = await Promise.all(
    [...FORMULAS, 'Plain Store', 'Other Store', 'Third Store', 'Fourth Store', 'Fifth Store'].map((name) =>
      makeStore(t.db, { name }),
    ),
  );
  const root = await makeCategory(t.db, { name: '=Root', level: 1 });
  const child = await makeCategory(t.db, { name: '-Child', level: 2, parentId: root.id });
  const products = await Promise.all(
    [...FORMULAS, 'Plain bolt', 'Plain nut', 'Plain screw', 'Washer'].map((name, i) =>
      makeProduct(t.db, {
        name,
        sku: i === 0 ? '@SKU-0' : `EXP-${i}`,
        ...(i % 2 === 0 ? { categoryId: child.id, categoryIds: [child.id, root.id] } : {}),
      }),
    ),
  );
  await seedRandomOrders(t.db, {
    seed: 23_2301,
    count: 300,
    from: FIRST_DAY,
    days: DAYS,
    storeIds: [...stores.map((s) => s.id), null],
    productIds: [...products.map((p) => p.id), null],
  });
}, 120_000);
afterAll(() => t.close());

const get = (url: string, token = admin) => call(t.app, token, { method: 'GET', url });

/** Every row of a JSON report, 7 to a page. */
async function jsonRows(path: string, parseBody: (body: unknown) => { data: { rows: object[] } }) {
  const rows: object[] = [];
  for (let page = 1; ; page += 1) {
    const res = await get(`${path}&page=${page}&limit=7`);
    expect(res.statusCode, res.body).toBe(200);
    const data = (parseBody(res.json()) as { data: { rows: object[]; pagination: { pages: number } } }).data;
    rows.push(...data.rows);
    if (page >= data.pagination.pages) return rows;
  }
}

/** The CSV parsed back into rows of text, after checking the answer is a dated CSV download. */
async function csvRows(path: string, fileName: string, header: readonly string[]) {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${fileName}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const [first, ...rest] = parse(res.body.slice(1)) as string[][];
  expect(first).toEqual([...header]);
  return rest;
}

/** A JSON row as the CSV writes it: null as '', formulas escaped, numbers as text. */
const asCsv = (row: object, header: readonly string[]) =>
  header.map((key) => {
    const value = (row as Record<string, unknown>)[key];
    if (value === null || value === undefined) return '';
    if (typeof value === 'string' && /^[=+\-@]/.test(value)) return `'${value}`;
    return String(value);
  });

const centsOf = (rows: string[][], column: number) =>
  rows.reduce((sum, row) => sum + Math.round(Number(row[column]) * 100), 0);

describe('GET /api/admin/reports/*/export: the whole report as CSV', () => {
  it.each([
    ['value', 'desc'],
    ['name', 'asc'],
    ['last_order_date', 'asc'],
  ])('stores sorted by %s %s: every row of every page, in order', async (sort, order) => {
    const query = `${RANGE}&sort=${sort}&order=${order}`;
    const json = await jsonRows(`/api/admin/reports/stores?${query}`, (b) =>
      StoreReportResponseSchema.parse(b),
    );
    expect(json.length).toBeGreaterThan(7);
    const csv = await csvRows(
      `/api/admin/reports/stores/export?${query}`,
      'stores-report',
      STORE_REPORT_CSV_COLUMNS,
    );
    expect(csv).toEqual(json.map((row) => asCsv(row, STORE_REPORT_CSV_COLUMNS)));
    const jsonCents = json.reduce(
      (sum, row) => sum + Math.round(Number((row as { value: string }).value) * 100),
      0,
    );
    expect(centsOf(csv, STORE_REPORT_CSV_COLUMNS.indexOf('value'))).toBe(jsonCents);
  });

  it('products: the same rows and sums as the JSON pages; names and SKUs starting with = + - @ escaped', async () => {
    const query = `${RANGE}&sort=quantity&order=desc`;
    const json = await jsonRows(`/api/admin/reports/products?${query}`, (b) =>
      ProductReportResponseSchema.parse(b),
    );
    const csv = await csvRows(
      `/api/admin/reports/products/export?${query}`,
      'products-report',
      PRODUCT_REPORT_CSV_COLUMNS,
    );
    expect(csv).toEqual(json.map((row) => asCsv(row, PRODUCT_REPORT_CSV_COLUMNS)));
    const names = csv.map((row) => row[1]);
    for (const name of FORMULAS) expect(names).toContain(`'${name}`);
    expect(csv.map((row) => row[2])).toContain("'@SKU-0");
    const quantity = PRODUCT_REPORT_CSV_COLUMNS.indexOf('quantity');
    const direct = await t.database.query<{ quantity: number }>(`
      select coalesce(sum(i.quantity), 0)::int as quantity from order_items i join orders o on o.id = i.order_id
      where o.status in ('approved', 'shipped', 'completed')
        and (o.created_at at time zone 'UTC')::date between '${FIRST_DAY}' and '${addDays(FIRST_DAY, DAYS - 1)}'`);
    expect(csv.reduce((sum, row) => sum + Number(row[quantity]), 0)).toBe(direct[0]?.quantity);
  });

  it('categories: the same rows; category names starting with = or - escaped', async () => {
    const query = `${RANGE}&sort=name&order=asc`;
    const json = await jsonRows(`/api/admin/reports/categories?${query}`, (b) =>
      CategoryReportResponseSchema.parse(b),
    );
    const csv = await csvRows(
      `/api/admin/reports/categories/export?${query}`,
      'categories-report',
      CATEGORY_REPORT_CSV_COLUMNS,
    );
    expect(csv).toEqual(json.map((row) => asCsv(row, CATEGORY_REPORT_CSV_COLUMNS)));
    expect(csv.map((row) => row[1])).toEqual(expect.arrayContaining(["'=Root", "'-Child"]));
    // Numbers stay numbers: no apostrophe on levels, quantities or amounts.
    for (const row of csv) expect(row.slice(3).every((cell) => /^\d+(\.\d\d)?$/.test(cell))).toBe(true);
  });

  it('a range without orders exports the header alone', async () => {
    const csv = await csvRows(
      '/api/admin/reports/products/export?from=2001-01-01&to=2001-01-31',
      'products-report',
      PRODUCT_REPORT_CSV_COLUMNS,
    );
    expect(csv).toEqual([]);
  });

  it.each([
    ['/api/admin/reports/stores/export?sort=profit', 'sort: sort must be one of'],
    ['/api/admin/reports/products/export?from=2025-02-30', 'from: from must be a real calendar day'],
    ['/api/admin/reports/categories/export?from=2025-06-10&to=2025-06-01', 'from: from must not be after to'],
    ['/api/admin/reports/categories/export?order=up', 'order: order must be asc or desc'],
  ])('refuses %s with a 400 naming the field', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('is for admins only: a store member gets 403, nobody signed in 401', async () => {
    const member = await makeUser(t.db, { storeId: (await makeStore(t.db)).id });
    const token = await loginAs(t.app, member.email, member.password);
    for (const report of ['stores', 'products', 'categories']) {
      expect((await get(`/api/admin/reports/${report}/export`, token)).statusCode).toBe(403);
      expect(
        (await call(t.app, undefined, { method: 'GET', url: `/api/admin/reports/${report}/export` }))
          .statusCode,
      ).toBe(401);
    }
  });
});
