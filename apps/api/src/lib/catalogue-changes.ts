import { ALL, type ChangeFeed } from '../db/notify';

/**
 * Tells the catalogue's readers that an admin changed products or categories, so the in-memory
 * copy and the answer cache stop answering from before the change at once (issue 19: a change
 * shows in the store within a second), instead of when their time-to-live runs out. One per app.
 */
export type CatalogueChanges = {
  /**
   * Called after a write to the catalogue has committed. `productIds`: only these products'
   * fields changed (an edit of price, stock, texts or image), so readers may re-read just them;
   * left out, anything may have changed (new or deactivated products, categories, an import).
   */
  changed(productIds?: number[]): Promise<void>;
  /**
   * Runs the listener after every change; answers a function that removes it. What the listener
   * returns is awaited by changed(), so a write answers once readers show it.
   */
  onChange(listener: Listener): () => void;
};
type Listener = (productIds?: number[]) => unknown;

/** A message's product ids; `all` (or anything unreadable) means anything may have changed. */
function idsOf(payload: string): number[] | undefined {
  if (payload === ALL) return undefined;
  const ids = payload === '' ? [] : payload.split(',').map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : undefined;
}

/**
 * With a change feed (PostgreSQL), every other API process hears of a change within a second
 * (issue 24, decision 014): changed() tells them while this process's readers catch up, and their
 * readers patch or drop their copies alike; after the feed lost its connection, they drop them.
 */
export function createCatalogueChanges(feed?: ChangeFeed): CatalogueChanges {
  const listeners = new Set<Listener>();
  const tell = (productIds?: number[]) => Promise.all([...listeners].map((listener) => listener(productIds)));
  feed?.subscribe('catalogue', (payload) => tell(idsOf(payload)));
  feed?.onResync(() => tell());
  return {
    async changed(productIds) {
      await Promise.all([
        tell(productIds),
        feed?.publish('catalogue', productIds ? productIds.join(',') : ALL),
      ]);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
