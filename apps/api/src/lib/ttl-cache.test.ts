import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 1_000;
    const cache = createTtlCache<string>({ max: 10, ttlMs: 500, now: () => now });
    cache.set('a', 'one');
    now += 499;
    expect(cache.get('a')).toBe('one');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used entry past its size', () => {
    const cache = createTtlCache<number>({ max: 2, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });

  it('refuses a value read before a clear, so a slow read cannot bring back stale data', () => {
    const cache = createTtlCache<string>({ max: 10, ttlMs: 60_000 });
    const readAt = cache.generation;
    cache.clear();
    cache.set('user:1', 'old row', readAt);
    expect(cache.get('user:1')).toBeUndefined();
    cache.set('user:1', 'new row', cache.generation);
    expect(cache.get('user:1')).toBe('new row');
  });

  it('drops only the entries asked for, and refuses a value read before the drop', () => {
    const cache = createTtlCache<{ store: number }>({ max: 10, ttlMs: 60_000 });
    cache.set('1', { store: 7 });
    cache.set('2', { store: 7 });
    cache.set('3', { store: 8 });
    const readAt = cache.generation;
    cache.delete('3');
    expect([cache.get('1'), cache.get('3')]).toEqual([{ store: 7 }, undefined]);
    cache.set('3', { store: 8 }, readAt);
    expect(cache.get('3')).toBeUndefined();
    cache.deleteWhere((value) => value.store === 7);
    expect(cache.size).toBe(0);
  });
});
