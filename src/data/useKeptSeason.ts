import { useEffect, useState } from 'react';
import type { CollectionName } from '../shared/schemas/collections';
import { isSeasonScoped } from '../shared/seasonScope';
import { currentSeason, normalizeSeason } from '../shared/standings/season';
import { useDatabaseStatus } from './DatabaseProvider';
import { localStorageSeasonShelf } from './sync/seasonShelf';

const shelf = localStorageSeasonShelf();

/** Whether every season-scoped collection of `key` ('games,rosters@2025-26') has had that season stored on this device. */
function onShelf(key: string): boolean {
  const [names, season] = key.split('@');
  const kept = shelf.load();
  return names.split(',').every((name) => !isSeasonScoped(name) || kept.includes(`${name}@${season}`));
}

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
    // `key` names the collections and the season: the effect runs again when they change, not at every new array.
    const [names, season] = key.split('@');
    sync.keepSeason(names.split(',') as CollectionName[], season).then(
      () => !cancelled && setDone(key),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
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

  // A season stored here before (the shelf, read at once) is ready before the runtime has loaded:
  // a reload offline shows it, not a moment of 'not on this device'.
  if (!past || done === key || onShelf(key)) return 'ready';
  return online ? 'loading' : 'offline';
}
