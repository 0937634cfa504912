/**
 * The length limits and the password policy of every form, written once: the API's schemas and
 * the web forms both import them, so a form never accepts what the server refuses (issue 18.2).
 */
export const TEXT_LIMITS = {
  personName: 120,
  email: 254,
  phone: 40,
  password: 256,
  storeName: 120,
  location: 200,
  managerName: 120,
  search: 100,
} as const;

/** The password minimum of spec section 9, for sign-up, member forms and password changes. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const NEW_PASSWORD_TOO_SHORT = `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_TOO_LONG = 'Password is too long';

/** '{label} must be at most {max} characters', the one wording of every length limit. */
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
