/**
 * Runs work for a set of keys after the earlier work of any of those keys in this process has
 * finished: one user's or address's flood waits in line behind itself, holding nothing (no hashing
 * slot, no database connection) that everyone else needs. Waits only point at earlier work, so
 * they cannot form a cycle.
 */
export function createKeyQueue() {
  const lastOf = new Map<string, Promise<void>>();
  return function inTurn<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    if (!keys.length) return work();
    const before = keys.map((key) => lastOf.get(key));
    const result = Promise.all(before).then(work);
    const done = result.then(
      () => undefined,
      () => undefined,
    );
    for (const key of keys) lastOf.set(key, done);
    // The map only holds keys with work waiting or running.
    void done.then(() => {
      for (const key of keys) if (lastOf.get(key) === done) lastOf.delete(key);
    });
    return result;
  };
}
