// Issue 24: the admin's screens at a million orders. A database of its own is seeded with
// `db:seed --orders N --stores 500` (the seed's time is a figure of its own), an API process is
// started on it, and the admin order list, the dashboard, the reports, the orders export and a
// member's My Orders (10,000 orders of one member) are measured there.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { adminOrderScenarios } from './admin-orders.mjs';
import { dashboardScenarios } from './dashboard.mjs';
import { loadCatalogueFacts, searchQueries } from './data.mjs';
import { ordersExportScenario } from './exports.mjs';
import { login } from './load.mjs';
import { reportScenarios } from './reports.mjs';
import { measureSearchScale } from './search-scale.mjs';
import { runCommand, startApi } from './server.mjs';

const MEMBER_ORDERS = 10_000;

/** How many orders the demo member `store@example.com` has (the seed's --member-orders). */
async function memberOrderCount(dbUrl) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int n from orders o join users u on u.id = o.user_id where u.email = 'store@example.com'`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

export async function millionOrdersPhase({ admin, pgServer, secret, measure, log, orders, port }) {
  const dbName = `portal_bench_orders_${Date.now()}`;
  const dbUrl = Object.assign(new URL(pgServer), { pathname: `/${dbName}` }).toString();
  await admin(`create database ${dbName}`);
  try {
    log(`15. seeding ${orders} orders over 2 years, 500 stores`);
    const t0 = Date.now();
    await runCommand(
      'npx',
      [
        'tsx',
        'apps/api/src/db/seed/cli.ts',
        '--orders',
        String(orders),
        '--stores',
        '500',
        '--members',
        '2000',
        '--member-orders',
        String(Math.min(MEMBER_ORDERS, orders)),
      ],
      { DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' },
    );
    const seedSeconds = Math.round((Date.now() - t0) / 100) / 10;
    log(`15. seeded in ${seedSeconds} s`);
    const memberOrders = await memberOrderCount(dbUrl);
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const [{ n, lines }] = (
      await client.query(
        'select (select count(*) from orders)::int n, (select count(*) from order_items)::int lines',
      )
    ).rows;
    await client.end();

    const server = await startApi({
      port,
      env: { DATABASE_URL: dbUrl, JWT_SECRET: secret, SEED_DEMO: 'false' },
    });
    try {
      const { base } = server;
      const adminToken = await login(base, 'admin@example.com', 'admin123');
      const memberToken = await login(base, 'store@example.com', 'store123');
      const suffix = ` (${n} orders)`;
      const scenarios = [
        ...(await adminOrderScenarios({ base, adminToken, measure, suffix })),
        ...(await dashboardScenarios({ base, adminToken, measure, suffix })),
        ...(await reportScenarios({ base, adminToken, measure, suffix })),
        await measure(`15. my orders, a member with ${memberOrders} orders`, base, memberToken, () => {
          const page = 1 + Math.floor(Math.random() * 20);
          return `/api/orders?page=${page}&limit=10`;
        }),
      ];
      log(`13. orders export at ${n} orders`);
      const ordersExport = await ordersExportScenario({
        base,
        adminToken,
        pid: server.child.pid,
        dbUrl,
        orders: n,
      });
      return { orders: n, lines, seedSeconds, memberOrders, scenarios, ordersExport };
    } finally {
      await server.stop();
    }
  } finally {
    await admin(`drop database if exists ${dbName} with (force)`);
  }
}

/** Resident memory of a process, MB (Linux). */
function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 102.4) / 10 : null;
}

/**
 * Issue 24: search at a large catalogue. A database of its own is seeded with `--products N`, the
 * API started on it (time to its first ready answer, GET /api/health/ready; resident memory once the catalogue copy is
 * read or refused, decision 007), then uncached search and suggestions one at a time
 * (bench/lib/search-scale.mjs) and the catalogue page and search under load.
 */
export async function millionProductsPhase({ admin, pgServer, secret, measure, log, products, port }) {
  const dbName = `portal_bench_products_${Date.now()}`;
  const dbUrl = Object.assign(new URL(pgServer), { pathname: `/${dbName}` }).toString();
  await admin(`create database ${dbName}`);
  try {
    log(`16. seeding ${products} products`);
    const t0 = Date.now();
    await runCommand(
      'npx',
      ['tsx', 'apps/api/src/db/seed/cli.ts', '--products', String(products), '--orders', '60'],
      { DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' },
    );
    const seedSeconds = Math.round((Date.now() - t0) / 100) / 10;
    log(`16. seeded in ${seedSeconds} s`);
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    await client.query('vacuum analyze');
    await client.end();
    const t1 = Date.now();
    const server = await startApi({
      port,
      env: { DATABASE_URL: dbUrl, JWT_SECRET: secret, SEED_DEMO: 'false' },
    });
    const startSeconds = Math.round((Date.now() - t1) / 100) / 10;
    try {
      const { base } = server;
      const token = await login(base, 'store@example.com', 'store123');
      // The first catalogue page reads the copy (or finds the catalogue too large for one).
      await fetch(`${base}/api/products?limit=12&page=1`, { headers: { authorization: `Bearer ${token}` } });
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const rss = rssMb(server.child.pid);
      log(`16. started in ${startSeconds} s, RSS ${rss} MB`);
      const facts = await loadCatalogueFacts(base, token);
      const uncached = await measureSearchScale(base, token, { facts, log });
      const queries = searchQueries(facts);
      const suffix = ` (${uncached.products} products)`;
      const scenarios = [
        await measure(`1. catalogue page${suffix}`, base, token, () => {
          const page = 1 + Math.floor(Math.random() * 50);
          return `/api/products?limit=12&page=${page}`;
        }),
        await measure(`3. search${suffix}`, base, token, () => {
          const q = queries[Math.floor(Math.random() * queries.length)];
          return `/api/products/search?q=${encodeURIComponent(q)}&max_results=12&start_index=0`;
        }),
      ];
      return { products: uncached.products, seedSeconds, startSeconds, rssMb: rss, uncached, scenarios };
    } finally {
      await server.stop();
    }
  } finally {
    await admin(`drop database if exists ${dbName} with (force)`);
  }
}

export function millionLines(orders, products, scenarios = []) {
  const lines = [];
  if (orders) {
    lines.push(
      `15. ${orders.orders} orders with ${orders.lines} lines seeded by \`db:seed --orders\` in ${orders.seedSeconds} s; ${orders.memberOrders} of them the member store@example.com's`,
    );
    const dash = scenarios.filter((s) => s.firstMs !== undefined);
    if (dash.length)
      lines.push(
        `12. dashboard first hit of each range (nothing kept yet): ${dash.map((s) => `${s.name.replace(/^12\. admin dashboard, /, '')} ${s.firstMs} ms`).join('; ')}`,
      );
    const changed = dash.filter((s) => s.afterChangeMs !== undefined);
    if (changed.length)
      lines.push(
        `12. dashboard first hit after a pending order of 10 days ago is approved (its month summed again): ${changed.map((s) => `${s.name.replace(/^12\. admin dashboard, /, '')} ${s.afterChangeMs} ms`).join('; ')}`,
      );
    const e = orders.ordersExport;
    lines.push(
      `13. orders CSV export of ${e.rows} orders (${e.megabytes} MB): ${e.seconds} s, server RSS ${e.rssStartMb} -> peak ${e.rssPeakMb} MB`,
    );
  }
  if (products) {
    const u = products.uncached;
    lines.push(
      `16. ${products.products} products seeded in ${products.seedSeconds} s; API ready ${products.startSeconds} s after its start, RSS ${products.rssMb} MB`,
      `16. uncached, one at a time: search (${u.search.requests}) p50 ${u.search.p50} / p95 ${u.search.p95} / max ${u.search.max} ms; suggestions (${u.suggestions.requests}) p50 ${u.suggestions.p50} / p95 ${u.suggestions.p95} / max ${u.suggestions.max} ms`,
    );
  }
  return lines.length ? ['', ...lines, ''] : [];
}
