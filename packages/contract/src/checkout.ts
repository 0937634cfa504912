import { z } from 'zod';
import { NO_NUL_MESSAGE, noNul } from './common';

/** Issue 20: what a buyer adds to an order at checkout. */
export const PO_NUMBER_MAX_LENGTH = 50;
export const ADDRESS_LINE_MAX_LENGTH = 200;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, `${field} must be at most ${max} characters`)
    .refine(noNul, `${field} ${NO_NUL_MESSAGE}`)
    .transform((v) => v.trim());

const requiredLine = (field: string) =>
  text(field, ADDRESS_LINE_MAX_LENGTH).refine((v) => v !== '', `${field} is required`);

/** A delivery address: street, city, postal code and country required, state optional. */
export const DeliveryAddressSchema = z.object(
  {
    street: requiredLine('shipping_address.street'),
    city: requiredLine('shipping_address.city'),
    state: text('shipping_address.state', ADDRESS_LINE_MAX_LENGTH)
      .transform((v) => v || null)
      .nullish(),
    postal_code: requiredLine('shipping_address.postal_code'),
    country: requiredLine('shipping_address.country'),
  },
  { error: 'shipping_address must be an address with street, city, postal_code and country' },
);
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/** Today as YYYY-MM-DD in UTC: a requested date before it is in the past. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A calendar date, YYYY-MM-DD. */
export const isoDate = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${field} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(isRealDate, { message: `${field} is not a real date`, abort: true });

/** The checkout details both order-placing calls accept (POST /orders/from-cart and POST /orders). */
export const checkoutFields = {
  po_number: text('po_number', PO_NUMBER_MAX_LENGTH)
    .transform((v) => v || null)
    .nullish(),
  shipping_address: DeliveryAddressSchema.nullish(),
  requested_delivery_date: isoDate('requested_delivery_date')
    .refine((v) => v >= todayIso(), 'requested_delivery_date must not be in the past')
    .nullish(),
};
