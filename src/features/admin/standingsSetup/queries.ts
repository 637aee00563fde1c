import { combineLatest, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import type { QueryResult } from '../../../data/useRxQuery';
import { useRxQuery } from '../../../data/useRxQuery';
import type { DivisionsDoc } from '../../../shared/schemas/divisions.schema';
import { schoolOptions$ } from '../shared/queries';
import type { SetupSchool } from './setupModel';

export interface StandingsSetupData {
  /** The sport's stored set-ups, one per season, newest season first. */
  setups: DivisionsDoc[];
  /** Every school with its sports in canonical spelling, by name. */
  schools: SetupSchool[];
}

/** Every season's set-up of one sport, live (a handful of small documents a sport). */
export function sportSetups$(db: AppDatabase, sport: string): Observable<DivisionsDoc[]> {
  return db.divisions.find({ selector: { sport } }).$.pipe(
    map((docs) => docs.map((doc) => doc.toMutableJSON()).sort((a, b) => b.season.localeCompare(a.season))),
  );
}

/** One query for the tab, so it has one loading and one error state. */
export function standingsSetup$(db: AppDatabase, sport: string): Observable<StandingsSetupData> {
  return combineLatest([sportSetups$(db, sport), schoolOptions$(db)]).pipe(map(([setups, schools]) => ({ setups, schools })));
}

export function useStandingsSetup(sport: string): QueryResult<StandingsSetupData> {
  return useRxQuery((db) => standingsSetup$(db, sport), sport);
}
