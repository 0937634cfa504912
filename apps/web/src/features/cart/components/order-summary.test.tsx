import type { Cart } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCart, makeCartItem, makeProduct } from '@/test/fixtures';
import { OrderSummary } from './order-summary';

const lines = [makeCartItem(makeProduct({ price: 69.74 }), 2)];

function renderSummary(cart: Cart) {
  render(
    <OrderSummary
      cart={cart}
      onCheckout={vi.fn()}
      checkingOut={false}
      onClear={vi.fn()}
      clearing={false}
      saving={false}
    />,
  );
}

describe('OrderSummary', () => {
  it('shows subtotal, tax with its rate, shipping and the order total as the server sent them', () => {
    renderSummary({
      ...makeCart(lines),
      tax_rate: 8.25,
      tax: '11.51',
      shipping: '15.00',
      free_shipping_threshold: '500.00',
      // Not the sum of the others: the screen shows the server's figure, it does not add up.
      order_total: '165.99',
    });
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$139.48');
    expect(screen.getByText('Tax (8.25%)')).toBeVisible();
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('$11.51');
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('$15.00');
    expect(screen.getByTestId('cart-order-total')).toHaveTextContent('$165.99');
    expect(screen.getByText('Free shipping from $500.00')).toBeVisible();
    expect(screen.getByText('Orders require approval before processing')).toBeVisible();
  });

  it("says 'Free' once the threshold is reached, and drops the hint", () => {
    renderSummary({
      ...makeCart(lines),
      tax_rate: 7,
      tax: '9.76',
      shipping: '0.00',
      free_shipping_threshold: '100.00',
      order_total: '149.24',
    });
    expect(screen.getByText('Tax (7%)')).toBeVisible();
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('Free');
    expect(screen.queryByText(/Free shipping from/)).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-order-total')).toHaveTextContent('$149.24');
  });

  it('shows no free-shipping hint when shipping is never free', () => {
    renderSummary({ ...makeCart(lines), shipping: '15.00', order_total: '154.48' });
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('$15.00');
    expect(screen.queryByText(/Free shipping from/)).not.toBeInTheDocument();
  });
});
