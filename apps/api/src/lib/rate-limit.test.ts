import { describe, expect, it } from 'vitest';
import { createFailureLimiter } from './rate-limit';

describe('createFailureLimiter', () => {
  it('blocks after max failures and frees the key when the window passes', () => {
    let now = 1_000_000;
    const limiter = createFailureLimiter(5, 60_000, () => now);
    for (let i = 0; i < 4; i += 1) limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(60);
    now += 30_000;
    expect(limiter.retryAfter('a')).toBe(30);
    now += 30_001;
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('keeps keys apart and forgets a key on reset', () => {
    const limiter = createFailureLimiter(1, 60_000);
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    expect(limiter.retryAfter('b')).toBe(0);
    limiter.reset('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });
});
