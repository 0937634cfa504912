import {
  NEW_PASSWORD_TOO_SHORT,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  TEXT_LIMITS,
} from '@portal/contract';

export type NewPasswordFields = { password: string; confirmPassword: string };
export type NewPasswordProblem = { field: keyof NewPasswordFields; message: string };

/**
 * The checks and texts of Change Password (spec section 5) for a password chosen through a link:
 * the confirmation first, then the length the server asks for. The first failing one is reported.
 */
export function checkNewPassword({
  password,
  confirmPassword,
}: NewPasswordFields): NewPasswordProblem | null {
  if (password !== confirmPassword)
    return { field: 'confirmPassword', message: 'New passwords do not match' };
  if (password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: NEW_PASSWORD_TOO_SHORT };
  if (password.length > TEXT_LIMITS.password) return { field: 'password', message: PASSWORD_TOO_LONG };
  return null;
}
