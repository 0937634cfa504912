import { z } from 'zod';
import { envelope } from './common';
import { RoleSchema } from './enums';

export const PASSWORD_MIN_LENGTH = 6;
export const TOKEN_STORAGE_KEY = 'accessToken';

export const LoginBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254).email('Please enter a valid email address'),
  password: z.string().min(1, 'Password is required').max(256, 'Password is too long'),
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

export const LoginResponseSchema = envelope(
  z.object({ user: SessionUserSchema, tokens: z.object({ accessToken: z.string() }) }),
);
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
  oldPassword: z.string().min(1, 'Please enter your current password').max(256, 'Password is too long'),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
    .max(256, 'Password is too long'),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
