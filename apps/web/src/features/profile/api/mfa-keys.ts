/** One key factory for the signed-in user's two-factor sign-in. */
export const mfaKeys = {
  all: ['mfa'] as const,
  status: () => [...mfaKeys.all, 'status'] as const,
};
