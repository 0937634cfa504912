import { z } from 'zod';
import { envelope } from './common';
import { RoleSchema } from './enums';
import { NEW_PASSWORD_TOO_SHORT, PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG, TEXT_LIMITS } from './limits';

export const TOKEN_STORAGE_KEY = 'accessToken';

export const LoginBodySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(TEXT_LIMITS.email)
    .email('Please enter a valid email address'),
  password: z.string().min(1, 'Password is required').max(TEXT_LIMITS.password, PASSWORD_TOO_LONG),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const SessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  storeName: z.string().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** The normal login answer: the user and the access token. */
export const LoginSessionSchema = z.object({
  user: SessionUserSchema,
  tokens: z.object({ accessToken: z.string() }),
});
export type LoginSession = z.infer<typeof LoginSessionSchema>;

/** The first step's answer for an account with two-factor sign-in: no tokens yet. */
export const MfaChallengeSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string().describe('Single-use, lives 5 minutes: send it to POST /api/auth/mfa/verify'),
});
export type MfaChallenge = z.infer<typeof MfaChallengeSchema>;

export const LoginResponseSchema = envelope(z.union([LoginSessionSchema, MfaChallengeSchema]));
/** Either answer of POST /auth/login, as one object type (fields of the other answer absent). */
export type LoginChallengeOrSession = LoginSession & MfaChallenge;
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Claims of the signed access token (spec section 3, Session user). */
export type TokenClaims = {
  userId: number;
  email: string;
  name: string;
  role: z.infer<typeof RoleSchema>;
  storeName?: string;
  /** Token version: bumped by logout, password change, deactivation, so old tokens stop working. */
  ver: number;
  exp: number;
  iat?: number;
};

export const ChangePasswordBodySchema = z.object({
  oldPassword: z
    .string()
    .min(1, 'Please enter your current password')
    .max(TEXT_LIMITS.password, PASSWORD_TOO_LONG),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT)
    .max(TEXT_LIMITS.password, PASSWORD_TOO_LONG),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** PUT /auth/change-password: the message again in data; every older token is revoked. */
export const ChangePasswordResponseSchema = envelope(z.object({ message: z.string() }));
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

/** POST /auth/logout: data is null; the token stops working at once. */
export const LogoutResponseSchema = envelope(z.null());
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

// Two-factor sign-in (ASVS 6.3.2): TOTP of RFC 6238 (30 s, 6 digits, one step either side) for
// admins, with ten single-use recovery codes.

/** A 6-digit code of the authenticator app, or a recovery code (dashes and spaces are ignored). */
export const MfaCodeSchema = z
  .string()
  .trim()
  .min(1, 'Please enter the code')
  .max(64, 'The code is too long')
  .refine((v) => /^[\w\s-]+$/.test(v), 'The code may hold only letters, digits, spaces and dashes');

export const MfaCodeBodySchema = z.object({ code: MfaCodeSchema });
export type MfaCodeBody = z.infer<typeof MfaCodeBodySchema>;

export const MfaVerifyBodySchema = z.object({
  mfa_token: z.string().min(1, 'mfa_token is required').max(128, 'mfa_token is too long'),
  code: MfaCodeSchema,
});
export type MfaVerifyBody = z.infer<typeof MfaVerifyBodySchema>;

export const MfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
export type MfaStatus = z.infer<typeof MfaStatusSchema>;
export const MfaStatusResponseSchema = envelope(MfaStatusSchema);

export const MfaSetupSchema = z.object({
  secret: z.string().describe('Base32 secret, for entering by hand'),
  otpauth_url: z.string().describe('otpauth://totp/... URL, for the QR code'),
});
export type MfaSetup = z.infer<typeof MfaSetupSchema>;
export const MfaSetupResponseSchema = envelope(MfaSetupSchema);

export const MfaEnableSchema = z.object({
  recovery_codes: z.array(z.string()).describe('Ten single-use recovery codes, shown this once only'),
});
export type MfaEnable = z.infer<typeof MfaEnableSchema>;
export const MfaEnableResponseSchema = envelope(MfaEnableSchema);

export const MfaDisableResponseSchema = envelope(z.null());

/** The second step's answer is the normal login answer. */
export const MfaVerifyResponseSchema = envelope(LoginSessionSchema);

/** Route descriptions for the API document (/api/docs). */
export const MFA_DOCS = {
  status: 'Whether two-factor sign-in is on for the signed-in user, and how many recovery codes are left.',
  setup:
    'Admins only (403 for store users). Starts turning on two-factor sign-in: a new TOTP secret and its otpauth URL. 409 when it is already on.',
  enable:
    'Admins only (403 for store users). Confirms the set-up with a current code; answers the ten recovery codes once.',
  disable:
    'Turns two-factor sign-in off; needs a current code of the authenticator app or an unused recovery code. Wrong codes count against the sign-in limits.',
  verify:
    'Second sign-in step: the mfa_token of POST /api/auth/login and a code (TOTP or recovery code). A TOTP code is accepted once; wrong codes count against the sign-in limits (429 when over).',
} as const;
