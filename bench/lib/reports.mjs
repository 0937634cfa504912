// Issue 23: the admin reports and the dashboard over 90 days, read from the per-day aggregates the
// order triggers keep (migration 0013). `measure` is the runner's (warm-up, saturation, fixed rate).
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function reportScenarios({ base, adminToken, measure, suffix = '' }) {
  const to = day(0);
  const from = day(-89);
  return [
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
    await measure(
      `11. admin reports: stores by value, 2 years${suffix}`,
      base,
      adminToken,
      () => `/api/admin/reports/stores?from=${day(-729)}&to=${to}&sort=value&order=desc&limit=20`,
    ),
  ];
}
