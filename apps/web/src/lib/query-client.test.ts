import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryDelay, shouldRetry } from './query-client';

describe('query retries (spec section 9)', () => {
  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries up to 3 times, but not answers a retry cannot change', () => {
    const serverError = new ApiError({ status: 500 });
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(2, serverError)).toBe(true);
    expect(shouldRetry(3, serverError)).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 0 }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ status: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 429 }))).toBe(true);
    expect(shouldRetry(0, new ApiError({ status: 401, handled: true }))).toBe(false);
  });
});
