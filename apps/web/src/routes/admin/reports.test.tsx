import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, utcToday } from '@/components/date-range/date-range';
import { makePagination } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { makeStoreReportRow } from '@/test/report-fixtures';
import { http, ok, server } from '@/test/server';
import AdminReportsRoute from './reports';

type Seen = Record<'stores' | 'products' | 'categories', URLSearchParams[]>;

function answerReports(
  storeRows = [
    makeStoreReportRow(),
    makeStoreReportRow({ store_id: 2, name: '=HYPERLINK("x")', store_code: 'ST0002', value: '50.00' }),
  ],
) {
  const seen: Seen = { stores: [], products: [], categories: [] };
  const range = (params: URLSearchParams) => ({ from: params.get('from'), to: params.get('to'), days: 30 });
  server.use(
    http.get('/api/admin/reports/stores', ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.stores.push(params);
      return ok({ range: range(params), rows: storeRows, pagination: makePagination(storeRows.length, 20) });
    }),
    http.get('/api/admin/reports/products', ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.products.push(params);
      return ok({
        range: range(params),
        rows: [
          {
            product_id: 7,
            name: 'iPhone 14 Screen',
            sku: 'SCR-14',
            quantity: 31,
            value: '1550.00',
            orders: 9,
          },
        ],
        pagination: makePagination(1, 20),
      });
    }),
    http.get('/api/admin/reports/categories', ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.categories.push(params);
      return ok({
        range: range(params),
        rows: [
          { category_id: 1, name: 'Phones', path: 'Phones', level: 1, quantity: 31, value: '1550.00' },
          {
            category_id: 5,
            name: 'Screens',
            path: 'Phones › Screens',
            level: 2,
            quantity: 31,
            value: '1550.00',
          },
        ],
        pagination: makePagination(2, 20),
      });
    }),
  );
  return seen;
}

const openReports = (at = '/admin/reports') =>
  renderScreen(AdminReportsRoute, { at, route: '/admin/reports', as: 'admin' });
const today = utcToday();

describe('admin reports (/admin/reports)', () => {
  let saved: Blob[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the three tables over the last 30 days, with the range in every request', async () => {
    const seen = answerReports();
    openReports();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const stores = await screen.findByRole('table', { name: 'Stores report' });
    expect(
      within(stores)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Store', 'Orders', 'Value', 'Average order', 'Pending', 'Last order']);
    expect(within(stores).getByText('Downtown Fix')).toBeVisible();
    expect(within(stores).getByText('$400.00')).toBeVisible();
    expect(within(stores).getAllByText('Mar 4, 2026')[0]).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Products report' })).toHaveTextContent(
      'iPhone 14 Screen',
    );
    const categories = await screen.findByRole('table', { name: 'Categories report' });
    expect(within(categories).getByText('Phones › Screens')).toBeVisible();
    for (const requests of Object.values(seen)) {
      expect(requests[0]?.get('from')).toBe(addDays(today, -29));
      expect(requests[0]?.get('to')).toBe(today);
      expect(requests[0]?.get('sort')).toBe('value');
      expect(requests[0]?.get('order')).toBe('desc');
    }
  });

  it('sorts a table by the header clicked, again to reverse', async () => {
    const seen = answerReports();
    const { user } = openReports();
    const stores = await screen.findByRole('table', { name: 'Stores report' });
    const valueHeader = within(stores).getByRole('columnheader', { name: /Value/ });
    expect(valueHeader).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(valueHeader).getByRole('button', { name: 'Value' }));
    await waitFor(() => expect(seen.stores.at(-1)?.get('order')).toBe('asc'));
    expect(within(stores).getByRole('columnheader', { name: /Value/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(within(stores).getByRole('button', { name: 'Store' }));
    await waitFor(() => expect(seen.stores.at(-1)?.get('sort')).toBe('name'));
    expect(seen.stores.at(-1)?.get('order')).toBe('asc');
    expect(within(stores).getByRole('columnheader', { name: /Store/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(stores).getByRole('columnheader', { name: /Value/ })).toHaveAttribute('aria-sort', 'none');
    // The other tables keep their own order.
    expect(seen.products.at(-1)?.get('sort')).toBe('value');
  });

  it('asks every table again for a new range', async () => {
    const seen = answerReports();
    const { user } = openReports();
    await screen.findByRole('table', { name: 'Stores report' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => {
      for (const requests of Object.values(seen))
        expect(requests.at(-1)?.get('from')).toBe(addDays(today, -6));
    });
  });

  it("exports the table's rows as CSV, formulas escaped", async () => {
    answerReports();
    const { user } = openReports('/admin/reports?range=custom&from=2026-03-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Stores report' });
    await user.click(screen.getByRole('button', { name: 'Export CSV of the stores on this page' }));
    expect(saved).toHaveLength(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(text.split('\r\n')).toEqual([
      // (FileReader drops the byte order mark the file starts with.)
      'Store,Orders,Value,Average order,Pending,Last order',
      'Downtown Fix,4,400.00,100.00,1,2026-03-04',
      `"'=HYPERLINK(""x"")",4,50.00,100.00,1,2026-03-04`,
      '',
    ]);
  });
});
