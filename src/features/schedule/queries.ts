import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { QueryResult } from '../../data/useRxQuery';
import { useRxQuery } from '../../data/useRxQuery';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { queryWindow } from './scheduleRules';

/**
 * The games /schedule can show around `now`: every LIVE or UPCOMING game, and
 * the games of today (with a day's margin). Live: a score entered courtside
 * reaches the fan's screen as soon as it syncs in.
 */
export function scheduleGames$(db: AppDatabase, now: number): Observable<GameDoc[]> {
  const { from, to } = queryWindow(now);
  return db.games
    .find({ selector: { $or: [{ status: { $in: ['LIVE', 'UPCOMING'] } }, { time: { $gte: from, $lt: to } }] } })
    .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON())));
}

/** Logos of the schools by id and by lower-case name, to draw each team's logo. */
export interface SchoolLogos {
  byId: ReadonlyMap<string, string>;
  byName: ReadonlyMap<string, string>;
}

export function schoolLogos$(db: AppDatabase): Observable<SchoolLogos> {
  return db.schools.find().$.pipe(
    map((docs) => {
      const byId = new Map<string, string>();
      const byName = new Map<string, string>();
      for (const doc of docs) {
        if (!doc.logoUrl) continue;
        byId.set(doc.id, doc.logoUrl);
        byName.set(doc.name.trim().toLowerCase(), doc.logoUrl);
      }
      return { byId, byName };
    }),
  );
}

/** `day` ('YYYY-MM-DD') renews the query's window at midnight. */
export function useScheduleGames(day: string): QueryResult<GameDoc[]> {
  return useRxQuery((db) => scheduleGames$(db, Date.now()), day);
}

export function useSchoolLogos(): QueryResult<SchoolLogos> {
  return useRxQuery(schoolLogos$);
}

/** A team's logo: its school's (by id, else by name), or undefined for the sport's default image. */
export function logoFor(logos: SchoolLogos | undefined, schoolId: string | undefined, name: string): string | undefined {
  if (!logos) return undefined;
  return (schoolId ? logos.byId.get(schoolId) : undefined) ?? logos.byName.get(name.trim().toLowerCase());
}
