#!/usr/bin/env node
// `node bench/processes.mjs [--products N] [--seconds S] [--runs R]`: issue 24's scenario alone
// (the full `npm run bench` runs it too, as 14): revocation latency across two API processes, and
// catalogue and checkout throughput with one process vs two (the cluster), on a fresh PostgreSQL
// database seeded with N products (default 100,000, the full bench's size) and the already built
// API (`npm run build` first). Prints the report's line.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createBuyers } from './lib/checkout.mjs';
import { loadCatalogueFacts, pick } from './lib/data.mjs';
import { login } from './lib/load.mjs';
import { processesLines, processesScenario } from './lib/processes.mjs';
import { runCommand, startApi } from './lib/server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const products = arg('products', 100_000);
const seconds = arg('seconds', 10);
const runs = arg('runs', 20);
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `portal_bench_processes_${Date.now()}`;
const dbUrl = Object.assign(new URL(pgServer), { pathname: `/${dbName}` }).toString();
const env = { DATABASE_URL: dbUrl, JWT_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'false' };
const log = (msg) => console.error(`[processes] ${msg}`);

/** One statement on the server's default database, or on `url`. */
async function admin(sql, url = pgServer) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

await admin(`create database ${dbName}`);
try {
  log(`seeding ${products} products`);
  await runCommand(
    'npx',
    [
      'tsx',
      'apps/api/src/db/seed/cli.ts',
      ...['--products', String(products), '--stores', '10', '--members', '60', '--orders', '300'],
    ],
    { DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' },
  );
  const server = await startApi({ port: 3295, env });
  try {
    const base = server.base;
    const storeToken = await login(base, 'store@example.com', 'store123');
    const adminToken = await login(base, 'admin@example.com', 'admin123');
    const facts = await loadCatalogueFacts(base, storeToken);
    const buyers = await createBuyers(base, adminToken, 32);
    await admin(
      `update products set stock_quantity = 1000000 where id in (${facts.inStockIds.map(Number).join(',')}) and stock_quantity is not null`,
      dbUrl,
    );
    const levelIds = facts.levels.filter((l) => l.length > 0);
    const cataloguePath = () =>
      `/api/products?limit=12&page=${1 + Math.floor(Math.random() * 20)}&categoryId=${pick(pick(levelIds))}`;
    const result = await processesScenario({
      base,
      adminToken,
      storeToken,
      buyers,
      productIds: facts.inStockIds,
      cataloguePath,
      env,
      port: 3296,
      seconds,
      runs,
      log,
    });
    console.log(processesLines(result).join('\n'));
  } finally {
    await server.stop();
  }
} finally {
  await admin(`drop database if exists ${dbName} with (force)`);
}
