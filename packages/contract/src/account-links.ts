import { z } from 'zod';
import { envelope } from './common';
import { NEW_PASSWORD_TOO_SHORT, PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG, TEXT_LIMITS } from './limits';

/** Issue 21: forgotten passwords and invitations, by single-use links sent by e-mail. */
export const RESET_LINK_MINUTES = 30;
export const INVITE_LINK_HOURS = 72;
/** What every forgot-password request answers, whether or not the address has an account. */
export const RESET_REQUESTED =
  'If an account exists for that e-mail address, a link to reset its password is on its way.';
export const LINK_INVALID = 'This link is invalid, used or expired. Ask for a new one.';

export const ForgotPasswordBodySchema = z.object({
  email: z
    .string({ error: 'Please enter your email' })
    .trim()
    .min(1, 'Please enter your email')
    .max(TEXT_LIMITS.email, 'Please enter a valid email'),
});
export const ForgotPasswordResponseSchema = envelope(z.null());

const token = z
  .string({ error: 'token is required' })
  .min(20, LINK_INVALID)
  .max(200, LINK_INVALID)
  .regex(/^[A-Za-z0-9_-]+$/, LINK_INVALID);

export const NewPasswordBodySchema = z.object({
  token,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT)
    .max(TEXT_LIMITS.password, PASSWORD_TOO_LONG),
});
export type NewPasswordBody = z.infer<typeof NewPasswordBodySchema>;
export const ResetPasswordResponseSchema = envelope(z.null());

/**
 * POST /auth/check-link: is this link still usable (known, unused, unexpired, its account
 * active)? Nothing is consumed; the pages ask on opening, so a dead link says so before the form.
 * A POST body rather than a query string: the token never lands in access logs or proxies.
 */
export const LINK_KINDS = ['reset', 'invite'] as const;
export const CheckLinkBodySchema = z.object({
  token,
  kind: z.enum(LINK_KINDS, { error: 'kind must be reset or invite' }),
});
export type CheckLinkBody = z.infer<typeof CheckLinkBodySchema>;
export const CheckLinkResponseSchema = envelope(z.object({ usable: z.boolean() }));
