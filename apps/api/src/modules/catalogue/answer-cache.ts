import { z } from 'zod';
import { createTtlCache } from '../../lib/ttl-cache';

export type Answer<T> = { body: string; value: T };

/**
 * Catalogue answers kept as their JSON text for `seconds` (0: not kept). Products, categories
 * and search results change only when the catalogue is seeded, so a buyer paging or searching
 * what another buyer just read gets the stored text without a database round trip or a second
 * serialization. The text is encoded through the route's response schema, as Fastify would.
 * Requests for a key that is being read wait for that read instead of starting their own, so a
 * burst of buyers opening the same uncached page or search costs one query, not one each.
 */
export function createAnswerCache(seconds: number, max = 5_000) {
  const cache = seconds > 0 ? createTtlCache<Answer<unknown>>({ max, ttlMs: seconds * 1000 }) : null;
  const reading = new Map<string, Promise<Answer<unknown>>>();

  async function read<S extends z.ZodType>(key: string, schema: S, load: () => Promise<z.output<S>>) {
    const readAt = cache?.generation;
    const value = await load();
    const fresh = { body: JSON.stringify(z.encode(schema, value)), value };
    cache?.set(key, fresh, readAt);
    return fresh;
  }

  async function answer<S extends z.ZodType>(
    key: string,
    schema: S,
    load: () => Promise<z.output<S>>,
  ): Promise<Answer<z.output<S>>> {
    if (!cache) return read(key, schema, load);
    const hit = cache.get(key) ?? reading.get(key);
    if (hit) return hit as Promise<Answer<z.output<S>>> | Answer<z.output<S>>;
    const pending = read(key, schema, load).finally(() => reading.delete(key));
    reading.set(key, pending);
    return pending;
  }

  /** Forgets every answer, and the reads under way: they may predate a catalogue change. */
  function clear() {
    cache?.clear();
    reading.clear();
  }

  return Object.assign(answer, { clear });
}
