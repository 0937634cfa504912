#!/usr/bin/env node
// `node bench/reports.mjs [--orders N]`: issue 23's scenarios alone (the full `npm run bench` runs
// them too, as 11 and 12), on a fresh PostgreSQL database seeded with N orders (default 20,000,
// the full bench's size) and the already built API (`npm run build` first). Prints a markdown table.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { login, runLoad } from './lib/load.mjs';
import { reportScenarios } from './lib/reports.mjs';
import { runCommand, startApi } from './lib/server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const orders = arg('orders', 20_000);
const seconds = arg('seconds', 5);
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `portal_bench_reports_${Date.now()}`;
const dbUrl = Object.assign(new URL(pgServer), { pathname: `/${dbName}` }).toString();

async function admin(sql) {
  const client = new pg.Client({ connectionString: pgServer });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function measure(name, base, token, nextPath) {
  const headers = { authorization: `Bearer ${token}` };
  await runLoad({ base, nextPath, headers, seconds: 1 });
  const saturation = await runLoad({ base, nextPath, headers, seconds });
  const rate = Math.min(500, Math.max(50, Math.floor(saturation.rps * 0.7)));
  const fixed = await runLoad({ base, nextPath, headers, seconds, rate });
  console.error(
    `${name}: ${saturation.rps} req/s, p99 ${saturation.p99} ms; at ${rate} req/s p99 ${fixed.p99} ms`,
  );
  return { name, saturation, fixed: { ...fixed, rate } };
}

await admin(`create database ${dbName}`);
try {
  const seedStart = Date.now();
  await runCommand(
    'npx',
    [
      'tsx',
      'apps/api/src/db/seed/cli.ts',
      '--products',
      '5000',
      '--stores',
      '50',
      '--members',
      '500',
      '--orders',
      String(orders),
    ],
    { DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' },
  );
  const seeded = Math.round((Date.now() - seedStart) / 100) / 10;
  const server = await startApi({
    port: 3293,
    env: { DATABASE_URL: dbUrl, JWT_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'false' },
  });
  try {
    const token = await login(server.base, 'admin@example.com', 'admin123');
    const rows = [
      await measure('7. admin dashboard (default 30 days)', server.base, token, () => '/api/admin/dashboard'),
      ...(await reportScenarios({ base: server.base, adminToken: token, measure })),
    ];
    console.log(`${orders} orders (seeded in ${seeded} s), ${seconds} s per load`);
    console.log(
      '| scenario | req/s | p50 ms | p99 ms | fixed req/s | p95 ms | p99 ms | errors |\n|---|---|---|---|---|---|---|---|',
    );
    for (const r of rows)
      console.log(
        `| ${r.name} | ${r.saturation.rps} | ${r.saturation.p50} | ${r.saturation.p99} | ${r.fixed.rate} | ${r.fixed.p95} | ${r.fixed.p99} | ${r.saturation.errors + r.fixed.errors} |`,
      );
  } finally {
    await server.stop();
  }
} finally {
  await admin(`drop database if exists ${dbName} with (force)`);
}
