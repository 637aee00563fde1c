import { useEffect, useState } from 'react';
import type { CollectionName } from '../shared/schemas/collections';
import { currentSeason, normalizeSeason } from '../shared/standings/season';
import { useDatabaseStatus } from './DatabaseProvider';

/**
 * 'ready': the season's documents of these collections are on the device. The current season
 * always is (the sync replicates it); a past one is read from the server the first time it is
 * shown, then kept and replicated like the current one, offline afterwards
 * (docs/design/sync.md §13). 'loading' until its first read is stored; 'offline' when that
 * read waits for a connection this device does not have.
 */
export type KeptSeason = 'ready' | 'loading' | 'offline';

export function useKeptSeason(collections: readonly CollectionName[], season: string): KeptSeason {
  const { sync } = useDatabaseStatus();
  const wanted = normalizeSeason(season) ?? season;
  const key = `${collections.join(',')}@${wanted}`;
  const [done, setDone] = useState<string | null>(null);
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const current = sync?.currentSeason() ?? currentSeason();
  const past = wanted !== current;

  useEffect(() => {
    if (!past || !sync) return undefined;
    let cancelled = false;
    sync.keepSeason(collections, wanted).then(
      () => !cancelled && setDone(key),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
    // `key` names the collections and the season.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sync, key, past]);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  if (!past || done === key) return 'ready';
  return online ? 'loading' : 'offline';
}
