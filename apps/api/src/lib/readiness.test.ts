import { describe, expect, it } from 'vitest';
import { createReadiness } from './readiness';

describe('readiness', () => {
  it('is ready with no checks, and pending with the first unfinished one until it finishes', () => {
    const readiness = createReadiness();
    expect(readiness.pending()).toBeNull();
    let reading = true;
    readiness.require(() => null);
    readiness.require(() => (reading ? 'reading the catalogue' : null));
    readiness.require(() => null);
    expect(readiness.pending()).toBe('reading the catalogue');
    reading = false;
    expect(readiness.pending()).toBeNull();
  });
});
