/**
 * A small in-process cache: entries expire after `ttlMs`, and past `max` entries the least
 * recently used one goes. `generation` guards against a slow read storing stale data: a reader
 * notes it before reading and passes it to set(), which refuses the entry if clear() or a
 * delete ran since.
 */
export type TtlCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V, generation?: number): void;
  clear(): void;
  /** Drops one entry; like clear(), refuses entries read before it. */
  delete(key: string): void;
  /** Drops the entries whose value passes the test; like clear(), refuses entries read before it. */
  deleteWhere(test: (value: V) => boolean): void;
  readonly generation: number;
  readonly size: number;
};

export function createTtlCache<V>({
  max,
  ttlMs,
  now = () => Date.now(),
}: {
  max: number;
  ttlMs: number;
  now?: () => number;
}): TtlCache<V> {
  const entries = new Map<string, { value: V; expires: number }>();
  let generation = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Map keeps insertion order: moving the key to the end marks it recently used.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, readAt = generation) {
      if (readAt !== generation) return;
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      if (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    delete(key) {
      generation += 1;
      entries.delete(key);
    },
    deleteWhere(test) {
      generation += 1;
      for (const [key, entry] of entries) if (test(entry.value)) entries.delete(key);
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
  };
}
