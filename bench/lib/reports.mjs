// Issue 23: the admin reports and the dashboard, read from the per-day aggregates the order
// triggers keep (migration 0013). Each report's answer is kept while the aggregates are unchanged
// (reports/cache.ts, decision 015), so the load below measures kept answers; the first hit of each
// report and range (nothing kept yet in this process) and the first hit right after an order's
// status changes (every kept report answer is then summed again) are timed one request at a time,
// before the load. `measure` is the runner's (warm-up, saturation, fixed rate).
import { approveOldOrder } from './dashboard.mjs';

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const round = (ms) => Math.round(ms * 10) / 10;

const TABLES = [
  { report: 'stores', label: 'stores by value' },
  { report: 'products', label: 'products by value' },
  { report: 'categories', label: 'categories by value' },
];

const tablePath = (report, from, to) =>
  `/api/admin/reports/${report}?from=${from}&to=${to}&sort=value&order=desc&page=1&limit=20`;

/** One request, timed, and its answer's row count. */
async function timed(base, adminToken, path) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  const body = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return { ms: round(performance.now() - t0), total: body.data?.pagination?.total };
}

/**
 * First hits of the stores, products and categories reports (sorted by value, page 1) over 90 days
 * and 2 years up to today, in a process that has not read them yet; then the same right after a
 * pending order of 10 days ago is approved, and again after one of 60 days ago (a whole past month
 * of both ranges: its month rollup is stale until the compactor builds it again, decision 018).
 * Answers one entry per report and range.
 */
export async function reportFirstHits({ base, adminToken, log = () => {} }) {
  const to = day(0);
  const ranges = [
    { label: '90 days', from: day(-89) },
    { label: '2 years', from: day(-729) },
  ];
  const hits = [];
  for (const { report, label } of TABLES)
    for (const range of ranges) {
      const first = await timed(base, adminToken, tablePath(report, range.from, to));
      hits.push({
        report,
        name: `${label}, ${range.label}`,
        path: tablePath(report, range.from, to),
        ...first,
      });
    }
  const changed = await approveOldOrder(base, adminToken, 10);
  for (const hit of hits) {
    if (changed) hit.afterChangeMs = (await timed(base, adminToken, hit.path)).ms;
    hit.keptMs = (await timed(base, adminToken, hit.path)).ms;
  }
  const changedOld = await approveOldOrder(base, adminToken, 60);
  for (const hit of hits) {
    if (changedOld) hit.afterOldChangeMs = (await timed(base, adminToken, hit.path)).ms;
    log(
      `11. report first hit, ${hit.name} (${hit.total} rows): ${hit.ms} ms; after an order change ${hit.afterChangeMs ?? '-'} ms (of an old month ${hit.afterOldChangeMs ?? '-'} ms); kept ${hit.keptMs} ms`,
    );
  }
  return hits;
}

/**
 * The lines the report prints for the first hits: `hits` from reportFirstHits, or the runner's
 * scenarios (those of reportScenarios carry their report's first hits).
 */
export function reportFirstHitLines(hits = []) {
  const entries = hits
    .map((h) =>
      'reportFirstMs' in h
        ? {
            name: h.name.replace(/^11\. admin reports: /, ''),
            ms: h.reportFirstMs,
            afterChangeMs: h.reportAfterChangeMs,
            afterOldChangeMs: h.reportAfterOldChangeMs,
          }
        : h,
    )
    .filter((h) => h.ms !== undefined);
  if (!entries.length) return [];
  const list = (key) => entries.map((h) => `${h.name} ${h[key] ?? '-'} ms`).join('; ');
  return [
    `11. reports, first hit (nothing kept): ${list('ms')}`,
    `11. reports, first hit after a pending order of 10 days ago is approved: ${list('afterChangeMs')}`,
    `11. reports, first hit after a pending order of 60 days ago (an old month) is approved: ${list('afterOldChangeMs')}`,
    '',
  ];
}

export async function reportScenarios({ base, adminToken, measure, suffix = '' }) {
  const to = day(0);
  const from = day(-89);
  const firstHits = await reportFirstHits({ base, adminToken, log: (line) => console.error(line) });
  const scenarios = [
    await measure(
      `11. admin reports: orders per day, 90 days${suffix}`,
      base,
      adminToken,
      () => `/api/admin/reports/orders?from=${from}&to=${to}&group=day`,
    ),
    await measure(
      `12. admin dashboard, 90 days${suffix}`,
      base,
      adminToken,
      () => `/api/admin/dashboard?from=${from}&to=${to}`,
    ),
  ];
  for (const { report, label } of TABLES)
    for (const [range, start] of [
      ['90 days', from],
      ['2 years', day(-729)],
    ]) {
      const result = await measure(`11. admin reports: ${label}, ${range}${suffix}`, base, adminToken, () =>
        tablePath(report, start, to),
      );
      // Beside the load's figures, not as dashboard's firstMs (which its own lines print).
      const hit = firstHits.find((h) => h.name === `${label}, ${range}`);
      scenarios.push({
        ...result,
        reportFirstMs: hit?.ms,
        reportAfterChangeMs: hit?.afterChangeMs,
        reportAfterOldChangeMs: hit?.afterOldChangeMs,
      });
    }
  return scenarios;
}
