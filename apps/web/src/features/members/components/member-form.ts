import {
  type CreateMemberBody,
  DesignationSchema,
  type Member,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  RoleSchema,
  TEXT_LIMITS,
  tooLong,
  type UpdateMemberBody,
} from '@portal/contract';
import { z } from 'zod';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match!';
/** The store select's "no store" value (Radix select values cannot be ''). */
export const NO_STORE = 'none';

// Checked even while other fields are invalid, so every problem shows at once.
const always = { when: () => true };

/** Issue 21: how a new member gets in: a password set now, or an e-mailed link to choose one. */
export const ACCESS_CHOICES = ['password', 'invitation'] as const;
export type AccessChoice = (typeof ACCESS_CHOICES)[number];

/**
 * Spec section 5, Member form. Passwords are optional: left blank, the server generates a
 * temporary one; once either is filled they must match and meet the minimum length.
 */
export const MemberFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Full name is required')
      .max(TEXT_LIMITS.personName, tooLong('Full name', TEXT_LIMITS.personName)),
    email: z
      .string()
      .trim()
      .min(1, 'Email is required')
      .max(TEXT_LIMITS.email, tooLong('Email', TEXT_LIMITS.email))
      .pipe(z.email('Please enter a valid email address')),
    // The selects hold '' until a choice is made, so the input is any string.
    role: z.string().pipe(z.enum(RoleSchema.options, { error: 'Role is required' })),
    designation: z.string().pipe(z.enum(DesignationSchema.options, { error: 'Designation is required' })),
    password: z.string().max(TEXT_LIMITS.password, PASSWORD_TOO_LONG),
    confirmPassword: z.string().max(TEXT_LIMITS.password, PASSWORD_TOO_LONG),
    phone_number: z.string().trim().max(TEXT_LIMITS.phone, tooLong('Phone number', TEXT_LIMITS.phone)),
    store: z.string(),
    is_active: z.boolean(),
    access: z.enum(ACCESS_CHOICES),
  })
  // An invitation hides the password fields: what they held is neither checked nor sent.
  .refine((v) => v.access === 'invitation' || v.password === '' || v.password.length >= PASSWORD_MIN_LENGTH, {
    ...always,
    path: ['password'],
    message: PASSWORD_TOO_SHORT,
  })
  .refine((v) => v.access === 'invitation' || v.password === v.confirmPassword, {
    ...always,
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });

export type MemberFormValues = z.input<typeof MemberFormSchema>;
export type MemberFormOutput = z.output<typeof MemberFormSchema>;

/** Create: role user, designation viewer, active, no store (spec section 3 defaults). */
export function memberFormDefaults(member?: Member | null): MemberFormValues {
  return {
    name: member?.name ?? '',
    email: member?.email ?? '',
    role: member?.role ?? 'user',
    designation: member?.designation ?? 'viewer',
    password: '',
    confirmPassword: '',
    phone_number: member?.phone_number ?? '',
    store: member?.store_id ? String(member.store_id) : NO_STORE,
    is_active: member?.is_active ?? true,
    access: 'password',
  };
}

const storeIdOf = (store: string) => (store === NO_STORE || store === '' ? undefined : Number(store));

/**
 * POST body: store 'none' is left out; blank passwords ask the server for a temporary one; an
 * invitation sends no password at all (the server refuses one with it).
 */
export function toCreateMemberBody(values: MemberFormOutput): CreateMemberBody {
  const storeId = storeIdOf(values.store);
  const access =
    values.access === 'invitation'
      ? { send_invitation: true }
      : { password: values.password, confirmPassword: values.confirmPassword };
  return {
    email: values.email,
    ...access,
    name: values.name,
    phone_number: values.phone_number || null,
    role: values.role,
    designation: values.designation,
    is_active: values.is_active,
    ...(storeId === undefined ? {} : { store_id: storeId }),
  };
}

/**
 * PUT body. The e-mail cannot change and is not sent. Choosing 'No store' sends null, which removes
 * the member's store; leaving it out would silently keep the old one.
 */
export function toUpdateMemberBody(values: MemberFormOutput): UpdateMemberBody {
  return {
    name: values.name,
    phone_number: values.phone_number || null,
    role: values.role,
    designation: values.designation,
    is_active: values.is_active,
    store_id: storeIdOf(values.store) ?? null,
  };
}
