import type { AdminProduct, Member, Store } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuditEntry, makeAuditPage } from '@/test/audit-fixtures';
import { makePagination } from '@/test/fixtures';
import { makeOrderDetail } from '@/test/order-fixtures';
import { renderScreen } from '@/test/render';
import { http, ok, server } from '@/test/server';
import AdminMembersRoute from './members';
import AdminOrderDetailRoute from './order-detail';
import AdminProductsRoute from './products';
import AdminStoresRoute from './stores';

// Issue 23: a store, a member, a product and an order show their own history from the audit log.

/** GET /admin/audit answering `entries` (of `total`); records the query strings it was asked with. */
function answerHistory(entries = [makeAuditEntry()], total = entries.length) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/audit', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return ok(makeAuditPage(entries, total));
    }),
  );
  return asked;
}

const diffRows = (entry: HTMLElement) =>
  within(within(entry).getByRole('table', { name: 'Changed fields' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

const store: Store = {
  id: 12,
  store_id: 'ST0012',
  name: 'Downtown Central',
  store_type: 'owned',
  location: '77 Congress Ave, Austin, TX',
  manager_name: null,
  phone_number: null,
  email_address: null,
  status: 'active',
  is_active: true,
  tax_rate: 6.5,
  auto_approve_below: null,
  monthly_budget: 2000,
  time_zone: null,
  member_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('a store’s History (/admin/stores)', () => {
  it('opens a dialog with the store’s entries, each expanding to its before and after', async () => {
    const asked = answerHistory([
      makeAuditEntry(),
      makeAuditEntry({
        id: 3,
        action: 'create',
        changes: { name: { before: null, after: 'Downtown' } },
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    ]);
    server.use(
      http.get('/api/admin/stores', () => ok({ stores: [store], pagination: makePagination(1, 12) })),
    );
    const { user } = renderScreen(AdminStoresRoute, { at: '/admin/stores', as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'History of Downtown Central' }));

    const dialog = await screen.findByRole('dialog', { name: 'History of Downtown Central' });
    const entries = await within(dialog).findAllByTestId('audit-entry');
    expect(entries.map((entry) => entry.querySelector('summary span')?.textContent)).toEqual([
      'Ada Admin · Changed',
      'Ada Admin · Created',
    ]);
    expect(Object.fromEntries(asked[0]!)).toEqual({
      entity: 'store',
      entity_id: '12',
      page: '1',
      limit: '20',
    });
    await user.click(within(entries[0]!).getByText('Ada Admin · Changed'));
    expect(diffRows(entries[0]!)).toEqual([
      'FieldBeforeAfter',
      'NameDowntownDowntown Central',
      'Monthly budget—2000',
    ]);
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();

    // Closed and opened again, it asks the log again (an edit in between shows at once).
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'History of Downtown Central' }));
    await screen.findByRole('dialog', { name: 'History of Downtown Central' });
    await expect.poll(() => asked.length).toBe(2);
  });
});

describe('a member’s History (/admin/members)', () => {
  it('shows the member’s entries, and links to the whole log when there are more', async () => {
    const member: Member = {
      id: 90,
      name: 'Ivy Field',
      email: 'ivy@example.com',
      phone_number: null,
      role: 'user',
      designation: 'technician',
      store_id: 12,
      store_name: 'Downtown Central',
      is_active: true,
      created_at: '2026-11-20T10:15:00.000Z',
    };
    const asked = answerHistory(
      [
        makeAuditEntry({
          entity: 'member',
          entity_id: '90',
          entity_label: 'ivy@example.com',
          action: 'assign_store',
          changes: { store_id: { before: null, after: 12 } },
        }),
      ],
      21,
    );
    server.use(
      http.get('/api/admin/users', () => ok({ users: [member], pagination: makePagination(1, 10) })),
      http.get('/api/admin/stores', () => ok({ stores: [], pagination: makePagination(0, 100) })),
    );
    const { user, router } = renderScreen(AdminMembersRoute, { at: '/admin/members', as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'History of Ivy Field' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Ivy Field' });
    expect(await within(dialog).findByText('Ada Admin · Store assigned')).toBeVisible();
    expect(asked[0]?.get('entity')).toBe('member');
    expect(asked[0]?.get('entity_id')).toBe('90');
    await user.click(within(dialog).getByRole('link', { name: 'All 21 entries in the audit log' }));
    expect(router.state.location.pathname).toBe('/admin/audit');
    expect(router.state.location.search).toBe('?entity=member&entity_id=90');
  });
});

describe('a product’s History (/admin/products)', () => {
  it('says when nothing was recorded yet', async () => {
    const product: AdminProduct = {
      id: 101,
      name: 'iPhone 14 Battery',
      sku: 'BAT-IP14-01',
      price: 24.99,
      model: null,
      manufacturer: null,
      category_id: null,
      category_ids: [],
      category: null,
      description: null,
      badges: null,
      image: null,
      status: 1,
      is_active: true,
      stock_quantity: null,
      low_stock_threshold: 5,
      availability: 'in_stock',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const asked = answerHistory([]);
    server.use(
      http.get('/api/admin/products', () => ok({ products: [product], pagination: makePagination(1, 20) })),
      http.get('/api/admin/categories', () => ok({ categories: [] })),
    );
    const { user } = renderScreen(AdminProductsRoute, { at: '/admin/products', as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'History of iPhone 14 Battery' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of iPhone 14 Battery' });
    expect(await within(dialog).findByText('No recorded changes yet.')).toBeVisible();
    expect(asked[0]?.get('entity')).toBe('product');
    expect(asked[0]?.get('entity_id')).toBe('101');
  });
});

describe('an order’s History (/admin/orders/:id)', () => {
  it('shows the order’s decisions in a History section of the page', async () => {
    const order = makeOrderDetail();
    const asked = answerHistory([
      makeAuditEntry({
        entity: 'order',
        entity_id: String(order.id),
        entity_label: order.order_number,
        action: 'auto_approve',
        actor_id: null,
        actor_name: 'System',
        ip: null,
        changes: { status: { before: 'pending', after: 'approved' } },
      }),
    ]);
    server.use(http.get(`/api/admin/orders/${order.id}`, () => ok(order)));
    const { user } = renderScreen(AdminOrderDetailRoute, {
      at: `/admin/orders/${order.id}`,
      route: '/admin/orders/:orderId',
      as: 'admin',
    });
    const section = await screen.findByRole('region', { name: 'History' });
    expect(within(section).getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    const [entry] = await within(section).findAllByTestId('audit-entry');
    await user.click(within(entry!).getByText('System · Approved automatically'));
    expect(diffRows(entry!)).toEqual(['FieldBeforeAfter', 'Statuspendingapproved']);
    expect(asked[0]?.get('entity')).toBe('order');
    expect(asked[0]?.get('entity_id')).toBe(String(order.id));
  });
});
