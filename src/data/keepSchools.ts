import type { Subscription } from 'rxjs';
import type { AppDatabase } from './database';
import type { SyncHandle } from './sync/startSync';

/** Where the followed teams' schools are read: this device's My Teams, or what a page sent its worker. */
export interface FollowedSchools {
  /** The followed teams' schools (their ids). */
  ids(): string[];
  /** Calls `listener` at every change; returns the stop. */
  subscribe(listener: () => void): () => void;
}

/**
 * A followed team's school is kept from the start (docs/design/sync.md §18): its rosters and stats
 * are on a fan's device before its page is first opened, offline too. Watches the followed teams
 * (a page's My Teams, keepFollowedSchools.ts, or what a page sent its worker) and the device's schools (a first visit's follow may name a school the
 * first sync has not stored yet); each school is kept once per season. Returns the stop.
 */
export function keepSchools(db: AppDatabase, sync: SyncHandle, followed: FollowedSchools): () => void {
  const asked = new Set<string>();
  let watching: Subscription | undefined;

  const follow = () => {
    watching?.unsubscribe();
    if (!sync.schoolsOnDemand() || db.closed) return;
    const ids = followed.ids();
    if (ids.length === 0) return;
    watching = db.schools.findByIds(ids).$.subscribe((schools) => {
      const season = sync.currentSeason();
      for (const [id, school] of schools) {
        const key = `${id}\u0000${school.name}\u0000${season}`;
        if (asked.has(key) || !sync.schoolsOnDemand()) continue;
        asked.add(key);
        // A failed first read is read again at the next start (the school is not on the shelf yet).
        sync.keepSchool({ id, name: school.name }, season).catch(() => asked.delete(key));
      }
    });
  };

  follow();
  const unsubscribe = followed.subscribe(follow);
  return () => {
    unsubscribe();
    watching?.unsubscribe();
  };
}
