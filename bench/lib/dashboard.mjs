// Issue 24: the admin dashboard at a million orders, for 7, 30 and 90 days up to today and a custom
// year that ends in the past. Its figures come from the report aggregates and are kept while they
// are unchanged (reports/cache.ts), so each range is also timed once on its own first: the first
// hit of a range that no earlier scenario read sums the aggregates; the load after it measures
// the kept answers (names and the newest lists are still read every time). `measure` is the
// runner's (warm-up, saturation, fixed rate).
import { api } from './load.mjs';

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** One request, timed, before anything else reads this range. */
async function firstHit(base, adminToken, path) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return Math.round((performance.now() - t0) * 10) / 10;
}

/**
 * Approves the newest pending order placed at least `daysAgo` days ago (through the API, as an
 * admin would): a change to a settled day, which the dashboard keeps per month (migration 0019).
 */
export async function approveOldOrder(base, adminToken, daysAgo) {
  const list = await api(base, 'GET', `/api/admin/orders?status=pending&to=${day(-daysAgo)}&limit=1`, {
    token: adminToken,
  });
  const order = list.data.orders[0];
  if (!order) return false;
  await api(base, 'PUT', `/api/admin/orders/${order.id}/status`, {
    token: adminToken,
    body: { status: 'approved' },
  });
  return true;
}

export async function dashboardScenarios({ base, adminToken, measure, suffix = '' }) {
  const ranges = [
    { label: '7 days', from: day(-6), to: day(0) },
    { label: '30 days', from: day(-29), to: day(0) },
    { label: '90 days', from: day(-89), to: day(0) },
    { label: 'a custom year', from: day(-400), to: day(-36) },
  ];
  const results = [];
  for (const { label, from, to } of ranges) {
    const path = `/api/admin/dashboard?from=${from}&to=${to}`;
    const firstMs = await firstHit(base, adminToken, path);
    const result = await measure(`12. admin dashboard, ${label}${suffix}`, base, adminToken, () => path);
    // The first hit after an order of 10 days ago is approved: its month is summed again.
    const changed = await approveOldOrder(base, adminToken, 10);
    const afterChangeMs = changed ? await firstHit(base, adminToken, path) : undefined;
    results.push({ ...result, firstMs, afterChangeMs });
  }
  return results;
}

export default dashboardScenarios;
