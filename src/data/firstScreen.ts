import { useEffect, useState } from 'react';
import { useSyncState } from './DatabaseProvider';
import { hasSyncedBefore } from './syncedBefore';

const asked = new Map<string, Promise<unknown>>();
/** Answers already in: a page rendered after one arrived paints it at once, not one effect later. */
const answered = new Map<string, unknown>();

/**
 * A first visit's page asks the server for its first screen (GET /api/first/…, announced by
 * the page's `Link: rel=preload`, so this fetch reuses the response already on its way) and
 * paints it while the local database is created and filled. A device that synced before
 * asks nothing: its own database answers. Offline or failed: null.
 */
function askFirstScreen(url: string): Promise<unknown> {
  let answer = asked.get(url);
  if (!answer) {
    answer = hasSyncedBefore()
      ? Promise.resolve(null)
      : fetch(url)
          .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
          .then((value) => {
            answered.set(url, value);
            return value;
          })
          .catch(() => null);
    asked.set(url, answer);
  }
  return answer;
}

/** The server's first screen of a page until this device's first sync is done; null before it answered, after, or when there is none. */
export function useFirstScreen<T>(url: string, parse: (value: unknown) => T | null): T | null {
  const { firstSyncDone } = useSyncState();
  const [value, setValue] = useState<T | null>(() => (answered.has(url) ? parse(answered.get(url)) : null));
  useEffect(() => {
    if (firstSyncDone) return undefined;
    let cancelled = false;
    void askFirstScreen(url).then((answer) => {
      if (!cancelled) setValue(parse(answer));
    });
    return () => {
      cancelled = true;
    };
  }, [url, parse, firstSyncDone]);
  return firstSyncDone ? null : value;
}
