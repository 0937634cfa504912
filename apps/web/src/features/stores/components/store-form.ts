import {
  type Store,
  type StoreBody,
  StoreStatusSchema,
  StoreTypeSchema,
  TEXT_LIMITS,
  tooLong,
} from '@portal/contract';
import { z } from 'zod';

const TAX_RATE = /^\d+(\.\d{1,3})?$/;
const MONEY = /^\d+(\.\d{1,2})?$/;
/** The contract's bound for the approval rules' amounts (moneyRuleField). */
const MONEY_MAX = 99_999_999;

/** '$20,000.50' and '20000.5' alike: the sign and thousands separators are only typing aids. */
export const moneyText = (value: string) => value.trim().replace(/^\$/, '').replaceAll(',', '').trim();

/** Issue 22: an optional amount of dollars and cents ('' means no rule). */
const moneyRule = z
  .string()
  .refine((v) => moneyText(v) === '' || MONEY.test(moneyText(v)), 'Enter an amount such as 250 or 99.50')
  .refine((v) => !MONEY.test(moneyText(v)) || Number(moneyText(v)) <= MONEY_MAX, 'Enter at most $99,999,999');

const optionalText = (label: string, max: number) => z.string().trim().max(max, tooLong(label, max));

/**
 * Spec section 5, Store form: name, store type, status and location required; manager name,
 * phone and email optional, the email in a valid format; the tax rate (issue 20) optional. Limits
 * match the API's.
 */
export const StoreFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Store name is required')
    .max(TEXT_LIMITS.storeName, tooLong('Store name', TEXT_LIMITS.storeName)),
  // The selects hold '' until a choice is made, so the input is any string.
  store_type: z.string().pipe(z.enum(StoreTypeSchema.options, { error: 'Store type is required' })),
  status: z.string().pipe(z.enum(StoreStatusSchema.options, { error: 'Status is required' })),
  location: z
    .string()
    .trim()
    .min(1, 'Location is required')
    .max(TEXT_LIMITS.location, tooLong('Location', TEXT_LIMITS.location)),
  manager_name: optionalText('Manager name', TEXT_LIMITS.managerName),
  phone_number: optionalText('Phone number', TEXT_LIMITS.phone),
  email_address: z
    .string()
    .trim()
    .max(TEXT_LIMITS.email, tooLong('Email address', TEXT_LIMITS.email))
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address'),
  // Issue 20: empty uses the rate from Settings; otherwise a percent as the contract takes it.
  tax_rate: z
    .string()
    .trim()
    .refine((v) => v === '' || TAX_RATE.test(v), 'Enter a rate such as 8.25 (at most 3 decimals)')
    .refine((v) => v === '' || Number(v) <= 100, 'Tax rate must be at most 100'),
  // Issue 22: the approval rules. Empty means no rule; no time zone counts the month in UTC.
  auto_approve_below: moneyRule,
  monthly_budget: moneyRule,
  time_zone: z.string(),
});

export type StoreFormValues = z.input<typeof StoreFormSchema>;
export type StoreFormOutput = z.output<typeof StoreFormSchema>;

export function storeFormDefaults(store?: Store | null): StoreFormValues {
  return {
    name: store?.name ?? '',
    store_type: store?.store_type ?? '',
    status: store?.status ?? 'active',
    location: store?.location ?? '',
    manager_name: store?.manager_name ?? '',
    phone_number: store?.phone_number ?? '',
    email_address: store?.email_address ?? '',
    tax_rate: store?.tax_rate == null ? '' : String(store.tax_rate),
    auto_approve_below: store?.auto_approve_below == null ? '' : String(store.auto_approve_below),
    monthly_budget: store?.monthly_budget == null ? '' : String(store.monthly_budget),
    time_zone: store?.time_zone ?? '',
  };
}

const moneyOrNull = (value: string) => (moneyText(value) === '' ? null : Number(moneyText(value)));

/** The request body: blank optional fields are sent as null (cleared); store_id is never sent. */
export function toStoreBody(values: StoreFormOutput): StoreBody {
  return {
    name: values.name,
    store_type: values.store_type,
    location: values.location,
    manager_name: values.manager_name || null,
    phone_number: values.phone_number || null,
    email_address: values.email_address || null,
    status: values.status,
    is_active: values.status === 'active',
    tax_rate: values.tax_rate === '' ? null : Number(values.tax_rate),
    auto_approve_below: moneyOrNull(values.auto_approve_below),
    monthly_budget: moneyOrNull(values.monthly_budget),
    time_zone: values.time_zone || null,
  };
}
