// Issue 22: 'Quick order: 500 lines preview in under 200 ms'. The demo store member previews a
// paste of 500 lines through POST /api/user/quick-order/preview: 490 lines of real SKUs of the
// seeded catalogue with quantities (a few of them repeating an earlier SKU, which the preview
// merges) and 10 typos, which need a 'did you mean' from the search index. Each request is a new
// random draw from a pool of SKUs spread over the whole catalogue, so no two bodies are the same.
// Timed one at a time (what a member waits for), then at a few connections.
//
// Alone, against a running API: node bench/lib/quick-order.mjs [base, default http://127.0.0.1:3350]
import { request } from './http.mjs';
import { api, latencies, login } from './load.mjs';

const LINES = 500;
const TYPOS = 10;
const DUPLICATES = 5;
const PAGES = 20;
const PATH = '/api/user/quick-order/preview';

/** Real SKUs from PAGES catalogue pages of 100 spread evenly over the catalogue. */
async function skuPool(base, token) {
  const first = await api(base, 'GET', '/api/products?limit=100', { token });
  const pages = Math.max(1, Math.ceil(first.data.pagination.total / 100));
  const skus = new Set(first.data.products.map((p) => p.sku).filter(Boolean));
  // Every page of a small catalogue (the quick run's 1,000 products), else PAGES spread over it.
  const spread = Math.min(PAGES, pages);
  for (let i = 1; i < spread; i += 1) {
    const page = 1 + Math.floor((i * pages) / spread);
    const { data } = await api(base, 'GET', `/api/products?limit=100&page=${page}`, { token });
    for (const p of data.products) if (p.sku) skus.add(p.sku);
  }
  return [...skus];
}

const randomInt = (max) => Math.floor(Math.random() * max);

function shuffled(list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * A typo no product has: a digit 0 typed as the letter O, else a letter doubled, else an X
 * appended (SKUs of the seed hold digits and capitals; none holds an O where a 0 belongs).
 */
function typoOf(sku) {
  if (sku.includes('0')) return sku.replace('0', 'O');
  const at = sku.search(/[A-Z]/);
  if (at >= 0) return `${sku.slice(0, at + 1)}${sku[at]}${sku.slice(at + 1)}`;
  return `${sku}X`;
}

const separators = [' ', ',', '\t', ' '];

/** One paste of LINES lines: distinct SKUs, DUPLICATES repeats, TYPOS typos, shuffled. */
function pasteOf(pool) {
  const picked = shuffled(pool);
  const real = picked.slice(0, LINES - TYPOS - DUPLICATES);
  const typos = picked.slice(LINES, LINES + TYPOS).map(typoOf);
  const repeats = real.slice(0, DUPLICATES);
  const lines = shuffled([...real, ...repeats]).map(
    (sku) => `${sku}${separators[randomInt(separators.length)]}${1 + randomInt(12)}`,
  );
  // Typos spread through the paste, as a member's mistakes would be.
  for (const typo of typos) lines.splice(randomInt(lines.length + 1), 0, `${typo} ${1 + randomInt(5)}`);
  return lines.join('\n');
}

async function previewOnce(base, token, text) {
  const t0 = performance.now();
  const res = await request(base, 'POST', PATH, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${PATH} -> ${res.status} ${res.text.slice(0, 300)}`);
  return { ms, lines: JSON.parse(res.text).data.lines };
}

/** What one answer holds: lines, merged duplicates, unknown SKUs and those with a suggestion. */
function shapeOf(lines) {
  const unknown = lines.filter((l) => l.error?.code === 'unknown_sku');
  return {
    lines: lines.length,
    merged: lines.reduce((n, l) => n + (l.merged_lines?.length ?? 0), 0),
    unknown: unknown.length,
    suggested: unknown.filter((l) => l.error.suggestions.length > 0).length,
    otherProblems: lines.filter((l) => l.error && l.error.code !== 'unknown_sku').length,
  };
}

/** `count` previews over `connections` connections, each sending its next when answered. */
async function concurrent(base, token, pool, connections, count) {
  const bodies = Array.from({ length: count }, () => pasteOf(pool));
  const times = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < bodies.length) {
        const text = bodies[next++];
        try {
          times.push((await previewOnce(base, token, text)).ms);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    connections,
    requests: times.length,
    rps: Math.round((times.length / seconds) * 10) / 10,
    ...latencies(times),
    errors,
  };
}

export async function quickOrderScenario({ base, token, sequential = 30, warmup = 3, levels = [4, 16] }) {
  const pool = await skuPool(base, token);
  if (pool.length < LINES + TYPOS)
    throw new Error(`only ${pool.length} SKUs found for the quick order paste`);
  for (let i = 0; i < warmup; i += 1) await previewOnce(base, token, pasteOf(pool));
  const times = [];
  let shape;
  for (let i = 0; i < sequential; i += 1) {
    const answer = await previewOnce(base, token, pasteOf(pool));
    times.push(answer.ms);
    shape ??= shapeOf(answer.lines);
  }
  const { p50, p95, max } = latencies(times);
  const loads = [];
  for (const connections of levels)
    loads.push(await concurrent(base, token, pool, connections, connections * 8));
  return {
    lines: LINES,
    typos: TYPOS,
    duplicates: DUPLICATES,
    pool: pool.length,
    shape,
    one: { requests: times.length, p50, p95, max },
    loads,
  };
}

export function quickOrderLines(q) {
  if (!q) return [];
  const s = q.shape;
  return [
    `17. quick order preview of ${q.lines} lines (${q.typos} typos, ${q.duplicates} duplicates; answered ${s.lines} lines, ${s.merged} merged, ${s.unknown} unknown of which ${s.suggested} with 'did you mean', ${s.otherProblems} other problems): one at a time (${q.one.requests}) p50 ${q.one.p50} ms, p95 ${q.one.p95} ms, max ${q.one.max} ms`,
    ...q.loads.map(
      (l) =>
        `17. quick order preview at ${l.connections} connections (${l.requests} requests): ${l.rps} previews/s, p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms, errors ${l.errors}`,
    ),
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3350';
  const token = await login(base, 'store@example.com', 'store123');
  const result = await quickOrderScenario({ base, token });
  console.log(JSON.stringify(result, null, 2));
  console.log(quickOrderLines(result).join('\n'));
}
