/**
 * Counts failures per key in a sliding window. Used for sign-in: at most `max` failures per
 * window for an account and for an address; the block ends when the oldest failure leaves the window.
 */
export type FailureLimiter = {
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number;
  fail(key: string): void;
  reset(key: string): void;
};

export function createFailureLimiter(max: number, windowMs: number, now = () => Date.now()): FailureLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const cutoff = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  // Keeps memory bounded under a spray of distinct keys.
  const sweep = setInterval(() => {
    for (const key of failures.keys()) recent(key);
  }, windowMs);
  sweep.unref();
  return {
    retryAfter(key) {
      const list = recent(key);
      if (list.length < max) return 0;
      const oldest = list[list.length - max] ?? now();
      return Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000));
    },
    fail(key) {
      const list = recent(key);
      list.push(now());
      failures.set(key, list);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
