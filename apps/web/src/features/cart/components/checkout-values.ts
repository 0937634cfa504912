import {
  ADDRESS_LINE_MAX_LENGTH,
  ORDER_NOTES_MAX_LENGTH,
  PO_NUMBER_MAX_LENGTH,
  todayIso,
  tooLong,
} from '@portal/contract';
import type { CheckoutDetails } from '../api/place-order';

/** The 'Checkout details' inputs as typed; the delivery address only counts when not the store's. */
export type CheckoutValues = {
  po_number: string;
  notes: string;
  use_store_address: boolean;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  requested_delivery_date: string;
};
export type CheckoutField = Exclude<keyof CheckoutValues, 'use_store_address'>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  po_number: '',
  notes: '',
  use_store_address: true,
  street: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
  requested_delivery_date: '',
};

/** Screen order: the first field with an error gets the focus. */
export const CHECKOUT_FIELDS: CheckoutField[] = [
  'po_number',
  'requested_delivery_date',
  'notes',
  'street',
  'city',
  'state',
  'postal_code',
  'country',
];

export const checkoutFieldId = (field: CheckoutField) => `checkout-${field}`;

const ADDRESS_LABELS = {
  street: 'Street',
  city: 'City',
  state: 'State',
  postal_code: 'Postal code',
  country: 'Country',
};
const REQUIRED_ADDRESS = ['street', 'city', 'postal_code', 'country'] as const;

/** The form's own checks before the server's (CheckoutBodySchema): lengths, the address, the date. */
export function checkCheckout(values: CheckoutValues, today = todayIso()): CheckoutErrors {
  const found: CheckoutErrors = {};
  if (values.po_number.trim().length > PO_NUMBER_MAX_LENGTH)
    found.po_number = tooLong('PO number', PO_NUMBER_MAX_LENGTH);
  if (values.notes.trim().length > ORDER_NOTES_MAX_LENGTH)
    found.notes = tooLong('Order notes', ORDER_NOTES_MAX_LENGTH);
  if (!values.use_store_address) {
    for (const [field, label] of Object.entries(ADDRESS_LABELS) as [keyof typeof ADDRESS_LABELS, string][]) {
      const value = values[field].trim();
      if (value.length > ADDRESS_LINE_MAX_LENGTH) found[field] = tooLong(label, ADDRESS_LINE_MAX_LENGTH);
      else if (!value && (REQUIRED_ADDRESS as readonly string[]).includes(field))
        found[field] = `${label} is required`;
    }
  }
  const date = values.requested_delivery_date;
  if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date))
    found.requested_delivery_date = 'Enter a date such as 2030-01-31';
  else if (date && date < today) found.requested_delivery_date = 'The delivery date cannot be in the past';
  return found;
}

const orNull = (value: string) => value.trim() || null;

/** What checkout sends: blanks as null, no address when the order goes to the store's own. */
export function toCheckoutDetails(values: CheckoutValues): CheckoutDetails {
  return {
    po_number: orNull(values.po_number),
    notes: orNull(values.notes),
    shipping_address: values.use_store_address
      ? null
      : {
          street: values.street.trim(),
          city: values.city.trim(),
          state: orNull(values.state),
          postal_code: values.postal_code.trim(),
          country: values.country.trim(),
        },
    requested_delivery_date: values.requested_delivery_date || null,
  };
}

const SERVER_FIELDS: Record<string, CheckoutField> = {
  po_number: 'po_number',
  notes: 'notes',
  requested_delivery_date: 'requested_delivery_date',
  shipping_address: 'street',
  'shipping_address.street': 'street',
  'shipping_address.city': 'city',
  'shipping_address.state': 'state',
  'shipping_address.postal_code': 'postal_code',
  'shipping_address.country': 'country',
};

/**
 * A 400's message, 'po_number: po_number must be at most 50 characters; notes: ...', split onto
 * the fields it names. Parts that name no field of the form are left out (the toast shows them).
 */
export function serverCheckoutErrors(message: string): CheckoutErrors {
  const found: CheckoutErrors = {};
  for (const part of message.split('; ')) {
    const colon = part.indexOf(': ');
    const field = colon > 0 ? SERVER_FIELDS[part.slice(0, colon)] : undefined;
    if (field && !found[field]) found[field] = part.slice(colon + 2);
  }
  return found;
}
