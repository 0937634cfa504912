import { type Dashboard, DashboardResponseSchema } from '@portal/contract';

// Issue 24: a year's dashboard is ~60 KB of JSON, nearly all of it the two daily series, and
// checking and encoding it through the response schema on every request cost more CPU than
// everything else the request did. The series are the same arrays while the figures are kept
// (figures.ts), so their text is encoded once, after the whole answer has passed the contract's
// schema; the rest (totals, newest lists, names) is encoded each time.

const seriesText = new WeakMap<object, string>();

/** The dashboard's response body as JSON text, equal to what the response schema would encode. */
export function dashboardJson(dashboard: Dashboard): string {
  let series = seriesText.get(dashboard.ordersPerDay);
  if (series === undefined) {
    DashboardResponseSchema.parse({ success: true, data: dashboard });
    series = `"ordersPerDay":${JSON.stringify(dashboard.ordersPerDay)},"valuePerDay":${JSON.stringify(dashboard.valuePerDay)}`;
    seriesText.set(dashboard.ordersPerDay, series);
  }
  const { ordersPerDay: _days, valuePerDay: _values, ...rest } = dashboard;
  const head = JSON.stringify({ success: true, data: rest });
  return `${head.slice(0, -2)},${series}}}`;
}
