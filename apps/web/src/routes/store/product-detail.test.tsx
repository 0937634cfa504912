import type { Wishlist } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCart, makeCartItem, makeProduct } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { http, ok, server } from '@/test/server';
import StoreProductDetailRoute from './product-detail';

const battery = makeProduct({ id: 101, name: 'iPhone 14 Battery', price: 24.99, sku: 'BAT-IP14-01' });

/** The product screen with the cart holding `inCart` of the battery; records the PUT bodies. */
function openWithLine(inCart: number) {
  const updates: unknown[] = [];
  server.use(
    http.get('/api/products/101', () => ok(battery)),
    http.get('/api/user/cart', () => ok(makeCart([makeCartItem(battery, inCart)]))),
    http.get('/api/user/wishlist', () => ok<Wishlist>({ items: [], count: 0 })),
    http.put('/api/user/cart/:id', async ({ request }) => {
      updates.push(await request.json());
      return ok({ id: 1101, quantity: inCart });
    }),
  );
  const view = renderScreen(StoreProductDetailRoute, {
    at: '/store/product/101',
    route: '/store/product/:id',
    as: 'user',
  });
  return { ...view, updates };
}

describe('product detail (/store/product/:id)', () => {
  it('Update Cart keeps a line of 50 at 50 instead of cutting it to 10', async () => {
    const { user, updates } = openWithLine(50);
    expect(await screen.findByText('(Currently 50 in cart)')).toBeVisible();
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('50');
    await user.click(screen.getByRole('button', { name: 'Update Cart' }));
    expect(await screen.findByText('Now at /store/cart')).toBeVisible();
    expect(updates).toEqual([{ quantity: 50 }]);
  });

  it('a small line stays within the screen’s 1 to 10', async () => {
    openWithLine(3);
    expect(await screen.findByText('(Currently 3 in cart)')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    expect(screen.getByText('From 1 to 10 per order line on this screen.')).toBeVisible();
  });
});
