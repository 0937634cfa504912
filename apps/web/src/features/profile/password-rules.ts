/** The password minimum of spec section 9. */
export const PASSWORD_MIN_LENGTH = 6;

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
    return { field: 'newPassword', message: 'New password must be at least 6 characters long' };
  }
  if (values.newPassword === values.currentPassword) {
    return { field: 'newPassword', message: 'New password must be different from current password' };
  }
  return null;
}
