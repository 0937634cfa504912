import type { Member, Store } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdminOrder, makePagination } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { fail, HttpResponse, http, ok, server, serverFailure } from '@/test/server';
import AdminMembersRoute from './members';
import AdminOrdersRoute from './orders';
import AdminStoresRoute from './stores';

// Issue 23: 'Export CSV' on the orders, stores and members lists sends the list's filters.

// Radix Select asks for pointer capture and scrolls its options into view: jsdom has neither.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

let saved: string[];
beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

/** A CSV download as the API sends it, under its dated name. */
const csv = (name: string) =>
  new HttpResponse('\uFEFForder_number\r\n', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });

/** GET `path` answered by `answer`; records the query strings it was asked with. */
function answerExport(path: string, answer: () => Response | Promise<Response>) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(path, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  return asked;
}

/** Picks an option of a labelled Radix select. */
async function choose(user: UserEvent, filter: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: filter }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A promise the test resolves when it has looked at the pending state. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('Export CSV on the admin order list', () => {
  const openOrders = () => {
    server.use(
      http.get('/api/admin/orders', () =>
        ok({ orders: [makeAdminOrder()], pagination: makePagination(1, 10) }),
      ),
    );
    return renderScreen(AdminOrdersRoute, { at: '/admin/orders', as: 'admin' });
  };

  it('exports the list’s status and search with the picked dates and one row per line', async () => {
    const wait = gate();
    const asked = answerExport('/api/admin/orders/export', async () => {
      await wait.opened;
      return csv('order-lines-2026-11-20.csv');
    });
    const { user } = openOrders();
    await screen.findByText('ORD-100041');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), ' harbor ');
    await choose(user, 'Filter by status', 'Pending');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export orders' });
    expect(dialog).toHaveTextContent('A CSV file of the orders matching status Pending and search “harbor”');
    expect(within(dialog).getByRole('radio', { name: 'One row per order' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('From'), '2026-11-01');
    await user.type(within(dialog).getByLabelText('To'), '2026-11-30');
    await user.click(within(dialog).getByRole('radio', { name: 'One row per order line' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    // While the file comes: both buttons say so and wait.
    expect(await within(dialog).findByRole('button', { name: 'Exporting…' })).toBeDisabled();
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]!)).toEqual({
      status: 'pending',
      search: 'harbor',
      from: '2026-11-01',
      to: '2026-11-30',
      lines: 'true',
    });
    wait.open();
    await waitFor(() => expect(saved).toEqual(['order-lines-2026-11-20.csv']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('sends no filter or date it was not given: every order, one row each', async () => {
    const asked = answerExport('/api/admin/orders/export', () => csv('orders-2026-11-20.csv'));
    const { user } = openOrders();
    await screen.findByText('ORD-100041');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export orders' });
    expect(dialog).toHaveTextContent('A CSV file of every order');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['orders-2026-11-20.csv']));
    expect(asked[0]?.toString()).toBe('lines=false');
  });

  it('refuses a range that ends before it starts, and toasts the server’s refusal', async () => {
    const asked = answerExport('/api/admin/orders/export', () =>
      fail(400, 'from must be a real date', 'VALIDATION'),
    );
    const { user } = openOrders();
    await screen.findByText('ORD-100041');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export orders' });
    const from = within(dialog).getByLabelText('From');
    await user.type(from, '2026-11-30');
    await user.type(within(dialog).getByLabelText('To'), '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(within(dialog).getByText('From must be on or before To')).toBeVisible();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('To'));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to export orders: from must be a real date')).toBeVisible();
    // The dialog stays open with the choices, to try again.
    expect(dialog).toBeVisible();
    expect(from).toHaveValue('2026-11-30');
    expect(saved).toEqual([]);
  });
});

const store: Store = {
  id: 12,
  store_id: 'ST0012',
  name: 'Harbor Repairs',
  store_type: 'franchise',
  location: '77 Congress Ave, Austin, TX',
  manager_name: null,
  phone_number: null,
  email_address: null,
  status: 'active',
  is_active: true,
  tax_rate: 6.5,
  auto_approve_below: null,
  monthly_budget: null,
  time_zone: null,
  member_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('Export CSV on the admin store list', () => {
  it('exports the search and filters the list shows, and toasts a failure', async () => {
    const wait = gate();
    let refuse = false;
    const asked = answerExport('/api/admin/stores/export', async () => {
      if (refuse) return serverFailure();
      await wait.opened;
      return csv('stores-2026-11-20.csv');
    });
    server.use(
      http.get('/api/admin/stores', () => ok({ stores: [store], pagination: makePagination(1, 12) })),
    );
    const { user } = renderScreen(AdminStoresRoute, { at: '/admin/stores', as: 'admin' });
    await screen.findByText('Harbor Repairs');
    await user.type(screen.getByRole('searchbox', { name: 'Search stores' }), 'harbor');
    await choose(user, 'Filter by store type', 'Franchise');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
    expect(Object.fromEntries(asked[0]!)).toEqual({ search: 'harbor', store_type: 'franchise' });
    wait.open();
    await waitFor(() => expect(saved).toEqual(['stores-2026-11-20.csv']));

    refuse = true;
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Failed to export stores: Something went wrong on our side. Please try again.'),
    ).toBeVisible();
    expect(saved).toHaveLength(1);
  });
});

const member: Member = {
  id: 90,
  name: 'Ivy Field',
  email: 'ivy@example.com',
  phone_number: null,
  role: 'user',
  designation: 'technician',
  store_id: null,
  store_name: null,
  is_active: false,
  created_at: '2026-11-20T10:15:00.000Z',
};

describe('Export CSV on the admin member list', () => {
  it('exports the search, designation and status the list shows', async () => {
    const asked = answerExport('/api/admin/users/export', () => csv('members-2026-11-20.csv'));
    server.use(
      http.get('/api/admin/users', () => ok({ users: [member], pagination: makePagination(1, 10) })),
      http.get('/api/admin/stores', () => ok({ stores: [], pagination: makePagination(0, 100) })),
    );
    const { user } = renderScreen(AdminMembersRoute, { at: '/admin/members', as: 'admin' });
    await screen.findByText('Ivy Field');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ivy');
    await choose(user, 'Filter by designation', 'Technician');
    await choose(user, 'Filter by status', 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['members-2026-11-20.csv']));
    expect(Object.fromEntries(asked[0]!)).toEqual({
      search: 'ivy',
      designation: 'technician',
      status: 'inactive',
    });
  });
});
