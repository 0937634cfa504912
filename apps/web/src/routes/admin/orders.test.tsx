import type { AdminOrderListResponse } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder, makePagination } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { http, ok, server, serverFailure } from '@/test/server';
import AdminOrdersRoute from './orders';

const pending = makeAdminOrder();
const approved = makeAdminOrder({
  id: 42,
  order_number: 'ORD-100042',
  user_name: 'Omar Field',
  user_email: 'omar@bayside.example',
  store_name: 'Bayside Fix',
  items_count: 1,
  total_amount: '89.50',
  status: 'approved',
});
const list = (orders = [pending, approved], total = orders.length): AdminOrderListResponse['data'] => ({
  orders,
  pagination: makePagination(total, 10),
});

/** GET /admin/orders as the API answers it; records the query strings it was asked with. */
function answerOrders(answer: (query: URLSearchParams) => Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/orders', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query);
    }),
  );
  return queries;
}

const openOrders = () => renderScreen(AdminOrdersRoute, { at: '/admin/orders', as: 'admin' });

describe('admin order list (/admin/orders)', () => {
  it('shows placeholder rows while the first page loads', async () => {
    answerOrders(() => ok(list()));
    openOrders();
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    expect(await screen.findByText('ORD-100041')).toBeVisible();
    expect(screen.queryByText('Loading orders...')).not.toBeInTheDocument();
  });

  it('lists the first page of orders, newest first as sent, and opens one on click', async () => {
    const queries = answerOrders(() => ok(list()));
    const { user } = openOrders();
    expect(await screen.findByRole('heading', { name: 'Orders (2)' })).toBeVisible();
    expect(screen.getByText('Showing 1-2 of 2 orders')).toBeVisible();
    expect(queries[0]?.toString()).toBe('page=1&limit=10');

    const rows = screen.getAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('ORD-100041')).toBeVisible();
    expect(first.getByText('Jane Doe')).toBeVisible();
    expect(first.getByText('Harbor Repairs')).toBeVisible();
    expect(first.getByText('3 items')).toBeVisible();
    expect(first.getByText('$74.97')).toBeVisible();
    expect(first.getByText('Pending')).toBeVisible();
    expect(within(rows[1]!).getByText('Approved')).toBeVisible();

    await user.click(first.getByText('Jane Doe'));
    expect(await screen.findByText('Now at /admin/orders/41')).toBeVisible();
  });

  it('says when there are no orders, and when none match the search', async () => {
    const queries = answerOrders(() => ok(list([], 0)));
    const { user } = openOrders();
    expect(await screen.findByText('No orders found')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Orders (0)' })).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '  harbor ');
    // Asked once the typing pauses, trimmed.
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1&limit=10&search=harbor'));
    expect(await screen.findByText('No orders match your search criteria')).toBeVisible();
  });

  it("shows the section's error view with the server's reason, and Try Again loads the list", async () => {
    let failing = true;
    answerOrders(() => (failing ? serverFailure() : ok(list())));
    const { user } = openOrders();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent(
      'Something went wrong while loading this section',
    );
    expect(
      within(alert).getByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    // The header and filters stay usable around the failed section.
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toBeEnabled();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('ORD-100041')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
