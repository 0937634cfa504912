import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, utcToday } from '@/components/date-range/date-range';
import { renderScreen } from '@/test/render';
import { makeDashboard } from '@/test/report-fixtures';
import { http, ok, server } from '@/test/server';
import AdminDashboardRoute from './dashboard';

const today = utcToday();

function answerDashboard() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/dashboard', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      // A busier week than the month: each day of 7 has 5 approved orders, of 30 has 2.
      const from = params.get('from') ?? addDays(today, -29);
      const to = params.get('to') ?? today;
      return ok(makeDashboard(from, to, () => (from === addDays(today, -6) ? 5 : 2)));
    }),
  );
  return asked;
}

describe('admin dashboard range (/admin)', () => {
  it('asks for the picked range and redraws the charts and the changes for it', async () => {
    const asked = answerDashboard();
    const { user, router } = renderScreen(AdminDashboardRoute, { at: '/admin', as: 'admin' });
    expect(await screen.findByText(/63 orders over 30 days/)).toBeVisible();
    expect(asked[0]?.get('from')).toBe(addDays(today, -29));
    const figures = screen.getByRole('list', { name: 'Key figures' });
    expect(within(figures).getByText('+25.0% from previous 30 days')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByText(/36 orders over 7 days/)).toBeVisible();
    expect(router.state.location.search).toBe('?range=7d');
    expect(asked.at(-1)?.get('from')).toBe(addDays(today, -6));
    expect(asked.at(-1)?.get('to')).toBe(today);
    expect(within(figures).getByText('+25.0% from previous 7 days')).toBeVisible();

    // The orders chart as a table: one row per day of the range.
    const orders = screen
      .getByRole('heading', { name: 'Orders per Day' })
      .closest('[data-slot="card"]') as HTMLElement;
    await user.click(within(orders).getByRole('button', { name: 'Show as table' }));
    await waitFor(() => expect(within(orders).getAllByRole('row')).toHaveLength(8));
    expect(
      screen.getByText('Top store: Bayside Repairs with $900.00 from 9 orders; 2 stores shown.'),
    ).toBeVisible();
    expect(screen.getByText('Top product: iPhone 14 Screen with 31 units; 1 product shown.')).toBeVisible();
  });
});
