import { z } from 'zod';
import { envelope, PaginationSchema, pageQuery } from './common';
import { DesignationSchema, RoleSchema } from './enums';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, TEXT_LIMITS, tooLong } from './limits';
import { choiceField, filterParam, nullableTextField, requiredTextField, searchParam } from './stores';

/** Members list page size (the hook default, spec section 9) and the page size choices. */
export const MEMBERS_PAGE_SIZE = 10;
export const MEMBER_PAGE_SIZE_OPTIONS = [5, 10, 20, 50] as const;

export const MemberStatusSchema = z.enum(['active', 'inactive']);
export type MemberStatus = z.infer<typeof MemberStatusSchema>;

/** Member (team member) as the admin API returns it (spec section 3, Member). Never a password. */
export const MemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  role: RoleSchema,
  designation: DesignationSchema,
  /** The store's numeric id, null when the member has no store. */
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  is_active: z.boolean(),
  /** ISO 8601 timestamp. */
  created_at: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

/** GET /admin/users. search matches name, e-mail and phone, case-insensitively. */
export const MemberListQuerySchema = pageQuery(MEMBERS_PAGE_SIZE).extend({
  search: searchParam,
  role: filterParam(RoleSchema.options, 'Role'),
  designation: filterParam(DesignationSchema.options, 'Designation'),
  status: filterParam(MemberStatusSchema.options, 'Status'),
});
export type MemberListQuery = z.input<typeof MemberListQuerySchema>;
export type MemberListFilters = z.output<typeof MemberListQuerySchema>;

/** Blank means "not given"; a given password needs the minimum length. */
const passwordField = z
  .string({ error: 'Password must be text' })
  .max(TEXT_LIMITS.password, PASSWORD_TOO_LONG)
  .refine((v) => v === '' || v.length >= PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .optional();

/** Only compared with the password, so a short pair reports one error, not two. */
const confirmPasswordField = z
  .string({ error: 'Confirm password must be text' })
  .max(TEXT_LIMITS.password, PASSWORD_TOO_LONG)
  .optional();

const storeIdField = z
  .number({ error: 'store_id must be a store number' })
  .int('store_id must be a whole number')
  .positive('store_id must be a positive number')
  .max(2147483647, 'store_id is too large');

/**
 * POST /admin/users. A blank password and confirmation make the server generate a temporary
 * password ('temp' plus 6 characters), returned once in data.temporaryPassword.
 * Password and confirmPassword must match, else 400 'Password and confirm password do not match'.
 */
export const CreateMemberBodySchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(TEXT_LIMITS.email, tooLong('Email', TEXT_LIMITS.email))
    .pipe(z.email('Please enter a valid email address'))
    .transform((v) => v.toLowerCase()),
  password: passwordField,
  confirmPassword: confirmPasswordField,
  name: requiredTextField('Full name', TEXT_LIMITS.personName),
  phone_number: nullableTextField('Phone number', TEXT_LIMITS.phone),
  role: choiceField(RoleSchema.options, 'Role').default('user'),
  designation: choiceField(DesignationSchema.options, 'Designation').default('viewer'),
  is_active: z.boolean({ error: 'is_active must be true or false' }).default(true),
  /** Omitted or null: no store. */
  store_id: storeIdField.nullable().optional(),
  /**
   * Issue 21: e-mail the member a single-use link (72 h) to choose their own password instead of
   * setting one; a password given with it is refused.
   */
  send_invitation: z.boolean({ error: 'send_invitation must be true or false' }).default(false),
});
export type CreateMemberBody = z.input<typeof CreateMemberBodySchema>;
export type CreateMemberInput = z.output<typeof CreateMemberBodySchema>;

/**
 * PUT /admin/users/{id}. Omitted fields stay unchanged; store_id null removes the store.
 * The password changes only when non-empty (with a matching confirmPassword). The e-mail cannot
 * change: an email that differs from the member's gets 400 'Email cannot be changed'.
 */
export const UpdateMemberBodySchema = z.object({
  email: z.string({ error: 'Email must be text' }).trim().max(254, 'Email cannot be changed').optional(),
  name: requiredTextField('Full name', TEXT_LIMITS.personName),
  phone_number: nullableTextField('Phone number', TEXT_LIMITS.phone),
  role: choiceField(RoleSchema.options, 'Role').optional(),
  designation: choiceField(DesignationSchema.options, 'Designation').optional(),
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
  store_id: storeIdField.nullable().optional(),
  password: passwordField,
  confirmPassword: confirmPasswordField,
});
export type UpdateMemberBody = z.input<typeof UpdateMemberBodySchema>;
export type UpdateMemberInput = z.output<typeof UpdateMemberBodySchema>;

const positiveId = (field: string) =>
  z
    .number({ error: `${field} is required and must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive number`)
    .max(2147483647, `${field} is too large`);

/** POST /admin/users/assign-store. */
export const AssignStoreBodySchema = z.object({
  userId: positiveId('userId'),
  storeId: positiveId('storeId'),
});
export type AssignStoreBody = z.infer<typeof AssignStoreBodySchema>;

export const MemberListResponseSchema = envelope(
  z.object({ users: z.array(MemberSchema), pagination: PaginationSchema }),
);
export type MemberListResponse = z.infer<typeof MemberListResponseSchema>;

export const MemberResponseSchema = envelope(MemberSchema);
export type MemberResponse = z.infer<typeof MemberResponseSchema>;

/** The created member, plus the generated password when none was given (shown to the admin once). */
export const CreatedMemberSchema = MemberSchema.extend({
  temporaryPassword: z.string().optional(),
  /** Issue 21: true when an invitation e-mail was queued instead of a password. */
  invitation_sent: z.boolean().optional(),
});
export type CreatedMember = z.infer<typeof CreatedMemberSchema>;
export const CreateMemberResponseSchema = envelope(CreatedMemberSchema);
export type CreateMemberResponse = z.infer<typeof CreateMemberResponseSchema>;

export const DeleteMemberResponseSchema = envelope(z.object({ id: z.number().int() }));
export type DeleteMemberResponse = z.infer<typeof DeleteMemberResponseSchema>;
