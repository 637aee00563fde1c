import { useEffect, useState } from 'react';
import type { SchoolRef } from '../shared/schoolScope';
import type { CollectionName } from '../shared/schemas/collections';
import { ON_DEMAND_COLLECTIONS } from '../shared/schemas/collections';
import { isSeasonScoped } from '../shared/seasonScope';
import { currentSeason, normalizeSeason } from '../shared/standings/season';
import { useDatabaseStatus } from './DatabaseProvider';
import type { SyncHandle } from './sync/startSync';
import { localStorageSeasonShelf } from './sync/seasonShelf';

const shelf = localStorageSeasonShelf();

/**
 * 'ready': the documents are on the device. The current season always is (the sync replicates
 * it); a past season, and on a fan's device a school's rosters and stats, are read from the
 * server the first time they are shown, then kept and replicated, offline afterwards
 * (docs/design/sync.md §13, §18). 'loading' until that first read is stored; 'offline' when it
 * waits for a connection this device does not have.
 */
export type KeptSeason = 'ready' | 'loading' | 'offline';

/**
 * What `useKeptSeason` and `useKeptSchool` share: `key` names what is kept; `lanes` its lanes
 * on the shelf (none: nothing to keep); `keep` reads it from the server.
 */
function useKept(key: string, lanes: readonly string[], keep: (sync: SyncHandle) => Promise<void>): KeptSeason {
  const { sync } = useDatabaseStatus();
  const [done, setDone] = useState<string | null>(null);
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const needed = lanes.length > 0;

  useEffect(() => {
    if (!needed || !sync) return undefined;
    let cancelled = false;
    // `key` names what is kept: the effect runs again when it changes, not at every new function.
    keep(sync).then(
      () => !cancelled && setDone(key),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `keep`
  }, [sync, key, needed]);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  // Stored here before (the shelf, read at once): ready before the runtime has loaded, so a
  // reload offline shows it, not a moment of 'not on this device'.
  if (!needed || done === key) return 'ready';
  const kept = shelf.load();
  if (lanes.every((lane) => kept.includes(lane))) return 'ready';
  return online ? 'loading' : 'offline';
}

/** Whether the season of these collections is on this device (the current one always is). */
export function useKeptSeason(collections: readonly CollectionName[], season: string): KeptSeason {
  const { sync } = useDatabaseStatus();
  const wanted = normalizeSeason(season) ?? season;
  const past = wanted !== (sync?.currentSeason() ?? currentSeason());
  const lanes = past ? collections.filter(isSeasonScoped).map((name) => `${name}@${wanted}`) : [];
  return useKept(`${collections.join(',')}@${wanted}`, lanes, (handle) => handle.keepSeason(collections, wanted));
}

/**
 * Whether a school's rosters, player stats and credited lines of a season are on this device:
 * a signed-in device holds every school's; a fan's reads a school's when its page is first opened.
 */
export function useKeptSchool(school: SchoolRef, season: string): KeptSeason {
  const { sync } = useDatabaseStatus();
  const wanted = normalizeSeason(season) ?? season;
  const lanes = sync && !sync.schoolsOnDemand() ? [] : ON_DEMAND_COLLECTIONS.map((name) => `${name}@${wanted}#${school.id}`);
  return useKept(`${school.id}\u0000${school.name}@${wanted}`, lanes, (handle) => handle.keepSchool(school, wanted));
}
