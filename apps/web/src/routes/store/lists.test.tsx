import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddToListButton } from '@/features/lists/components/add-to-list-dialog';
import { makeBulkResult, makeListDetail, makeListItem, makeListSummary } from '@/test/buying-fixtures';
import { renderScreen } from '@/test/render';
import { fail, HttpResponse, http, ok, server } from '@/test/server';
import StoreListDetailRoute from './list-detail';
import StoreListsRoute from './lists';

const weekly = makeListSummary();
const empty = makeListSummary({ id: 6, name: 'Chargers', item_count: 0, total: 0, updated_by: null });

describe('restock lists (/store/lists)', () => {
  it('shows each list with its item count, total and who changed it last', async () => {
    server.use(http.get('/api/user/lists', () => ok({ lists: [weekly, empty] })));
    renderScreen(StoreListsRoute, { at: '/store/lists', as: 'user' });
    expect(screen.getByRole('heading', { level: 1, name: 'Restock lists' })).toBeVisible();
    const items = within(await screen.findByRole('list', { name: 'Restock lists' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Weekly screens' })).toHaveAttribute(
      'href',
      '/store/lists/5',
    );
    expect(items[0]).toHaveTextContent('2 items');
    expect(items[0]).toHaveTextContent('Total: $164.97');
    expect(items[0]).toHaveTextContent('Updated by Sam Store, Nov 20, 2026');
    expect(items[1]).toHaveTextContent('0 items');
  });

  it('creates a list in a dialog, reports a taken name beside the field, and opens the new list', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/user/lists', () => ok({ lists: [] })),
      http.post('/api/user/lists', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        sent.push(body);
        if (body.name === 'Weekly screens')
          return fail(409, 'A list named Weekly screens already exists', 'CONFLICT');
        return HttpResponse.json(
          { success: true, data: makeListDetail([], { id: 9, name: body.name }) },
          { status: 201 },
        );
      }),
    );
    const { user } = renderScreen(StoreListsRoute, { at: '/store/lists', as: 'user' });
    expect(await screen.findByRole('heading', { name: 'No lists yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New list' }));
    const dialog = screen.getByRole('dialog', { name: 'New list' });
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(within(dialog).getByText('List name is required')).toBeVisible();
    expect(sent).toHaveLength(0);

    const name = within(dialog).getByRole('textbox', { name: /List name/ });
    await user.type(name, 'Weekly screens');
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(await within(dialog).findByText('A list named Weekly screens already exists')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, 'Monday batteries');
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('Now at /store/lists/9')).toBeVisible();
    expect(sent.at(-1)).toEqual({ name: 'Monday batteries' });
  });

  it('renames and deletes a list after confirming', async () => {
    let lists = [weekly, empty];
    const calls: string[] = [];
    server.use(
      http.get('/api/user/lists', () => ok({ lists })),
      http.put('/api/user/lists/5', async ({ request }) => {
        const { name } = (await request.json()) as { name: string };
        calls.push(`PUT ${name}`);
        lists = [{ ...weekly, name }, empty];
        return ok(makeListDetail([], { id: 5, name }));
      }),
      http.delete('/api/user/lists/6', () => {
        calls.push('DELETE 6');
        lists = lists.filter((list) => list.id !== 6);
        return ok({ id: 6 });
      }),
    );
    const { user } = renderScreen(StoreListsRoute, { at: '/store/lists', as: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Rename Weekly screens' }));
    const rename = screen.getByRole('dialog', { name: 'Rename list' });
    const name = within(rename).getByRole('textbox', { name: /List name/ });
    expect(name).toHaveValue('Weekly screens');
    await user.clear(name);
    await user.type(name, 'Screens every Monday{Enter}');
    expect(await screen.findByRole('link', { name: 'Screens every Monday' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Chargers' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete list?' });
    expect(confirm).toHaveTextContent('Chargers and its items are deleted for everyone in your store');
    await user.click(within(confirm).getByRole('button', { name: 'Delete list' }));
    await screen.findByText('List deleted');
    expect(screen.queryByRole('link', { name: 'Chargers' })).not.toBeInTheDocument();
    expect(calls).toEqual(['PUT Screens every Monday', 'DELETE 6']);
  });
});

describe('a restock list (/store/lists/:id)', () => {
  const openList = (id = '5') =>
    renderScreen(StoreListDetailRoute, { at: `/store/lists/${id}`, route: '/store/lists/:id', as: 'user' });

  it('changes a quantity, removes an item and adds the whole list to the cart', async () => {
    const battery = makeListItem();
    const screenPart = makeListItem({
      id: 52,
      quantity: 1,
      product: { id: 102, name: 'Galaxy S21 OLED Screen', sku: 'SCR-S21-02', price: 89.5, stock_quantity: 4 },
    });
    let items = [battery, screenPart];
    const calls: unknown[] = [];
    server.use(
      http.get('/api/user/lists/5', () => ok(makeListDetail(items))),
      http.put('/api/user/lists/5/items/51', async ({ request }) => {
        const { quantity } = (await request.json()) as { quantity: number };
        calls.push({ put: quantity });
        items = [{ ...battery, quantity }, screenPart];
        return ok(makeListDetail(items));
      }),
      http.delete('/api/user/lists/5/items/52', () => {
        calls.push('delete 52');
        items = [items[0]!];
        return ok(makeListDetail(items));
      }),
      http.post('/api/user/lists/5/add-to-cart', () =>
        ok(makeBulkResult(['BAT-IP14-01'], [{ sku: 'SCR-S21-02', message: 'out of stock' }])),
      ),
      http.get('/api/user/cart', () => HttpResponse.json({ success: true, data: null })),
    );
    const { user } = openList();
    const title = await screen.findByRole('heading', { level: 1, name: 'Weekly screens' });
    const header = title.parentElement!;
    expect(header).toHaveTextContent('2 items · $164.47 · Updated by Sam Store');
    const rows = within(screen.getByRole('region', { name: 'List items' })).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('In stock (4 left)');
    expect(rows[0]).toHaveTextContent('Line total: $74.97');

    await user.click(screen.getByRole('button', { name: 'Increase quantity of iPhone 14 Battery' }));
    expect(rows[0]).toHaveTextContent('Line total: $99.96');
    await waitFor(() => expect(header).toHaveTextContent('2 items · $189.46'));
    expect(calls).toEqual([{ put: 4 }]);

    await user.click(screen.getByRole('button', { name: 'Remove Galaxy S21 OLED Screen from the list' }));
    await waitFor(() => expect(header).toHaveTextContent('1 item · $99.96'));
    expect(calls).toEqual([{ put: 4 }, 'delete 52']);

    await user.click(screen.getByRole('button', { name: 'Add all to cart' }));
    const report = await screen.findByText('Added 1 item to your cart; 1 item could not be added');
    expect(report).toBeVisible();
    expect(report.closest('[data-slot=alert]')).toHaveTextContent('SCR-S21-02: out of stock');
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/store/cart');
  });

  it("says 'List not found' for a list of another store (404)", async () => {
    server.use(http.get('/api/user/lists/77', () => fail(404, 'List not found', 'NOT_FOUND')));
    openList('77');
    expect(await screen.findByRole('heading', { level: 1, name: 'List not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to lists' })).toHaveAttribute('href', '/store/lists');
  });
});

describe("'Add to list' (product card, product page, order)", () => {
  const product = { id: 101, name: 'iPhone 14 Battery' };

  it('adds the product with its quantity to a chosen list', async () => {
    const added: unknown[] = [];
    server.use(
      http.get('/api/user/lists', () => ok({ lists: [weekly, empty] })),
      http.post('/api/user/lists/6/items', async ({ request }) => {
        added.push(await request.json());
        return ok(makeListDetail());
      }),
    );
    const Screen = () => <AddToListButton products={[product]} />;
    const { user } = renderScreen(Screen, { at: '/store/product/101', as: 'user' });
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to list' });
    expect(within(dialog).getByText('iPhone 14 Battery')).toBeVisible();
    expect(await within(dialog).findByRole('radio', { name: /Weekly screens/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Chargers/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(await screen.findByText('Added to Chargers')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(added).toEqual([{ product_id: 101, quantity: 2 }]);
  });

  it("creates a new list for an order's lines and reports the lines that could not be added", async () => {
    const added: unknown[] = [];
    server.use(
      http.get('/api/user/lists', () => ok({ lists: [] })),
      http.post('/api/user/lists', () =>
        HttpResponse.json(
          { success: true, data: makeListDetail([], { id: 11, name: 'From order' }) },
          { status: 201 },
        ),
      ),
      http.post('/api/user/lists/11/items', async ({ request }) => {
        const body = (await request.json()) as { product_id: number };
        added.push(body);
        return body.product_id === 103
          ? fail(400, 'Product 103 is no longer sold', 'VALIDATION')
          : ok(makeListDetail());
      }),
    );
    const lines = [
      { id: 101, name: 'iPhone 14 Battery', quantity: 3 },
      { id: 103, name: 'Old charger', quantity: 1 },
    ];
    const Screen = () => <AddToListButton products={lines} label="Add these lines to a list" />;
    const { user } = renderScreen(Screen, { at: '/store/orders', as: 'user' });
    await user.click(screen.getByRole('button', { name: 'Add these lines to a list' }));
    const dialog = screen.getByRole('dialog', { name: 'Add these lines to a list' });
    expect(await within(dialog).findByRole('radio', { name: 'New list' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'New list name' }), 'From order');
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('1 of 2 added to From order. Not added:');
    expect(alert).toHaveTextContent('Old charger: Product 103 is no longer sold');
    expect(added).toEqual([
      { product_id: 101, quantity: 3 },
      { product_id: 103, quantity: 1 },
    ]);
  });
});
