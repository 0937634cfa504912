import { NEW_PASSWORD_TOO_SHORT, PASSWORD_MIN_LENGTH } from '@portal/contract';

export type PasswordFields = { currentPassword: string; newPassword: string; confirmPassword: string };

export type PasswordProblem = { field: keyof PasswordFields; message: string };

/** Spec section 5: the four checks, in this order; the first failing one is reported. */
export function checkPasswordChange(values: PasswordFields): PasswordProblem | null {
  if (values.currentPassword.trim() === '') {
    return { field: 'currentPassword', message: 'Please enter your current password' };
  }
  if (values.newPassword !== values.confirmPassword) {
    return { field: 'confirmPassword', message: 'New passwords do not match' };
  }
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
    return { field: 'newPassword', message: NEW_PASSWORD_TOO_SHORT };
  }
  if (values.newPassword === values.currentPassword) {
    return { field: 'newPassword', message: 'New password must be different from current password' };
  }
  return null;
}
