import type { OrderDetail, OrderStatusUpdateBody } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeApprovedOrder, makeOrderDetail, makeShippedOrder } from '@/test/order-fixtures';
import { renderScreen } from '@/test/render';
import { fail, http, ok, server } from '@/test/server';
import AdminOrderDetailRoute from './order-detail';

/** GET and PUT of one order as the API answers them; records the status changes asked for. */
function answerOrder(order: OrderDetail, answerPut?: () => Response) {
  const puts: OrderStatusUpdateBody[] = [];
  let current = order;
  server.use(
    http.get(`/api/admin/orders/${order.id}`, () => ok(current)),
    http.put(`/api/admin/orders/${order.id}/status`, async ({ request }) => {
      const body = (await request.json()) as OrderStatusUpdateBody;
      puts.push(body);
      if (answerPut) return answerPut();
      current = makeShippedOrder({
        carrier: body.carrier ?? null,
        tracking_number: body.tracking_number ?? null,
      });
      return ok(
        { id: order.id, status: body.status, updated_at: current.updated_at },
        'Order marked as shipped',
      );
    }),
  );
  return puts;
}

const openOrder = (id = 41) =>
  renderScreen(AdminOrderDetailRoute, {
    at: `/admin/orders/${id}`,
    route: '/admin/orders/:orderId',
    as: 'admin',
  });

describe('admin order detail: shipping (issue 20)', () => {
  it('offers Reject Order, Mark as Shipped and Mark as Delivered on an approved order, with its PDFs', async () => {
    answerOrder(makeApprovedOrder());
    openOrder();
    const card = (await screen.findByRole('heading', { name: 'Order Status' })).closest('[data-slot="card"]');
    const buttons = within(card as HTMLElement).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Reject Order',
      'Mark as Shipped',
      'Mark as Delivered',
      'Cancel Order',
      'Download Invoice',
      'Packing Slip',
    ]);
    expect(screen.getByText('PO-7731')).toBeVisible();
    expect(screen.getByText('Tax (8.25%)')).toBeVisible();
  });

  it('refuses to ship without a carrier, then sends carrier, tracking and the status on screen', async () => {
    const puts = answerOrder(makeApprovedOrder());
    const { user } = openOrder();
    await user.click(await screen.findByRole('button', { name: 'Mark as Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Shipped' });
    const carrier = within(dialog).getByRole('textbox', { name: /Carrier/ });

    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), '1Z999');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(within(dialog).getByText('Carrier is required')).toBeVisible();
    expect(carrier).toHaveAttribute('aria-invalid', 'true');
    expect(carrier).toHaveFocus();
    expect(puts).toHaveLength(0);

    await user.type(carrier, '  UPS ');
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking link/ }), 'ftp://ups.example');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(within(dialog).getByText(/must be a web address/)).toBeVisible();
    expect(puts).toHaveLength(0);

    const link = within(dialog).getByRole('textbox', { name: /Tracking link/ });
    await user.clear(link);
    await user.type(link, 'https://www.ups.com/track?tracknum=1Z999');
    await user.type(within(dialog).getByLabelText(/Estimated delivery/), '2026-11-25');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));

    expect(await screen.findByText('Order marked as shipped')).toBeVisible();
    expect(puts).toEqual([
      {
        status: 'shipped',
        notes: null,
        expected_status: 'approved',
        carrier: 'UPS',
        tracking_number: '1Z999',
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999',
        estimated_delivery: '2026-11-25',
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Shipped at once: only delivery is left, and the packing slip stays until it is delivered.
    expect(await screen.findByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as Shipped' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open and toasts the server's reason when another admin was first", async () => {
    const puts = answerOrder(makeApprovedOrder(), () =>
      fail(409, 'Order status changed meanwhile. Please refresh and try again.', 'CONFLICT'),
    );
    const { user } = openOrder();
    await user.click(await screen.findByRole('button', { name: 'Mark as Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Delivered' });
    await user.type(within(dialog).getByLabelText('Notes (Optional)'), 'Signed by front desk');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Delivered' }));
    expect(
      await screen.findByText('Order status changed meanwhile. Please refresh and try again.'),
    ).toBeVisible();
    expect(screen.getByText('Failed to mark order as delivered')).toBeVisible();
    expect(puts).toEqual([
      { status: 'completed', notes: 'Signed by front desk', expected_status: 'approved' },
    ]);
    expect(screen.getByRole('dialog', { name: 'Mark as Delivered' })).toBeVisible();
  });
});

describe('admin order detail: approval rules (issue 22)', () => {
  const cardOf = async () =>
    (await screen.findByRole('heading', { name: 'Order Status' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;

  it("says under the status why the store's rules left the order pending", async () => {
    const reason = 'Pending: this order would take the store to $2,140.00 of its $2,000.00 monthly budget';
    answerOrder(makeOrderDetail({ approval_reason: reason }));
    openOrder();
    expect(within(await cardOf()).getByText(reason)).toBeVisible();
  });

  it('shows an auto-approval, and nothing for an order no rule decided', async () => {
    const reason = 'Auto-approved: total $84.00 is under the store limit of $100.00';
    answerOrder(makeApprovedOrder({ approval_reason: reason }));
    const view = openOrder();
    expect(within(await cardOf()).getByText(reason)).toBeVisible();
    view.unmount();

    answerOrder(makeApprovedOrder());
    openOrder();
    expect(within(await cardOf()).queryByText(/Auto-approved|Pending:/)).not.toBeInTheDocument();
  });
});

describe('admin order detail: cancelling for the customer (issue 21)', () => {
  it('asks for confirmation with an optional reason, sends it and ends with No actions', async () => {
    const order = makeOrderDetail();
    const puts: OrderStatusUpdateBody[] = [];
    let current = order;
    server.use(
      http.get(`/api/admin/orders/${order.id}`, () => ok(current)),
      http.put(`/api/admin/orders/${order.id}/status`, async ({ request }) => {
        const body = (await request.json()) as OrderStatusUpdateBody;
        puts.push(body);
        current = {
          ...order,
          status: 'cancelled',
          status_note: body.notes ?? null,
          admin_notes: body.notes ?? null,
        };
        return ok(
          { id: order.id, status: 'cancelled', updated_at: order.updated_at },
          'Order cancelled successfully',
        );
      }),
    );
    const { user } = openOrder();
    const card = (await screen.findByRole('heading', { name: 'Order Status' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Reject', 'Cancel Order']);

    // Keep Order closes the dialog and changes nothing.
    await user.click(within(card).getByRole('button', { name: 'Cancel Order' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this order?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Cancel Order' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    const reason = within(dialog).getByLabelText('Reason for the customer (Optional)');
    expect(reason).toHaveValue('');
    await user.type(reason, '  Customer phoned to call it off ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByText('Order cancelled successfully')).toBeVisible();
    expect(screen.getByText('Order Cancelled')).toBeVisible();
    expect(puts).toEqual([
      { status: 'cancelled', notes: 'Customer phoned to call it off', expected_status: 'pending' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(card).findByText('No actions')).toBeVisible();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the dialog open and says why when the order shipped meanwhile', async () => {
    answerOrder(makeApprovedOrder(), () => fail(409, 'Cannot cancel an order that is shipped', 'CONFLICT'));
    const { user } = openOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Cannot cancel an order that is shipped')).toBeVisible();
    expect(screen.getByText('Failed to cancel order')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Cancel Order' })).toBeVisible();
  });
});
