import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { makeSpending } from '@/test/report-fixtures';
import { fail, http, ok, server } from '@/test/server';
import StoreSpendingRoute from './spending';

const openSpending = () => renderScreen(StoreSpendingRoute, { at: '/store/spending', as: 'user' });

describe('store spending (/store/spending)', () => {
  it('shows this month against the budget, the 12 months and the top products', async () => {
    server.use(http.get('/api/user/spending', () => ok(makeSpending())));
    const { user } = openSpending();
    expect(await screen.findByRole('heading', { level: 2, name: 'This Month' })).toBeVisible();
    expect(
      screen.getByText('March 2026 in America/Chicago · approved, shipped and completed orders'),
    ).toBeVisible();
    expect(screen.getByText('$1,100.00')).toBeVisible();
    const meter = screen.getByRole('meter', { name: 'Monthly budget' });
    expect(meter).toHaveAttribute('aria-valuetext', '$1,100.00 of $1,500.00 (73%)');
    expect(screen.getByText('$400.00 left this month.')).toBeVisible();

    expect(
      screen.getByText('$6,600.00 over the last 12 months; the most in Mar 2026 ($1,100.00).'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const months = screen.getByRole('table', { name: 'Spending per month' });
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    expect(within(months).getAllByRole('row')[1]).toHaveTextContent('March 2026');

    const top = screen.getByRole('table', { name: 'Top products' });
    expect(within(top).getAllByRole('row')[1]).toHaveTextContent('iPhone 14 Screen');
    expect(within(top).getAllByRole('row')[2]).toHaveTextContent('Old battery');
  });

  it('says when the store has no budget, or is over it', async () => {
    server.use(http.get('/api/user/spending', () => ok(makeSpending({ monthly_budget: '1000.00' }))));
    openSpending();
    expect(await screen.findByText(/Over budget by \$100\.00/)).toBeVisible();
  });

  it('shows the reason when the spending cannot be read', async () => {
    server.use(
      http.get('/api/user/spending', () =>
        fail(403, 'Your account is not assigned to a store. Please contact your administrator.', 'FORBIDDEN'),
      ),
    );
    openSpending();
    expect(await screen.findByText("Failed to load your store's spending.")).toBeVisible();
    // In the screen's alert (a toast may say it too).
    expect(screen.getAllByText(/not assigned to a store/)[0]).toBeVisible();
  });
});
