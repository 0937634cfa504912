import type {
  AdminOrderListItem,
  AdminOrderListResponse,
  BulkStatusBody,
  BulkStatusResult,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder, makePagination } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { fail, http, ok, server, serverFailure } from '@/test/server';
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

describe('admin order list: bulk approval (issue 22)', () => {
  const third = makeAdminOrder({ id: 43, order_number: 'ORD-100043', user_name: 'Lee Park' });
  const fourth = makeAdminOrder({ id: 44, order_number: 'ORD-100044', user_name: 'Mia Chen' });

  /** The list as it stands, and POST /admin/orders/bulk-status answering with `outcome`. */
  function answerBulk(orders: AdminOrderListItem[], outcome: (body: BulkStatusBody) => BulkStatusResult) {
    let current = orders;
    const bodies: BulkStatusBody[] = [];
    const queries = answerOrders((query) =>
      ok({ orders: current, pagination: makePagination(12, 10, Number(query.get('page'))) }),
    );
    server.use(
      http.post('/api/admin/orders/bulk-status', async ({ request }) => {
        const body = (await request.json()) as BulkStatusBody;
        bodies.push(body);
        const result = outcome(body);
        const changed = new Set(result.results.filter((r) => r.ok).map((r) => r.id));
        current = current.map((order) => (changed.has(order.id) ? { ...order, status: body.status } : order));
        return ok(result);
      }),
    );
    return {
      bodies,
      queries,
      decideElsewhere: (id: number) => {
        current = current.map((order) =>
          order.id === id ? { ...order, status: 'approved' as const } : order,
        );
      },
    };
  }

  const box = (orderNumber: string) => screen.getByRole('checkbox', { name: `Select order ${orderNumber}` });
  const selectAll = () => screen.getByRole('checkbox', { name: 'Select all on this page' });

  it('lets only pending orders be selected, says why, and selects all of them from the header', async () => {
    answerBulk([pending, approved, third], () => ({ results: [] }));
    const { user } = openOrders();
    expect(await screen.findByText('ORD-100041')).toBeVisible();

    expect(box('ORD-100042')).toBeDisabled();
    expect(box('ORD-100042')).toHaveAccessibleDescription(
      'Only pending orders can be selected to approve or reject together.',
    );
    expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument();

    await user.click(box('ORD-100041'));
    expect(selectAll()).toBePartiallyChecked();
    const bar = screen.getByRole('region', { name: 'Selected orders' });
    expect(within(bar).getByText('1 selected')).toBeVisible();
    // Ticking the box does not open the order.
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();

    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(box('ORD-100043')).toBeChecked();
    expect(within(bar).getByText('2 selected')).toBeVisible();

    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(selectAll()).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument();
  });

  it('starts over with nothing selected on another page or filter', async () => {
    const { queries } = answerBulk([pending, third], () => ({ results: [] }));
    const { user } = openOrders();
    await user.click(await screen.findByRole('checkbox', { name: 'Select order ORD-100041' }));
    expect(screen.getByText('1 selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(box('ORD-100041')).not.toBeChecked();

    // A new search too.
    await user.click(box('ORD-100043'));
    expect(screen.getByText('1 selected')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'lee');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('lee'));
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
    expect(box('ORD-100043')).not.toBeChecked();
  });

  it('approves the selection with one note and reports the orders that could not be changed', async () => {
    const { bodies, queries, decideElsewhere } = answerBulk([pending, third, fourth, approved], (body) => ({
      results: body.ids.map((id) =>
        id === 43
          ? { id, ok: false, message: 'This order is already approved', order_number: 'ORD-100043' }
          : { id, ok: true, message: 'Approved', order_number: `ORD-1000${id}` },
      ),
    }));
    const { user } = openOrders();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    // Another admin approves ORD-100043 meanwhile: this screen does not know yet.
    decideElsewhere(43);
    const bar = screen.getByRole('region', { name: 'Selected orders' });
    expect(within(bar).getByText('3 selected')).toBeVisible();
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve 3 orders' });
    expect(within(dialog).getByText('ORD-100041, ORD-100043, ORD-100044')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes (Optional)' }), '  Month-end batch ');
    const listReads = queries.length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve 3 orders' }));

    const report = await screen.findByRole('group', { name: 'Approved 2 orders; 1 could not be changed' });
    expect(report).toHaveFocus();
    expect(within(report).getByRole('list', { name: 'Orders not changed' })).toHaveTextContent(
      'ORD-100043: This order is already approved',
    );
    expect(screen.getByTestId('bulk-report-region')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('bulk-report-region')).toContainElement(report);
    expect(bodies).toEqual([{ ids: [41, 43, 44], status: 'approved', notes: 'Month-end batch' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The list is read again: every order is now approved, so nothing is left to select.
    await waitFor(() => expect(queries.length).toBeGreaterThan(listReads));
    await waitFor(() => expect(screen.getAllByText('Approved')).toHaveLength(4));
    expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument();
    expect(selectAll()).toBeDisabled();

    await user.click(within(report).getByRole('button', { name: 'Dismiss report' }));
    expect(screen.queryByRole('group', { name: /Approved 2 orders/ })).not.toBeInTheDocument();
  });

  it('rejects with an optional reason, and keeps the dialog open with the reason when the request fails', async () => {
    const { bodies } = answerBulk([pending, third], (body) => ({
      results: body.ids.map((id) => ({ id, ok: true, message: 'Rejected', order_number: `ORD-1000${id}` })),
    }));
    server.use(
      http.post(
        '/api/admin/orders/bulk-status',
        () => fail(400, 'ids must name at most 100 orders', 'VALIDATION'),
        {
          once: true,
        },
      ),
    );
    const { user } = openOrders();
    await user.click(await screen.findByRole('checkbox', { name: 'Select order ORD-100043' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 order' });
    expect(within(dialog).getByRole('textbox', { name: 'Reason for Rejection (Optional)' })).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Reject 1 order' }));
    expect(
      await within(dialog).findByText('Failed to reject orders: ids must name at most 100 orders'),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Reject 1 order' }));
    expect(await screen.findByRole('group', { name: 'Rejected 1 order' })).toBeVisible();
    expect(bodies).toEqual([{ ids: [43], status: 'rejected' }]);
  });
});
