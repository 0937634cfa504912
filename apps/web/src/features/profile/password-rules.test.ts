import { describe, expect, it } from 'vitest';
import { checkPasswordChange } from './password-rules';

const check = (currentPassword: string, newPassword: string, confirmPassword: string) =>
  checkPasswordChange({ currentPassword, newPassword, confirmPassword })?.message ?? null;

describe('checkPasswordChange (spec section 5, in order)', () => {
  it('reports the first failing rule', () => {
    expect(check('', 'a', 'b')).toBe('Please enter your current password');
    expect(check('old', 'abc', 'abd')).toBe('New passwords do not match');
    expect(check('old', 'abc', 'abc')).toBe('New password must be at least 6 characters long');
    expect(check('secret1', 'secret1', 'secret1')).toBe(
      'New password must be different from current password',
    );
  });

  it('accepts a valid change', () => {
    expect(check('old-pass', 'new-pass', 'new-pass')).toBeNull();
  });
});
