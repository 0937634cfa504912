import { z } from 'zod';
import { envelope, NO_NUL_MESSAGE, noNul } from './common';

/** Issue 20: the seller on invoices and the charges every order gets (GET/PUT /admin/settings). */
export const SettingsSchema = z.object({
  company_name: z.string(),
  company_address: z.string().nullable(),
  company_tax_id: z.string().nullable(),
  /** Percent, up to 3 decimals (8.25 is 8.25 %); a store may have its own. */
  tax_rate: z.number(),
  shipping_fee: z.number(),
  /** Orders whose subtotal reaches this ship free; null: never free. */
  free_shipping_threshold: z.number().nullable(),
  updated_at: z.string(),
});
export type Settings = z.infer<typeof SettingsSchema>;
export const SettingsResponseSchema = envelope(SettingsSchema);
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

const decimals = (v: number, places: number) =>
  Math.abs(v * 10 ** places - Math.round(v * 10 ** places)) < 1e-6;

/** A tax rate in percent, 0 to 100, at most 3 decimals. */
export const taxRateField = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must be 0 or more`)
    .max(100, `${field} must be at most 100`)
    .refine((v) => decimals(v, 3), `${field} must have at most 3 decimals`);

const amount = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must be 0 or more`)
    .max(1_000_000, `${field} must be at most 1000000`)
    .refine((v) => decimals(v, 2), `${field} must have at most 2 decimals`);

const optionalLine = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, `${field} must be at most ${max} characters`)
    .refine(noNul, `${field} ${NO_NUL_MESSAGE}`)
    .transform((v) => v.trim() || null)
    .nullable();

export const UpdateSettingsBodySchema = z.object({
  company_name: z
    .string({ error: 'company_name is required' })
    .trim()
    .min(1, 'company_name is required')
    .max(120, 'company_name must be at most 120 characters')
    .refine(noNul, `company_name ${NO_NUL_MESSAGE}`),
  company_address: optionalLine('company_address', 500),
  company_tax_id: optionalLine('company_tax_id', 60),
  tax_rate: taxRateField('tax_rate'),
  shipping_fee: amount('shipping_fee'),
  free_shipping_threshold: amount('free_shipping_threshold').nullable(),
});
export type UpdateSettingsBody = z.input<typeof UpdateSettingsBodySchema>;
export type UpdateSettings = z.output<typeof UpdateSettingsBodySchema>;
