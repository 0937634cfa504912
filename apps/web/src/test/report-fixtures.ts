import type { Dashboard, DashboardOrdersDay, Spending, StoreReportRow } from '@portal/contract';

// Contract-typed answers of the issue 23 screens: the dashboard over a range, the reports, the spending.

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The dashboard over `from`..`to`: `perDay(i)` orders approved on the i-th day, a tenth of them pending. */
export function makeDashboard(
  from: string,
  to: string,
  perDay: (index: number) => number = () => 2,
): Dashboard {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const ordersPerDay: DashboardOrdersDay[] = dates.map((date, i) => ({
    date,
    pending: i % 10 === 0 ? 1 : 0,
    approved: perDay(i),
    shipped: 0,
    rejected: 0,
    completed: 0,
    cancelled: 0,
  }));
  return {
    stats: { approvedOrders: 120, pendingOrders: 4, totalStores: 12, totalMembers: 30 },
    changes: { approvedOrders: 25, pendingOrders: null, totalStores: 0, totalMembers: -10 },
    storePerformance: [],
    recentOrders: [],
    ordersPerDay,
    range: { from, to, days },
    previousRange: { from: addDays(from, -days), to: addDays(from, -1), days },
    valuePerDay: dates.map((date, i) => ({ date, value: (perDay(i) * 50).toFixed(2) })),
    topStores: [
      { store_id: 3, name: 'Bayside Repairs', store_code: 'ST0003', orders: 9, value: '900.00' },
      { store_id: 1, name: 'Downtown Fix', store_code: 'ST0001', orders: 4, value: '400.00' },
    ],
    topProducts: [{ product_id: 7, name: 'iPhone 14 Screen', sku: 'SCR-14', quantity: 31, value: '1550.00' }],
  };
}

export function makeStoreReportRow(overrides: Partial<StoreReportRow> = {}): StoreReportRow {
  return {
    store_id: 1,
    store_code: 'ST0001',
    name: 'Downtown Fix',
    orders: 4,
    value: '400.00',
    average_order: '100.00',
    pending_orders: 1,
    last_order_date: '2026-03-04',
    ...overrides,
  };
}

export function makeSpending(overrides: Partial<Spending> = {}): Spending {
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 7);
    return { month, orders: i, value: (i * 100).toFixed(2) };
  });
  return {
    store: { id: 1, name: 'Downtown Fix' },
    time_zone: 'America/Chicago',
    this_month: months.at(-1)!,
    months,
    top_products: [
      { product_id: 7, name: 'iPhone 14 Screen', sku: 'SCR-14', quantity: 12, value: '600.00' },
      { product_id: null, name: 'Old battery', sku: null, quantity: 2, value: '40.00' },
    ],
    monthly_budget: '1500.00',
    ...overrides,
  };
}
