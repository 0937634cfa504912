/**
 * Tells the catalogue's readers that an admin changed products or categories, so the in-memory
 * copy and the answer cache stop answering from before the change at once (issue 19: a change
 * shows in the store within a second), instead of when their time-to-live runs out. One per app.
 */
export type CatalogueChanges = {
  /** Called after a write to the catalogue has committed. */
  changed(): void;
  /** Runs the listener after every change; answers a function that removes it. */
  onChange(listener: () => void): () => void;
};

export function createCatalogueChanges(): CatalogueChanges {
  const listeners = new Set<() => void>();
  return {
    changed() {
      for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
