import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const MASTER = 'test-secret-that-is-long-enough-for-hs256-signing';

describe('secret box (AES-256-GCM under an HKDF key of the JWT secret)', () => {
  const box = createSecretBox(MASTER, 'mfa-totp-secret');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user:7');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user:7')).not.toBe(sealed);
    expect(box.open(sealed, 'user:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a value moved to another user, changed, or sealed under another key or purpose', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user:7');
    expect(() => box.open(sealed, 'user:8')).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.slice(0, -2)}${body!.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'), 'user:7')).toThrow();
    expect(() => createSecretBox(`${MASTER}-rotated`, 'mfa-totp-secret').open(sealed, 'user:7')).toThrow();
    expect(() => createSecretBox(MASTER, 'another-purpose').open(sealed, 'user:7')).toThrow();
    expect(() => box.open('JBSWY3DPEHPK3PXP', 'user:7')).toThrow('Not a sealed value');
  });
});
