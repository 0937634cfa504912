import type { Settings, UpdateSettingsBody } from '@portal/contract';
import { tooLong } from '@portal/contract';
import { z } from 'zod';

const RATE = /^\d+(\.\d{1,3})?$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const AMOUNT_MAX = 1_000_000;

const amount = (label: string, example: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .regex(AMOUNT, `Enter an amount such as ${example}`)
    .refine((v) => Number(v) <= AMOUNT_MAX, `${label} must be at most ${AMOUNT_MAX}`);

/** The form's own checks, mirroring UpdateSettingsBodySchema in words an admin reads. */
export const SettingsFormSchema = z.object({
  company_name: z.string().trim().min(1, 'Company name is required').max(120, tooLong('Company name', 120)),
  company_address: z.string().trim().max(500, tooLong('Company address', 500)),
  company_tax_id: z.string().trim().max(60, tooLong('Tax ID', 60)),
  tax_rate: z
    .string()
    .trim()
    .min(1, 'Tax rate is required')
    .regex(RATE, 'Enter a rate such as 8.25 (at most 3 decimals)')
    .refine((v) => Number(v) <= 100, 'Tax rate must be at most 100'),
  shipping_fee: amount('Shipping fee', '15.00'),
  free_shipping_threshold: z
    .string()
    .trim()
    .refine((v) => v === '' || AMOUNT.test(v), 'Enter an amount such as 500.00, or leave it empty')
    .refine((v) => v === '' || Number(v) <= AMOUNT_MAX, `Free shipping from must be at most ${AMOUNT_MAX}`),
});

export type SettingsFormValues = z.input<typeof SettingsFormSchema>;
export type SettingsFormOutput = z.output<typeof SettingsFormSchema>;

export function settingsFormDefaults(settings: Settings): SettingsFormValues {
  return {
    company_name: settings.company_name,
    company_address: settings.company_address ?? '',
    company_tax_id: settings.company_tax_id ?? '',
    tax_rate: String(settings.tax_rate),
    shipping_fee: settings.shipping_fee.toFixed(2),
    free_shipping_threshold:
      settings.free_shipping_threshold === null ? '' : settings.free_shipping_threshold.toFixed(2),
  };
}

/** The request body: blank optional text is sent as null, an empty threshold as null (never free). */
export function toSettingsBody(values: SettingsFormOutput): UpdateSettingsBody {
  return {
    company_name: values.company_name,
    company_address: values.company_address || null,
    company_tax_id: values.company_tax_id || null,
    tax_rate: Number(values.tax_rate),
    shipping_fee: Number(values.shipping_fee),
    free_shipping_threshold:
      values.free_shipping_threshold === '' ? null : Number(values.free_shipping_threshold),
  };
}
