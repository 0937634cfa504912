import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeReorderResult } from '@/test/buying-fixtures';
import { makePagination } from '@/test/fixtures';
import { makeApprovedOrder, makeMemberOrder, makeOrderDetail } from '@/test/order-fixtures';
import { renderScreen } from '@/test/render';
import { fail, HttpResponse, http, ok, server } from '@/test/server';
import StoreOrdersRoute from './orders';

const approved = makeApprovedOrder({
  id: 41,
  approval_reason: 'Auto-approved: total $96.15 is under the store limit of $1,000.00',
});
const pending = makeOrderDetail({ id: 42, order_number: 'ORD-100042' });

/** GET /orders answers the given orders on one page; GET /orders/{id} each one's details. */
function answerOrders(details = [approved, pending]) {
  server.use(
    http.get('/api/orders', () =>
      ok({
        orders: details.map((detail) => makeMemberOrder(detail)),
        pagination: makePagination(details.length, 10),
      }),
    ),
    ...[approved, pending, makeOrderDetail({ id: 7, order_number: 'ORD-100007' })].map((detail) =>
      http.get(`/api/orders/${detail.id}`, () => ok(detail)),
    ),
  );
}

const card = (orderNumber: string) => screen.getByRole('article', { name: `Order #${orderNumber}` });

describe('my orders (/store/orders): issue 22', () => {
  it("'Order again' fills the cart and reports what was skipped and whose price changed", async () => {
    answerOrders();
    const reorders: number[] = [];
    server.use(
      http.post('/api/orders/:id/reorder', ({ params }) => {
        reorders.push(Number(params.id));
        return ok(makeReorderResult());
      }),
      http.get('/api/user/cart', () => HttpResponse.json({ success: true, data: null })),
    );
    const { user } = renderScreen(StoreOrdersRoute, { at: '/store/orders', as: 'user' });
    await screen.findByRole('article', { name: 'Order #ORD-100041' });
    // On every order, whatever its status.
    expect(within(card('ORD-100042')).getByRole('button', { name: 'Order again' })).toBeEnabled();
    await user.click(within(card('ORD-100041')).getByRole('button', { name: 'Order again' }));

    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(reorders).toEqual([41]);
    expect(dialog).toHaveTextContent(
      'Order #ORD-100041: 1 product added, 1 product skipped, 1 with a new price.',
    );
    const added = within(dialog).getByRole('region', { name: 'Added' });
    expect(added).toHaveTextContent('3 x iPhone 14 Battery$26.50 each');
    const changed = within(dialog).getByRole('region', { name: 'Price changed since the order' });
    expect(changed).toHaveTextContent('iPhone 14 Battery$24.99 → then, $26.50 today');
    const skipped = within(dialog).getByRole('region', { name: 'Skipped' });
    expect(skipped).toHaveTextContent('Galaxy S21 OLED Screen (SCR-S21-02): no longer sold');
    await user.click(within(dialog).getByRole('link', { name: 'Go to cart' }));
    expect(await screen.findByText('Now at /store/cart')).toBeVisible();
  });

  it("shows why 'Order again' failed", async () => {
    answerOrders();
    server.use(http.post('/api/orders/:id/reorder', () => fail(403, 'Your store is inactive', 'FORBIDDEN')));
    const { user } = renderScreen(StoreOrdersRoute, { at: '/store/orders', as: 'user' });
    await user.click(
      within(await screen.findByRole('article', { name: 'Order #ORD-100042' })).getByRole('button', {
        name: 'Order again',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order Action Error');
    expect(alert).toHaveTextContent('Your store is inactive');
  });

  it('opens the details of the order a link names (?order=), with the approval reason', async () => {
    answerOrders();
    renderScreen(StoreOrdersRoute, { at: '/store/orders?order=41', route: '/store/orders', as: 'user' });
    const linked = await screen.findByRole('article', { name: 'Order #ORD-100041' });
    expect(within(linked).getByRole('button', { name: 'Order details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const approval = await within(linked).findByRole('region', { name: 'Approval' });
    expect(approval).toHaveTextContent('Auto-approved: total $96.15 is under the store limit of $1,000.00');
    expect(within(linked).getByRole('button', { name: 'Add these lines to a list' })).toBeEnabled();
    expect(within(card('ORD-100042')).getByRole('button', { name: 'Order details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows a linked order that is not on the page above the list, and closes it', async () => {
    answerOrders();
    const { user, router } = renderScreen(StoreOrdersRoute, {
      at: '/store/orders?order=7',
      route: '/store/orders',
      as: 'user',
    });
    const title = await screen.findByRole('heading', { name: 'Order #ORD-100007' });
    expect(await screen.findByRole('list', { name: 'Order progress' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close order details' }));
    expect(title).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('my orders (/store/orders): issue 23', () => {
  it("'Export CSV' downloads the member's orders under the server's dated file name", async () => {
    answerOrders();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:orders'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const asked: string[] = [];
    server.use(
      http.get('/api/orders/export', ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse('order_number\nORD-100042\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="my-orders-2026-11-26.csv"',
          },
        });
      }),
    );
    const { user } = renderScreen(StoreOrdersRoute, { at: '/store/orders', as: 'user' });
    await screen.findByRole('article', { name: 'Order #ORD-100042' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['my-orders-2026-11-26.csv']));
    expect(asked).toEqual(['']);
  });
});
