import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, loginAs, testConfig } from '../../test/support/app';
import { createTestDatabase, describeOn } from '../../test/support/database';
import { type App, buildApp } from '../app';
import { findCataloguePage } from '../modules/catalogue/repository';
import type { Database, Db } from './client';
import * as schema from './schema';
import { seedDemoData } from './seed';

/**
 * Issue 6: at 100,000 products and 20,000 orders, no catalogue, search or order-list query reads
 * the whole products or orders table. The app runs on a pool that records every statement it
 * sends; each recorded SELECT is then EXPLAINed with its own parameters.
 */
type Sent = { text: string; values: unknown[] };
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

const WATCHED = new Set(['products', 'orders']);

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && WATCHED.has(node['Relation Name'] ?? '')) {
    found.push(node['Relation Name'] as string);
  }
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

describeOn('postgres', 'query plans at 100,000 products (PostgreSQL)', () => {
  let database: Database & { url?: string };
  let pool: pg.Pool;
  let explain: (text: string, values: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
  let app: App;
  const sent: Sent[] = [];
  let storeToken: string;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    explain = (text, values) => query(`explain (format json) ${text}`, values) as ReturnType<typeof explain>;
    // Records what drizzle sends outside transactions (every read of these routes).
    pool.query = ((config: unknown, values?: unknown[]) => {
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const params = values ?? (config as { values?: unknown[] }).values ?? [];
      sent.push({ text, values: params });
      return query(config, values);
    }) as typeof pool.query;
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    await seedDemoData(db, { products: 100_000, stores: 50, members: 500, orders: 20_000 });
    // As the seed command and the first start do after their bulk load.
    await pool.query('vacuum analyze');
    const instrumented: Database = { ...database, db };
    app = await buildApp({ config: testConfig, database: instrumented, webRoot: '/nonexistent' });
    await app.ready();
    storeToken = await loginAs(app, 'store@example.com', 'store123');
    adminToken = await loginAs(app, 'admin@example.com', 'admin123');
  }, 600_000);

  afterAll(async () => {
    await app?.close();
    await pool?.end();
    await database?.close();
  });

  async function plansOf(token: string, urls: string[]) {
    const problems: string[] = [];
    for (const url of urls) {
      sent.length = 0;
      const res = await call(app, token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const reads = sent.filter((s) => /^\s*(\(?\s*select|with)\b/i.test(s.text));
      expect(reads.length, `${url} sent no query`).toBeGreaterThan(0);
      for (const read of reads) {
        const [row] = (await explain(read.text, read.values)).rows;
        const [plan] = (row?.['QUERY PLAN'] ?? []) as Array<{ Plan: PlanNode }>;
        if (!plan) throw new Error(`no plan for ${read.text}`);
        const scans = seqScans(plan.Plan);
        if (scans.length > 0) problems.push(`${url}: seq scan of ${scans.join(', ')} in ${read.text}`);
      }
    }
    return problems;
  }

  it('reads catalogue pages, products and categories through indexes', async () => {
    const top = (await call(app, storeToken, { method: 'GET', url: '/api/products/categories' })).json().data
      .categories;
    const middle = (
      await call(app, storeToken, { method: 'GET', url: `/api/products/categories/${top[0].entity_id}` })
    ).json().data.categories;
    const deep = (
      await call(app, storeToken, { method: 'GET', url: `/api/products/categories/${middle[0].entity_id}` })
    ).json().data.categories;
    const problems = await plansOf(storeToken, [
      '/api/products?page=1&limit=12',
      '/api/products?page=5000&limit=12',
      `/api/products?categoryId=${top[0].entity_id}&page=3&limit=12`,
      `/api/products?categoryId=${middle[0].entity_id}&page=1&limit=12`,
      `/api/products?categoryId=${deep[0].entity_id}&page=2&limit=12`,
      `/api/products/category/${deep[0].entity_id}?page=1&limit=12`,
      '/api/products/50000',
    ]);
    expect(problems).toEqual([]);
  });

  it('plans a catalogue page once per connection: the generic plan is kept and reads indexes', async () => {
    const single = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const db = drizzle({ client: single, schema }) as unknown as Db;
      const { rows: picked } = await single.query<{ id: number }>(
        'select id from categories order by level desc, id limit 8',
      );
      for (const [i, { id }] of picked.entries()) {
        const page = await findCataloguePage(db, { categoryId: id, limit: 12, offset: i * 12 });
        expect(page.found).toBe(true);
      }
      const { rows } = await single.query<{ name: string; generic_plans: string; custom_plans: string }>(
        `select name, generic_plans, custom_plans from pg_prepared_statements
         where statement like '%catalogue_counts%'`,
      );
      expect(rows).toHaveLength(1);
      const [statement] = rows as [(typeof rows)[0]];
      // PostgreSQL tries five custom plans, then keeps the generic one when it costs no more.
      expect(Number(statement.generic_plans)).toBeGreaterThanOrEqual(2);
      const category = picked[0]?.id;
      const { rows: explained } = await single.query(
        `explain (format json) execute ${statement.name}(${category}, ${category}, ${category}, 12, 48)`,
      );
      const [plan] = explained[0]['QUERY PLAN'] as Array<{ Plan: PlanNode }>;
      expect(seqScans((plan as { Plan: PlanNode }).Plan)).toEqual([]);
    } finally {
      await single.end();
    }
  });

  it('searches by name, code and misspelling, and suggests, through indexes', async () => {
    const product = (await call(app, storeToken, { method: 'GET', url: '/api/products/777' })).json().data;
    const problems = await plansOf(storeToken, [
      '/api/products/search?q=iphone%2014%20battery',
      '/api/products/search?q=iphone%2014%20battery&start_index=24&max_results=12',
      `/api/products/search?q=${encodeURIComponent(product.sku)}`,
      `/api/products/search?q=${encodeURIComponent(product.model ?? product.name)}`,
      '/api/products/search?q=batery',
      '/api/products/search?q=samsng%20galxy',
      '/api/products/search?q=back%20glass&start_index=1200&max_results=12',
      '/api/products/search/suggestions?q=ip',
      '/api/products/search/suggestions?q=charging',
      '/api/products/search/suggestions?q=scren',
    ]);
    expect(problems).toEqual([]);
  });

  it('lists, filters and searches orders through indexes', async () => {
    const list = await call(app, adminToken, { method: 'GET', url: '/api/admin/orders?page=40&limit=10' });
    const order = list.json().data.orders[0];
    const problems = await plansOf(adminToken, [
      '/api/admin/orders?page=1&limit=10',
      '/api/admin/orders?page=150&limit=10',
      '/api/admin/orders?status=pending&page=1&limit=10',
      '/api/admin/orders?status=approved&page=20&limit=10',
      `/api/admin/orders?search=${encodeURIComponent(order.order_number)}&page=1&limit=10`,
      '/api/admin/orders?search=zzqx&status=rejected&page=1&limit=10',
      '/api/admin/orders/1234',
    ]);
    problems.push(
      ...(await plansOf(storeToken, ['/api/orders?page=1&limit=10', '/api/orders?status=pending'])),
    );
    expect(problems).toEqual([]);
  });
});
