import type { APIRequestContext, Page } from '@playwright/test';
import { A11yAudit, bearer, heading } from './a11y-helpers';
import { adminNav, apiToken, buyable, createMember, expect, signIn, test } from './fixtures';

type Product = { id: number; name: string; price: number; status: number };
type Settings = {
  company_name: string;
  company_address: string | null;
  company_tax_id: string | null;
} & Record<'tax_rate' | 'shipping_fee', number> & { free_shipping_threshold: number | null };

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const STORE_ADDRESS = '500 Market St, Austin, TX 78701';
const ADDRESS = {
  street: '12 Dock Lane',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'USA',
};

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * A member of a store of their own with its own tax rate (8.25 %): the cart's tax does not depend
 * on the global settings, which the Settings test changes while other tests run.
 */
async function memberOfTaxedStore(request: APIRequestContext) {
  const admin = bearer(await apiToken(request));
  const created = await request.post('/api/admin/stores', {
    headers: admin,
    data: {
      name: `E2E Checkout Store ${Date.now()}`,
      store_type: 'owned',
      location: STORE_ADDRESS,
      status: 'active',
      tax_rate: 8.25,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const member = await createMember(request, { store_id: (await created.json()).data.id });
  const headers = bearer(await apiToken(request, member));
  const list = await request.get('/api/products', { params: { page: 1, limit: 60 }, headers });
  // Small prices keep the subtotal under any free-shipping threshold the tests set (500 or 1000);
  // plenty of stock, since other specs make products of their own with little or none.
  const products = ((await list.json()).data.products as Product[])
    .filter((product) => buyable(product) && product.price < 150)
    .slice(0, 2);
  expect(products).toHaveLength(2);
  for (const [index, product] of products.entries()) {
    const added = await request.post('/api/user/cart', {
      headers,
      data: { product_id: product.id, quantity: index === 0 ? 2 : 1 },
    });
    expect(added.ok(), await added.text()).toBeTruthy();
  }
  const [first, second] = products as [Product, Product];
  const subtotal = Math.round(first.price * 100) * 2 + Math.round(second.price * 100);
  return { member, headers, subtotal };
}

test.describe('checkout details (issue 20)', () => {
  test('the admin sets tax and shipping on the Settings screen, axe clean at 1280 and 375 px', async ({
    page,
    request,
  }) => {
    const admin = bearer(await apiToken(request));
    const read = async () =>
      (await (await request.get('/api/admin/settings', { headers: admin })).json()).data;
    const before: Settings = await read();
    const audit = new A11yAudit(page);
    try {
      await signIn(page, 'admin');
      await adminNav(page).getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/\/admin\/settings$/);
      await expect(heading(page, 'Settings')).toBeVisible();
      await expect(page.getByLabel('Company name')).toHaveValue(before.company_name);
      await expect(
        page.getByText('Placed orders keep the tax and shipping they were placed with.'),
      ).toBeVisible();

      await page.getByLabel('Tax rate (%)').fill('101');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Tax rate must be at most 100')).toBeVisible();
      await audit.scan('settings with an error, 1280 px');

      await page.getByLabel('Tax rate (%)').fill('8.25');
      await page.getByLabel('Shipping fee ($)').fill('15.00');
      await page.getByLabel('Free shipping from ($)').fill('1000');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Settings saved' })).toBeVisible();
      expect(await read()).toMatchObject({ tax_rate: 8.25, shipping_fee: 15, free_shipping_threshold: 1000 });

      await page.reload();
      await expect(page.getByLabel('Free shipping from ($)')).toHaveValue('1000.00');
      await audit.scan('settings, 1280 px');
      await page.setViewportSize({ width: 375, height: 740 });
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      await expectNoOverflow(page);
      await audit.scan('settings, 375 px');
      audit.expectClean();
    } finally {
      const {
        company_name,
        company_address,
        company_tax_id,
        tax_rate,
        shipping_fee,
        free_shipping_threshold,
      } = before;
      const restored = await request.put('/api/admin/settings', {
        headers: admin,
        data: {
          company_name,
          company_address,
          company_tax_id,
          tax_rate,
          shipping_fee,
          free_shipping_threshold,
        },
      });
      expect(restored.ok(), await restored.text()).toBeTruthy();
    }
  });

  test('a member sees tax, shipping and order total, and orders with a PO number, an address and a date', async ({
    page,
    request,
  }) => {
    const { member, headers, subtotal } = await memberOfTaxedStore(request);
    // 8.25 % rounded half-up to the cent, as the server does; the flat fee is 15.00.
    const tax = Math.floor((subtotal * 825 + 5000) / 10000);
    const audit = new A11yAudit(page);
    await signIn(page, member, '/store/cart');
    const summary = page
      .getByRole('heading', { name: 'Order Summary' })
      .locator('xpath=ancestor::*[@data-slot="card"]');
    await expect(summary.getByTestId('cart-subtotal')).toHaveText(money(subtotal));
    await expect(summary.getByText('Tax (8.25%)')).toBeVisible();
    await expect(summary.getByTestId('cart-tax')).toHaveText(money(tax));
    await expect(summary.getByTestId('cart-shipping')).toHaveText('$15.00');
    await expect(summary.getByTestId('cart-order-total')).toHaveText(money(subtotal + tax + 1500));
    await expect(summary.getByText(/^Free shipping from \$[\d,]+\.\d{2}$/)).toBeVisible();

    const details = page
      .getByRole('heading', { name: 'Checkout details' })
      .locator('xpath=ancestor::*[@data-slot="card"]');
    await details.getByLabel('PO number').fill('PO-E2E-1');
    await expect(details).toContainText(STORE_ADDRESS);
    await audit.scan('cart with checkout details, 1280 px');
    await details.getByRole('checkbox', { name: 'Deliver to the store address' }).uncheck();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(details.getByText('Street is required')).toBeVisible();
    await expect(details.getByLabel('Street')).toBeFocused();

    await details.getByLabel('Street').fill(ADDRESS.street);
    await details.getByLabel('City').fill(ADDRESS.city);
    await details.getByLabel('State').fill(ADDRESS.state);
    await details.getByLabel('Postal code').fill(ADDRESS.postal_code);
    await details.getByLabel('Country').fill(ADDRESS.country);
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await details.getByLabel('Requested delivery date').fill(date);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoOverflow(page);
    await audit.scan('cart with a delivery address, 375 px');
    audit.expectClean();

    const placed = page.waitForResponse((r) => r.url().endsWith('/api/orders/from-cart') && r.ok());
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const order = (await (await placed).json()).data as { id: number; order_number: string };
    await expect(page).toHaveURL(/\/store\/orders$/);
    await expect(page.getByRole('article', { name: `Order #${order.order_number}` })).toBeVisible();

    // The member's order detail (GET /orders/{id}) keeps what was given at checkout.
    const detail = (await (await request.get(`/api/orders/${order.id}`, { headers })).json()).data;
    expect(detail).toMatchObject({
      po_number: 'PO-E2E-1',
      shipping_address: ADDRESS,
      requested_delivery_date: date,
      tax_rate: 8.25,
    });
    expect(Math.round(Number(detail.total_amount) * 100)).toBe(subtotal + tax + 1500);
  });
});
