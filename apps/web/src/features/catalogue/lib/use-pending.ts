import { useCallback, useRef, useState } from 'react';

/**
 * Runs one async action at a time and says whether it is running. Errors are swallowed: the
 * mutation hooks have already shown their toast, and the control just becomes usable again.
 */
export function usePending(): [boolean, (action: () => Promise<unknown>) => Promise<void>] {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action();
    } catch {
      // Reported by the mutation's own toast.
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return [pending, run];
}
