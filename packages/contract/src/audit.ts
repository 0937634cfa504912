import { z } from 'zod';
import { envelope, PaginationSchema, pageQuery } from './common';

/** Issue 23: what the audit log records (entity types and actions). */
export const AUDIT_ENTITIES = [
  'store',
  'member',
  'product',
  'category',
  'import',
  'settings',
  'order',
  'session',
  'mfa',
] as const;
export const AuditEntitySchema = z.enum(AUDIT_ENTITIES);
export type AuditEntity = z.infer<typeof AuditEntitySchema>;

/**
 * The actions the log records, for the screen's filter: the writes of each entity, order
 * decisions (automatic approvals by System), sign-ins, two-factor and password changes of admins.
 */
export const AUDIT_ACTIONS = [
  'create',
  'create_invited',
  'update',
  'update_image',
  'delete',
  'deactivate',
  'import',
  'invite',
  'assign_store',
  'approve',
  'auto_approve',
  'reject',
  'ship',
  'deliver',
  'cancel',
  'sign_in',
  'mfa_enable',
  'mfa_disable',
  'password_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The name entries written by the portal itself carry (automatic approvals), with no actor_id. */
export const SYSTEM_ACTOR_NAME = 'System';

export const AUDIT_PAGE_SIZE = 25;

/** One changed field: its value before and after (null when the entity was created or deleted). */
export const AuditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** null: the system (automatic approval) or a deleted admin (actor_name keeps who it was). */
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.string(),
  entity: AuditEntitySchema,
  /** The entity's id as text (a setting or an import has none of its own: null). */
  entity_id: z.string().nullable(),
  /** A human label: the store's name, the product's SKU, the order number. */
  entity_label: z.string().nullable(),
  /** Changed fields only; never password hashes or tokens. */
  changes: z.record(z.string(), AuditChangeSchema),
  ip: z.string().nullable(),
  /** ISO 8601 timestamp. */
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const dateParam = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} must be a real date`)
    .optional();

/** GET /admin/audit: newest first; from and to are inclusive UTC days. */
export const AuditQuerySchema = pageQuery(AUDIT_PAGE_SIZE)
  .extend({
    actor_id: z.coerce
      .number()
      .int('actor_id must be a whole number')
      .positive('actor_id must be a positive number')
      .max(2147483647, 'actor_id is too large')
      .optional()
      .describe("An admin's id: their entries"),
    actor: z
      .enum(['system'], { error: 'actor must be system' })
      .optional()
      .describe(
        "'system': the entries the portal wrote itself (automatic approvals), which have no actor_id",
      ),
    entity: AuditEntitySchema.optional(),
    entity_id: z.string().trim().max(100, 'entity_id must be at most 100 characters').optional(),
    action: z.string().trim().max(50, 'action must be at most 50 characters').optional(),
    from: dateParam('from'),
    to: dateParam('to'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine((q) => q.actor === undefined || q.actor_id === undefined, {
    message: 'give actor_id or actor, not both',
    path: ['actor'],
  });
export type AuditQuery = z.input<typeof AuditQuerySchema>;
export type AuditFilters = z.output<typeof AuditQuerySchema>;

export const AuditListResponseSchema = envelope(
  z.object({ entries: z.array(AuditEntrySchema), pagination: PaginationSchema }),
);
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;

/**
 * GET /admin/audit/actors: the admins who appear in the log, for the filter, and System (id null,
 * name 'System') when the portal wrote entries itself; admins deleted since are not listed.
 */
export const AuditActorsResponseSchema = envelope(
  z.object({ actors: z.array(z.object({ id: z.number().int().nullable(), name: z.string() })) }),
);
