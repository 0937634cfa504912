import { useEffect, useState } from 'react';
import { useUpdateListItem } from '../api/list-items';

/** Quick taps on plus or minus, or typing, settle into one update after this pause. */
const COMMIT_DELAY_MS = 400;

/**
 * A list item's quantity as the member sees it: a change shows at once and is saved after a short
 * pause, so five taps on plus make one request.
 */
export function useItemQuantity(listId: number, itemId: number, serverQuantity: number) {
  const update = useUpdateListItem();
  const { mutate } = update;
  const [draft, setDraft] = useState<number | null>(null);

  useEffect(() => {
    if (draft === null) return;
    if (draft === serverQuantity) {
      setDraft(null);
      return;
    }
    const timer = window.setTimeout(() => {
      mutate(
        { listId, itemId, quantity: draft },
        { onSettled: () => setDraft((current) => (current === draft ? null : current)) },
      );
    }, COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, serverQuantity, listId, itemId, mutate]);

  return {
    quantity: draft ?? serverQuantity,
    setQuantity: setDraft,
    saving: draft !== null || update.isPending,
  };
}
