import { useEffect, useState } from 'react';
import { useUpdateCartItem } from '../api/update-cart-item';

/** Quick taps on plus or minus, or typing, settle into one update after this pause. */
export const QUANTITY_COMMIT_DELAY_MS = 400;

/**
 * A cart line's quantity as the member sees it: changes show at once and are sent to the server
 * after a short pause, so five taps on plus make one request (and one 'Cart updated' toast).
 */
export function useLineQuantity(lineId: number, serverQuantity: number) {
  const update = useUpdateCartItem();
  const { mutate } = update;
  // The quantity chosen on screen and not yet confirmed by the server; null shows the server's.
  const [draft, setDraft] = useState<number | null>(null);

  useEffect(() => {
    if (draft === null) return;
    if (draft === serverQuantity) {
      setDraft(null);
      return;
    }
    const timer = window.setTimeout(() => {
      mutate(
        { id: lineId, quantity: draft },
        // Keep a newer choice made while this one was on its way.
        { onSettled: () => setDraft((current) => (current === draft ? null : current)) },
      );
    }, QUANTITY_COMMIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, serverQuantity, lineId, mutate]);

  return {
    quantity: draft ?? serverQuantity,
    setQuantity: setDraft,
    /** True while a change waits to be sent or is being sent. */
    saving: draft !== null || update.isPending,
  };
}
