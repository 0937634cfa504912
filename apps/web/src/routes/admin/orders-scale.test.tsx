import type { AdminOrderListResponse } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAdminOrder, makePagination } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { HttpResponse, http, ok, server } from '@/test/server';
import AdminOrdersRoute from './orders';

// Issue 24: the order list's store and date filters in the address, its cursor paging and the
// 'N+' total of a search that matched more orders than the server counts.

const page = (pagination: AdminOrderListResponse['data']['pagination']): AdminOrderListResponse['data'] => ({
  orders: [makeAdminOrder()],
  pagination,
});

function answerOrders(answer: (query: URLSearchParams) => AdminOrderListResponse['data']) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/orders', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return ok(answer(query));
    }),
  );
  return queries;
}

/** GET /admin/stores as the API answers a search: the stores whose name holds the text, asked for. */
function answerStores() {
  const stores = [
    { id: 7, name: 'Harbor Repairs' },
    { id: 3, name: 'Alpine Fix' },
    { id: 12, name: 'Harbor Point Phones' },
  ];
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/stores', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const text = (query.get('search') ?? '').toLowerCase();
      const found = stores.filter((store) => store.name.toLowerCase().includes(text));
      return ok({ stores: found, pagination: makePagination(found.length, 10) });
    }),
  );
  return asked;
}

const storeBox = () => screen.getByRole('combobox', { name: 'Filter by store' });

/** Types into the store filter and picks one of the stores it offers. */
async function choose(user: UserEvent, text: string, option: string) {
  await user.clear(storeBox());
  await user.type(storeBox(), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

const open = (at = '/admin/orders') =>
  renderScreen(AdminOrdersRoute, { at, route: '/admin/orders', as: 'admin' });

describe('admin order list at scale (/admin/orders)', () => {
  it("says 'N+' when a search matched more orders than were counted", async () => {
    answerOrders(() => page({ ...makePagination(1000, 10), total_is_estimate: true }));
    open();
    expect(await screen.findByRole('heading', { name: 'Orders (1,000+)' })).toBeVisible();
    expect(screen.getByText('Showing 1-10 of 1,000+ orders')).toBeVisible();
  });

  it('keeps the exact total as the spec words it', async () => {
    answerOrders(() => page(makePagination(1234, 10)));
    open();
    expect(await screen.findByRole('heading', { name: 'Orders (1234)' })).toBeVisible();
    expect(screen.getByText('Showing 1-10 of 1234 orders')).toBeVisible();
  });

  it('reads the store and days from the address, and sends the ones chosen', async () => {
    const storesAsked = answerStores();
    const queries = answerOrders(() => page(makePagination(1, 10)));
    const { user, router } = open('/admin/orders?store=7&from=2031-03-01');
    await waitFor(() => expect(queries[0]?.toString()).toBe('page=1&limit=10&store_id=7&from=2031-03-01'));
    // The store's name is the one on its orders: no list of stores is read for it.
    await waitFor(() => expect(storeBox()).toHaveValue('Harbor Repairs'));
    expect(storesAsked).toHaveLength(0);
    expect(screen.getByLabelText('Orders from')).toHaveValue('2031-03-01');

    await choose(user, 'alp', 'Alpine Fix');
    await waitFor(() => expect(queries.at(-1)?.get('store_id')).toBe('3'));
    expect(router.state.location.search).toBe('?store=3&from=2031-03-01');
    expect(storeBox()).toHaveValue('Alpine Fix');
    fireEvent.change(screen.getByLabelText('Orders to'), { target: { value: '2031-03-31' } });
    await waitFor(() =>
      expect(queries.at(-1)?.toString()).toBe('page=1&limit=10&store_id=3&from=2031-03-01&to=2031-03-31'),
    );
    await user.click(screen.getByRole('button', { name: 'All stores' }));
    await waitFor(() =>
      expect(queries.at(-1)?.toString()).toBe('page=1&limit=10&from=2031-03-01&to=2031-03-31'),
    );
    expect(router.state.location.search).toBe('?from=2031-03-01&to=2031-03-31');
    expect(storeBox()).toHaveValue('');
    expect(storeBox()).toHaveAttribute('placeholder', 'All stores');
  });

  it('offers the stores matching what is typed, read from the server, and takes one from the keyboard', async () => {
    const storesAsked = answerStores();
    const queries = answerOrders(() => page(makePagination(1, 10)));
    const { user, router } = open();
    await screen.findByText('ORD-100041');

    await user.type(storeBox(), 'harb');
    const list = await screen.findByRole('listbox', { name: 'Stores matching harb' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Harbor Point Phones', 'Harbor Repairs']);
    expect(storeBox()).toHaveAttribute('aria-expanded', 'true');
    // Asked once the typing paused, ten at most.
    expect(storesAsked.map((query) => query.toString())).toEqual(['search=harb&limit=10']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(storeBox()).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: 'Harbor Repairs' }).id,
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1&limit=10&store_id=7'));
    expect(router.state.location.search).toBe('?store=7');
    expect(storeBox()).toHaveValue('Harbor Repairs');
    expect(storeBox()).toHaveAttribute('aria-expanded', 'false');

    // Escape closes the list and keeps the chosen store.
    await user.clear(storeBox());
    await user.type(storeBox(), 'alp');
    expect(await screen.findByRole('option', { name: 'Alpine Fix' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option', { name: 'Alpine Fix' })).not.toBeInTheDocument();
    expect(storeBox()).toHaveValue('Harbor Repairs');
    expect(queries.at(-1)?.get('store_id')).toBe('7');
  });

  it("shows a store from the address as 'Store #id' when none of its orders are listed", async () => {
    answerStores();
    answerOrders(() => ({ orders: [], pagination: makePagination(0, 10) }));
    open('/admin/orders?store=99');
    expect(await screen.findByText('No orders match your search criteria')).toBeVisible();
    expect(storeBox()).toHaveValue('Store #99');
  });

  it("exports the list's store and days", async () => {
    answerStores();
    answerOrders(() => page(makePagination(1, 10)));
    const exports: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/orders/export', ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return new HttpResponse('\uFEFForder_number\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="orders-2031-03-31.csv"',
          },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = open('/admin/orders?store=7&from=2031-03-01&to=2031-03-31');
    await waitFor(() => expect(storeBox()).toHaveValue('Harbor Repairs'));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export orders' });
    expect(dialog).toHaveTextContent('A CSV file of the orders matching store “Harbor Repairs”');
    expect(within(dialog).getByLabelText('From')).toHaveValue('2031-03-01');
    expect(within(dialog).getByLabelText('To')).toHaveValue('2031-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exports.map((query) => Object.fromEntries(query))).toEqual([
      { store_id: '7', from: '2031-03-01', to: '2031-03-31', lines: 'false' },
    ]);
    click.mockRestore();
  });

  it('asks for the next page by its cursor, and for a page button by number', async () => {
    const queries = answerOrders((query) => {
      const n = Number(query.get('page'));
      return page({
        ...makePagination(100, 10, n),
        next_cursor: `17000000000000${n}.${100 - n * 10}`,
        ...(n > 1 ? { prev_cursor: `17000000000001${n}.${110 - n * 10}` } : {}),
      });
    });
    const { user } = open();
    await screen.findByText('Showing 1-10 of 100 orders');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=2&limit=10&after=170000000000001.90'));
    await screen.findByText('Showing 11-20 of 100 orders');
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=4&limit=10'));
    await screen.findByText('Showing 31-40 of 100 orders');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=3&limit=10&before=170000000000014.70'));
  });
});
