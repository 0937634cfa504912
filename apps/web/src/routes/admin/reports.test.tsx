import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, utcToday } from '@/components/date-range/date-range';
import { makePagination } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { makeStoreReportRow } from '@/test/report-fixtures';
import { HttpResponse, http, ok, server } from '@/test/server';
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
  let downloads: string[];
  beforeEach(() => {
    downloads = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
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

  it('Export CSV downloads the whole report of the range and the table’s sort, under the server’s name', async () => {
    answerReports();
    const asked: Record<string, URLSearchParams[]> = { stores: [], products: [] };
    for (const report of ['stores', 'products'] as const)
      server.use(
        http.get(`/api/admin/reports/${report}/export`, ({ request }) => {
          asked[report]?.push(new URL(request.url).searchParams);
          return new HttpResponse('\uFEFFstore_id\r\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': `attachment; filename="${report}-report-2026-11-27.csv"`,
            },
          });
        }),
      );
    const { user } = openReports('/admin/reports?range=custom&from=2026-03-01&to=2026-03-31');
    const stores = await screen.findByRole('table', { name: 'Stores report' });
    await user.click(within(stores).getByRole('button', { name: 'Store' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV of the stores report' }));
    await waitFor(() => expect(downloads).toEqual(['stores-report-2026-11-27.csv']));
    const params = asked.stores?.[0];
    expect(Object.fromEntries(params ?? [])).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      sort: 'name',
      order: 'asc',
    });
    // No page or limit: every row of the report, not the page on screen.
    await user.click(screen.getByRole('button', { name: 'Export CSV of the products report' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(Object.fromEntries(asked.products?.[0] ?? [])).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      sort: 'value',
      order: 'desc',
    });
  });

  it('a failed export says so in a toast and saves nothing', async () => {
    answerReports();
    server.use(
      http.get('/api/admin/reports/categories/export', () =>
        HttpResponse.json({ success: false, message: 'Export failed, try again' }, { status: 500 }),
      ),
    );
    const { user } = openReports();
    await screen.findByRole('table', { name: 'Categories report' });
    await user.click(screen.getByRole('button', { name: 'Export CSV of the categories report' }));
    expect(await screen.findByText('Export failed, try again')).toBeVisible();
    expect(downloads).toEqual([]);
  });
});
