import type { OrderDetail } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeApprovedOrder,
  makeHistoryEntry,
  makeMemberOrder,
  makeOrderDetail,
  makeShippedOrder,
} from '@/test/order-fixtures';
import { renderScreen } from '@/test/render';
import { fail, HttpResponse, http, ok, server } from '@/test/server';
import { OrderCard } from './order-card';

/** My Orders with one order card; its details answered by GET /orders/{id}. */
function openCard(detail: OrderDetail) {
  server.use(http.get(`/api/orders/${detail.id}`, () => ok(detail)));
  const order = makeMemberOrder(detail);
  const Screen = () => <OrderCard order={order} onCancel={() => {}} onRestore={() => {}} busy={null} />;
  return renderScreen(Screen, { at: '/store/orders', as: 'user' });
}

afterEach(() => vi.restoreAllMocks());

describe('My Orders: order details (issue 20)', () => {
  it('shows a shipped order’s progress with its carrier, tracking number and tracking link', async () => {
    const { user } = openCard(makeShippedOrder());
    const toggle = screen.getByRole('button', { name: 'Order details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const progress = await screen.findByRole('list', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Placed',
      'Approved',
      'ShippedCurrent status',
      'Delivered',
    ]);
    const shipped = steps[2]!;
    expect(shipped).toHaveAttribute('aria-current', 'step');
    expect(shipped).toHaveTextContent('Carrier:UPS');
    expect(shipped).toHaveTextContent('Tracking number:1Z999AA10123456784');
    const link = within(shipped).getByRole('link', { name: 'Track shipment (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(steps[3]).toHaveTextContent('Not yet');
    expect(steps[3]).toHaveTextContent('Estimated delivery: Nov 25, 2026');
    expect(steps[0]).not.toHaveAttribute('aria-current');

    // What was given at checkout, and what it costs.
    expect(screen.getByText('PO-7731')).toBeVisible();
    expect(screen.getByText('500 Main Street')).toBeVisible();
    expect(screen.getByText('Austin, TX 78701')).toBeVisible();
    expect(screen.getByText('Dec 5, 2026')).toBeVisible();
    expect(screen.getByText('Tax (8.25%)').nextSibling).toHaveTextContent('$6.18');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$96.15');
  });

  it('ends the progress at Rejected and shows the store address without a delivery address', async () => {
    const rejected = makeOrderDetail({ status: 'rejected', shipping_address: null, po_number: null });
    const { user } = openCard(rejected);
    await user.click(screen.getByRole('button', { name: 'Order details' }));
    const progress = await screen.findByRole('list', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[1]).toHaveTextContent('RejectedFinal status');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Store address')).toBeVisible();
    expect(screen.getByText('12 Dock Street, Austin, TX')).toBeVisible();
    // No invoice before approval.
    expect(screen.queryByRole('button', { name: 'Download Invoice' })).not.toBeInTheDocument();
  });

  it('shows an order the seller cancelled, with the reason for the customer (issue 21)', async () => {
    const approved = makeApprovedOrder();
    const reason = 'You phoned to call it off';
    const cancelled = makeOrderDetail({
      status: 'cancelled',
      status_note: reason,
      admin_notes: reason,
      history: [
        ...approved.history,
        makeHistoryEntry('cancelled', '2026-11-22T08:00:00.000Z', { from_status: 'approved', notes: reason }),
      ],
    });
    const { user } = openCard(cancelled);
    expect(screen.getByText('Cancellation reason:').parentElement).toHaveTextContent(
      `Cancellation reason: ${reason}`,
    );
    await user.click(screen.getByRole('button', { name: 'Order details' }));
    const progress = await screen.findByRole('list', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Placed',
      'Approved',
      'Cancelled by the sellerFinal status',
    ]);
  });

  it('downloads the invoice under the server’s file name, and toasts the server’s refusal', async () => {
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let refuse = false;
    server.use(
      http.get('/api/orders/41/invoice.pdf', ({ request }) => {
        expect(request.headers.get('authorization')).toMatch(/^Bearer /);
        if (refuse) return fail(409, 'No invoice for an order that is not approved', 'CONFLICT');
        return new HttpResponse('%PDF-1.4 invoice', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="invoice-INV-000041.pdf"',
          },
        });
      }),
    );
    const { user } = openCard(makeShippedOrder());
    await user.click(screen.getByRole('button', { name: 'Order details' }));
    await user.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    await vi.waitFor(() => expect(saved).toEqual(['invoice-INV-000041.pdf']));
    expect(createObjectURL).toHaveBeenCalledOnce();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Download Invoice' }));
    expect(await screen.findByText('No invoice for an order that is not approved')).toBeVisible();
    expect(saved).toHaveLength(1);
  });
});
