import { z } from 'zod';

/** Success envelope of every API answer (DESIGN.md, API conventions). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** page and limit as query-string numbers; limit bounded 1-100. */
export const pageQuery = (defaultLimit: number) =>
  z.object({
    page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').default(1),
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be between 1 and 100')
      .max(100, 'limit must be between 1 and 100')
      .default(defaultLimit),
  });

export const IdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int('id must be a whole number')
    .positive('id must be a positive number')
    .max(2147483647, 'id is too large'),
});
export type IdParams = z.infer<typeof IdParamsSchema>;

/** PostgreSQL text cannot hold a NUL character: refused here, where the field can be named. */
export const noNul = (value: string) => !value.includes('\u0000');
export const NO_NUL_MESSAGE = 'must not contain NUL characters';

/** Trims a string; blank becomes undefined. For optional text fields and search boxes. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(noNul, NO_NUL_MESSAGE)
    .transform((v) => v.trim())
    .transform((v) => (v === '' ? undefined : v))
    .optional();

/** GET /health (outside the envelope, for load balancers): 200 ok, 503 when the database is down. */
export const HealthSchema = z.object({ status: z.literal('ok') });
export const HealthDownSchema = z.object({ status: z.literal('error'), message: z.string() });
