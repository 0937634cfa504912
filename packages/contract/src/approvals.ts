import { z } from 'zod';
import { envelope } from './common';

/** Issue 22: the most orders one bulk decision may name. */
export const BULK_STATUS_MAX = 100;

/** An amount of money in the store's rules: a number >= 0 with at most 2 decimals, or null (no rule). */
export const moneyRuleField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(99999999, `${label} must be at most 99,999,999`)
    .refine(
      (v) => Math.round(v * 100) === Number((v * 100).toFixed(6)),
      `${label} must have at most 2 decimals`,
    );

/** POST /admin/orders/bulk-status: each order succeeds or fails on its own. */
export const BulkStatusBodySchema = z.object({
  ids: z
    .array(
      z
        .number({ error: 'ids must be order numbers' })
        .int('ids must be whole numbers')
        .positive('ids must be positive numbers')
        .max(2147483647, 'an id is too large'),
      { error: 'ids must be a list of order ids' },
    )
    .min(1, 'ids must name at least one order')
    .max(BULK_STATUS_MAX, `ids must name at most ${BULK_STATUS_MAX} orders`),
  status: z.enum(['approved', 'rejected'], { error: "status must be 'approved' or 'rejected'" }),
  notes: z.string().trim().max(1000, 'notes must be at most 1000 characters').optional(),
});
export type BulkStatusBody = z.input<typeof BulkStatusBodySchema>;

export const BulkStatusResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      /** 'Approved', or why not: 'Order not found', 'Order is already approved', ... */
      message: z.string(),
      order_number: z.string().nullable(),
    }),
  ),
});
export type BulkStatusResult = z.infer<typeof BulkStatusResultSchema>;
export const BulkStatusResponseSchema = envelope(BulkStatusResultSchema);

/** GET /user/budget: the store's budget this month (the cart page shows it when set). */
export const StoreBudgetSchema = z.object({
  /** null: the store has no monthly budget. */
  monthly_budget: z.number().nullable(),
  /** Approved, shipped and completed orders of this calendar month in the store's time zone. */
  spent_this_month: z.number(),
  auto_approve_below: z.number().nullable(),
  /** e.g. '2026-11' */
  month: z.string(),
  time_zone: z.string(),
});
export type StoreBudget = z.infer<typeof StoreBudgetSchema>;
export const StoreBudgetResponseSchema = envelope(StoreBudgetSchema);
