import { afterAll, vi } from 'vitest';

// API test files share their worker's modules (isolate: false in vitest.config.ts): what one file
// did to the clock or to a module's functions must not reach the next file in the same worker
// (a Date pinned by the two-factor tests made a later file measure every wait as 0 ms).
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
