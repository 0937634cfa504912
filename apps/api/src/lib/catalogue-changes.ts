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

export function createCatalogueChanges(): CatalogueChanges {
  const listeners = new Set<Listener>();
  return {
    async changed(productIds) {
      await Promise.all([...listeners].map((listener) => listener(productIds)));
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
