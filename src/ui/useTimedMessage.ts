import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself (docs/product/rules.md §10: success messages clear after 2 s). */
export function useTimedMessage(durationMs = 2000): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback(
    (next: string | null) => {
      window.clearTimeout(timer.current);
      setMessage(next);
      if (next) timer.current = window.setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [message, show];
}
