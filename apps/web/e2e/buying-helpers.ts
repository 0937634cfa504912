import type { APIRequestContext, Page } from '@playwright/test';
import { bearer } from './a11y-helpers';
import { apiToken, buyable, createMember, expect } from './fixtures';

// Issue 22's browser tests (quick order, restock lists, reorder): stores, members and products
// of their own, made through the admin API, so the demo store and shared products stay as they are.

export type Product = { id: number; name: string; sku: string; price: number; status: number };

let counter = 0;
/** A suffix no other test run uses. */
export const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A fresh active store with its own tax rate (the Settings test changes the global one) and the
 * given approval rules, and a member of it signed in through the API.
 */
export async function memberOfNewStore(
  request: APIRequestContext,
  rules: { auto_approve_below?: number | null; monthly_budget?: number | null } = {},
) {
  const admin = bearer(await apiToken(request));
  const created = await request.post('/api/admin/stores', {
    headers: admin,
    data: {
      name: `E2E Buying Store ${unique()}`,
      store_type: 'owned',
      location: '12 Dock Street, Austin, TX',
      status: 'active',
      tax_rate: 8.25,
      ...rules,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const store = (await created.json()).data as {
    id: number;
    name: string;
    auto_approve_below: number | null;
  };
  const member = await createMember(request, { store_id: store.id });
  const headers = bearer(await apiToken(request, member));
  return { store, member, headers };
}

/** Active, priced, well-stocked products under a price, so many of them stay under a limit. */
export async function cheapProducts(
  request: APIRequestContext,
  headers: { Authorization: string },
  below = 30,
) {
  const list = await request.get('/api/products', { params: { page: 1, limit: 100 }, headers });
  expect(list.ok(), await list.text()).toBeTruthy();
  return ((await list.json()).data.products as (Product & { stock_quantity: number | null })[]).filter(
    (product) => buyable(product) && product.price < below,
  );
}

/** A product of the test's own (the admin API), not tracked unless a stock is given. */
export async function createProduct(
  request: APIRequestContext,
  overrides: { name?: string; price?: number; stock_quantity?: number | null } = {},
) {
  const admin = bearer(await apiToken(request));
  const code = unique().toUpperCase();
  const created = await request.post('/api/admin/products', {
    headers: admin,
    data: {
      name: `E2E Part ${code}`,
      sku: `E2E-${code}`,
      price: 10,
      status: 1,
      is_active: true,
      ...overrides,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as Product;
}

/** Changes a product through the admin API (its price, whether it is sold, ...). */
export async function updateProduct(request: APIRequestContext, id: number, change: Record<string, unknown>) {
  const admin = bearer(await apiToken(request));
  const updated = await request.put(`/api/admin/products/${id}`, { headers: admin, data: change });
  expect(updated.ok(), await updated.text()).toBeTruthy();
}

/** Fills the member's cart and checks it out through the API. */
export async function placeOrder(
  request: APIRequestContext,
  headers: { Authorization: string },
  lines: { product: { id: number }; quantity: number }[],
) {
  for (const { product, quantity } of lines) {
    const added = await request.post('/api/user/cart', {
      headers,
      data: { product_id: product.id, quantity },
    });
    expect(added.ok(), await added.text()).toBeTruthy();
  }
  const placed = await request.post('/api/orders/from-cart', { headers, data: {} });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data as { id: number; order_number: string };
}

/** A toast by its title. */
export const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
