import { todayIso } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBudget } from '@/test/buying-fixtures';
import { makeCart, makeCartItem, makeProduct } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { fail, HttpResponse, http, ok, server, serverFailure } from '@/test/server';
import StoreCartRoute from './cart';

const battery = makeProduct({ id: 101, name: 'iPhone 14 Battery', price: 24.99, sku: 'BAT-IP14-01' });
const screenPart = makeProduct({ id: 102, name: 'Galaxy S21 OLED Screen', price: 89.5, sku: 'SCR-S21-02' });
const filledCart = makeCart([makeCartItem(battery, 2), makeCartItem(screenPart, 1)]);

const openCart = () => renderScreen(StoreCartRoute, { at: '/store/cart', as: 'user' });

describe('cart screen (/store/cart)', () => {
  it('shows placeholder lines while the cart loads, then the cart', async () => {
    server.use(http.get('/api/user/cart', () => ok(filledCart)));
    openCart();
    expect(screen.getByRole('status', { name: 'Loading cart' })).toBeInTheDocument();
    expect(await screen.findByText('iPhone 14 Battery')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading cart' })).not.toBeInTheDocument();
  });

  it('lists each line with its quantity and total, and the subtotal to check out', async () => {
    server.use(http.get('/api/user/cart', () => ok(filledCart)));
    openCart();
    expect(await screen.findByText('3 items ready to order for Harbor Repairs')).toBeVisible();
    const lines = screen.getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('iPhone 14 Battery')).toBeVisible();
    const quantity = within(lines[0]!).getByRole('group', { name: 'Quantity of iPhone 14 Battery' });
    expect(within(quantity).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(lines[0]).toHaveTextContent('$24.99 each');
    expect(lines[0]).toHaveTextContent('Line total: $49.98');
    expect(within(lines[1]!).getByText('Galaxy S21 OLED Screen')).toBeVisible();
    expect(lines[1]).toHaveTextContent('Line total: $89.50');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$139.48');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it('says the cart is empty and offers the catalogue', async () => {
    server.use(http.get('/api/user/cart', () => ok(makeCart([]))));
    const { user } = openCart();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByText('Add some products to get started')).toBeVisible();
    expect(screen.getByText('Review the items in your cart.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Products' }));
    expect(await screen.findByText('Now at /store')).toBeVisible();
  });

  it("shows the server's reason when the cart cannot load, and loads it again on Try Again", async () => {
    let failing = true;
    let calls = 0;
    server.use(
      http.get('/api/user/cart', () => {
        calls += 1;
        return failing ? serverFailure() : ok(filledCart);
      }),
    );
    const { user } = openCart();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading cart' })).toBeVisible();
    expect(within(alert).getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    // A server failure is tried 3 more times before the screen gives up.
    expect(calls).toBe(4);

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('iPhone 14 Battery')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('places the order with the PO number, another delivery address and the requested date', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get('/api/user/cart', () => ok(filledCart)),
      http.post('/api/orders/from-cart', async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return HttpResponse.json(
          { success: true, data: { id: 9, order_number: 'ST0003-100009' } },
          { status: 201 },
        );
      }),
    );
    const { user } = openCart();
    await user.type(await screen.findByRole('textbox', { name: 'PO number' }), 'PO-2041');
    const storeAddress = screen.getByRole('checkbox', { name: 'Deliver to the store address' });
    expect(storeAddress).toBeChecked();
    expect(screen.getByText('Austin, TX')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Street/ })).not.toBeInTheDocument();
    await user.click(storeAddress);

    // The address's required fields are checked before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByText('Street is required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Street/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Country/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Street/ }), '77 Harbor Road');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Portland');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '97201');
    await user.type(screen.getByRole('textbox', { name: /Country/ }), 'USA');
    const date = screen.getByLabelText('Requested delivery date');
    expect(date).toHaveAttribute('min', todayIso());
    await user.type(date, '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByText('The delivery date cannot be in the past')).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.clear(date);
    await user.type(date, '2099-03-15');
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Now at /store/orders')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body).toMatchObject({
      store_id: 3,
      po_number: 'PO-2041',
      notes: null,
      shipping_address: {
        street: '77 Harbor Road',
        city: 'Portland',
        state: null,
        postal_code: '97201',
        country: 'USA',
      },
      requested_delivery_date: '2099-03-15',
    });
    expect(await screen.findByText('Order #ST0003-100009 has been submitted for approval')).toBeVisible();
  });

  it("delivers to the store's address by default and shows the server's field errors", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/user/cart', () => ok(filledCart)),
      http.post('/api/orders/from-cart', async ({ request }) => {
        sent.push(await request.json());
        return fail(400, 'po_number: po_number must be at most 50 characters', 'VALIDATION');
      }),
    );
    const { user } = openCart();
    await user.type(await screen.findByRole('textbox', { name: 'Order notes' }), 'Ring at the back door');
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    const po = screen.getByRole('textbox', { name: 'PO number' });
    expect(
      await screen.findByText('po_number must be at most 50 characters', { selector: 'p' }),
    ).toBeVisible();
    expect(po).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]).toMatchObject({
      po_number: null,
      notes: 'Ring at the back door',
      shipping_address: null,
    });
    expect(await screen.findByText('Error placing order')).toBeVisible();
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
  });
});

describe('cart screen: the store budget (issue 22)', () => {
  it('shows the budget used this month, the auto-approve limit, and warns when the order goes over', async () => {
    server.use(
      http.get('/api/user/cart', () => ok(filledCart)),
      http.get('/api/user/budget', () =>
        ok(makeBudget({ monthly_budget: 2000, spent_this_month: 1900, auto_approve_below: 100 })),
      ),
    );
    openCart();
    const meter = await screen.findByRole('meter', {
      name: 'Budget this month: $1,900.00 of $2,000.00 used',
    });
    expect(meter).toHaveAttribute('value', '1900');
    expect(meter).toHaveAttribute('max', '2000');
    expect(screen.getByText('Orders under $100.00 are approved at once')).toBeVisible();
    // $139.48 on top of $1,900.00 is over the $2,000.00 budget.
    const warning = screen.getByText(
      'This order would take the store to $2,039.48 of its $2,000.00 monthly budget: it will wait for approval.',
    );
    expect(warning).toHaveAttribute('role', 'status');
  });

  it('says nothing of a budget when the store has no rules', async () => {
    server.use(http.get('/api/user/cart', () => ok(filledCart)));
    openCart();
    expect(await screen.findByText('iPhone 14 Battery')).toBeVisible();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.queryByText(/approved at once/)).not.toBeInTheDocument();
  });
});
