import { useEffect, useState } from 'react';

/** The value, updated only after it has stopped changing for `delayMs` (spec: 500 ms searches, 300 ms typing). */
export function useDebounce<T>(value: T, delayMs = 500): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
