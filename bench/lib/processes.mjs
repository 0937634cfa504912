// Issue 24: several API processes over one PostgreSQL (decision 014).
// - Revocation latency across processes: sign in on A, make B hold the session, log out on A, then
//   ask B back to back until it answers 401; the time from the logout's answer to B's first 401.
// - Catalogue page and checkout throughput with one API process, then with two (the cluster:
//   `node apps/api/dist/cluster.mjs`, WORKERS=2, one port), measured back to back.
// The machine has 2 cores for the load generator, PostgreSQL and the API: while the throughput is
// measured, this process (the load generator, every thread of it) is pinned to CPU 0 with
// `taskset -a`, and the API processes and PostgreSQL may use every core. Without taskset nothing
// is pinned, and the report says so.
import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';
import { runCheckout } from './checkout.mjs';
import { request } from './http.mjs';
import { api, latencies, login, runLoad } from './load.mjs';
import { startApi } from './server.mjs';

const cpus = os.cpus().length;
const hasTaskset = () => spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0;
const pinSelf = (list) =>
  execFileSync('taskset', ['-a', '-pc', list, String(process.pid)], { stdio: 'ignore' });

/** Logs out on A and times how long B keeps accepting the token (one run). */
async function revocationRun(a, b, email, password) {
  const token = await login(a, email, password);
  const auth = { authorization: `Bearer ${token}` };
  const held = await request(b, 'GET', '/api/user/wishlist', { headers: auth });
  if (held.status !== 200) throw new Error(`B refused a fresh token: ${held.status}`);
  await api(a, 'POST', '/api/auth/logout', { token });
  const start = performance.now();
  for (;;) {
    const res = await request(b, 'GET', '/api/user/wishlist', { headers: auth });
    const elapsed = performance.now() - start;
    if (res.status === 401) return elapsed;
    if (elapsed > 10_000) throw new Error('B still accepted a revoked token after 10 s');
  }
}

/** Loads until throughput stops growing (each process reads its catalogue copy at start). */
async function warm(base, nextPath, headers, log) {
  let previous = 0;
  for (let round = 0; round < 15; round += 1) {
    const { rps } = await runLoad({ base, nextPath, headers, seconds: 2 });
    if (round > 0 && rps < previous * 1.1) return;
    previous = rps;
  }
  log('warm-up: throughput still growing after 30 s');
}

/**
 * `base` is the running single API process (A). Starts a second one (B) on `port` for the
 * revocation runs, then the two-worker cluster on `port + 1` for the throughput.
 */
export async function processesScenario({
  base,
  adminToken,
  storeToken,
  buyers,
  productIds,
  cataloguePath,
  env,
  port,
  seconds,
  runs = 20,
  log = () => {},
}) {
  const result = { runs };
  // A member of its own: a logout revokes every token of its user.
  const stores = (await api(base, 'GET', '/api/admin/stores?limit=100', { token: adminToken })).data.stores;
  const store = stores.find((s) => s.status === 'active' && s.is_active);
  const email = `bench-revoke-${Date.now()}@example.test`;
  await api(base, 'POST', '/api/admin/users', {
    token: adminToken,
    body: {
      email,
      password: 'bench123',
      confirmPassword: 'bench123',
      name: 'Bench Revocation',
      phone_number: '',
      role: 'user',
      designation: 'viewer',
      is_active: true,
      store_id: store.id,
    },
  });
  const second = await startApi({ port, env });
  try {
    const times = [];
    for (let i = 0; i < runs; i += 1) times.push(await revocationRun(base, second.base, email, 'bench123'));
    result.revocationMs = latencies(times);
    log(
      `14. revocation across processes: p50 ${result.revocationMs.p50} ms, max ${result.revocationMs.max} ms`,
    );
  } finally {
    await second.stop();
  }

  const cluster = await startApi({
    port: port + 1,
    env: { ...env, WORKERS: '2' },
    entry: 'apps/api/dist/cluster.mjs',
  });
  const pinned = hasTaskset() && cpus >= 2;
  result.split = pinned
    ? `load generator pinned to CPU 0 (taskset -a), API processes and PostgreSQL on all ${cpus} cores`
    : `nothing pinned (${hasTaskset() ? `${cpus} core` : 'no taskset'}): load generator, API and PostgreSQL share every core`;
  const headers = { authorization: `Bearer ${storeToken}` };
  try {
    await warm(cluster.base, cataloguePath, headers, log);
    if (pinned) pinSelf('0');
    try {
      const catalogue = {};
      const checkout = {};
      for (const [name, target, label] of [
        ['one', base, '1 process'],
        ['two', cluster.base, '2 processes'],
      ]) {
        await runLoad({ base: target, nextPath: cataloguePath, headers, seconds: 2 });
        catalogue[name] = await runLoad({ base: target, nextPath: cataloguePath, headers, seconds });
        const placed = await runCheckout({ base: target, buyers, productIds, seconds });
        delete placed.keys;
        checkout[name] = placed;
        log(
          `14. ${label}: catalogue ${catalogue[name].rps} req/s p99 ${catalogue[name].p99} ms; checkout ${placed.ordersPerSecond} orders/s, ${placed.errors} errors`,
        );
      }
      Object.assign(result, { catalogue, checkout });
    } finally {
      if (pinned) pinSelf(`0-${cpus - 1}`);
    }
  } finally {
    await cluster.stop();
  }
  return result;
}

/** The report's lines for processesScenario's result. */
export function processesLines(r) {
  if (!r) return [];
  const ratio = (two, one) => (one ? Math.round((two / one) * 100) / 100 : '');
  const c = r.catalogue;
  const k = r.checkout;
  return [
    `14. many processes on one PostgreSQL (${r.split}): catalogue page 1 process ${c.one.rps} req/s (p99 ${c.one.p99} ms) vs 2 processes ${c.two.rps} req/s (p99 ${c.two.p99} ms), x${ratio(c.two.rps, c.one.rps)}; checkout 1 process ${k.one.ordersPerSecond} orders/s (p99 ${k.one.p99} ms) vs 2 processes ${k.two.ordersPerSecond} orders/s (p99 ${k.two.p99} ms), x${ratio(k.two.ordersPerSecond, k.one.ordersPerSecond)}, errors ${k.one.errors} + ${k.two.errors}; revocation across processes (logout on A until B answers 401, ${r.runs} runs): p50 ${r.revocationMs.p50} ms, p95 ${r.revocationMs.p95} ms, max ${r.revocationMs.max} ms`,
  ];
}
