import { describe, expect, it } from 'vitest';
import { checkCheckout, EMPTY_CHECKOUT, serverCheckoutErrors, toCheckoutDetails } from './checkout-values';

const today = '2030-06-15';
const address = { street: ' 1 Main St ', city: 'Austin', state: '', postal_code: '78701', country: 'USA' };

describe('checkout details', () => {
  it('needs nothing by default: the order goes to the store address', () => {
    expect(checkCheckout(EMPTY_CHECKOUT, today)).toEqual({});
    expect(toCheckoutDetails(EMPTY_CHECKOUT)).toEqual({
      po_number: null,
      notes: null,
      shipping_address: null,
      requested_delivery_date: null,
    });
  });

  it('checks lengths, the required address fields and a date in the past', () => {
    const errors = checkCheckout(
      {
        ...EMPTY_CHECKOUT,
        po_number: 'P'.repeat(51),
        notes: 'n'.repeat(1001),
        use_store_address: false,
        city: 'Austin',
        requested_delivery_date: '2030-06-14',
      },
      today,
    );
    expect(errors).toEqual({
      po_number: 'PO number must be at most 50 characters',
      notes: 'Order notes must be at most 1000 characters',
      street: 'Street is required',
      postal_code: 'Postal code is required',
      country: 'Country is required',
      requested_delivery_date: 'The delivery date cannot be in the past',
    });
    expect(checkCheckout({ ...EMPTY_CHECKOUT, requested_delivery_date: today }, today)).toEqual({});
  });

  it('sends a trimmed address with an empty state as null', () => {
    const values = { ...EMPTY_CHECKOUT, ...address, use_store_address: false, po_number: ' PO-1 ' };
    expect(toCheckoutDetails(values)).toMatchObject({
      po_number: 'PO-1',
      shipping_address: {
        street: '1 Main St',
        city: 'Austin',
        state: null,
        postal_code: '78701',
        country: 'USA',
      },
    });
  });

  it("puts the server's messages under the fields they name", () => {
    expect(
      serverCheckoutErrors(
        'po_number: po_number must be at most 50 characters; shipping_address.city: shipping_address.city is required; store: gone',
      ),
    ).toEqual({
      po_number: 'po_number must be at most 50 characters',
      city: 'shipping_address.city is required',
    });
  });
});
