import { combineLatest, map, of, switchMap } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import { schoolNames$, setupStandings$ } from '../../data/standingsQuery';
import { sameSport } from '../../shared/catalog/sports';
import type { DivisionsDoc } from '../../shared/schemas/divisions.schema';
import type { RankingDoc } from '../../shared/schemas/rankings.schema';
import type { TeamStatsDoc } from '../../shared/schemas/teamStats.schema';
import type { DivisionStandings } from '../../shared/standings/compute';
import { sameSeason } from '../../shared/standings/season';
import type { ImportedDivision } from './standings';
import { groupStandings, seasonsOf, unlinkMissingSchools } from './standings';
import { liveQuery } from '../../data/liveQuery';

/** A sport's standings rows of every season, live: a result an admin enters elsewhere moves the table by itself. */
export const teamStatsForSport$ = liveQuery('teamStatsForSport', function teamStatsForSport$(db: AppDatabase, sportKey: string): Observable<TeamStatsDoc[]> {
  return db.teamStats.find().$.pipe(
    map((docs) => docs.map((doc) => doc.toMutableJSON()).filter((doc) => sameSport(doc.sport, sportKey))),
  );
});

/** A sport's power ranking entries (the rankings collection the admin edits), live. */
export const rankingsForSport$ = liveQuery('rankingsForSport', function rankingsForSport$(db: AppDatabase, sportKey: string): Observable<RankingDoc[]> {
  return db.rankings.find().$.pipe(
    map((docs) => docs.map((doc) => doc.toMutableJSON()).filter((doc) => sameSport(doc.sport, sportKey))),
  );
});

/** What the standings part of /sports shows for one sport and season. */
export type StandingsView =
  /** Computed from the season's FINAL games and its set-up (the normal case). */
  | { source: 'computed'; setup: DivisionsDoc; divisions: DivisionStandings[] }
  /** A past season with no set-up: the rows the association entered by hand. */
  | { source: 'imported'; divisions: ImportedDivision[] }
  | { source: 'none' };

export interface SportStandings {
  view: StandingsView;
  /** The picker's seasons, newest first. */
  seasons: string[];
}

/**
 * A sport's standings in a season, live: computed when the season has a set-up (a
 * `divisions` document), else last seasons' imported rows, else nothing.
 */
export const sportStandings$ = liveQuery('sportStandings', function sportStandings$(db: AppDatabase, sportKey: string, season: string): Observable<SportStandings> {
  const setups$ = db.divisions.find().$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as DivisionsDoc).filter((doc) => sameSport(doc.sport, sportKey))));
  return combineLatest([setups$, teamStatsForSport$(db, sportKey)]).pipe(
    switchMap(([setups, imported]): Observable<SportStandings> => {
      const seasons = seasonsOf([...setups, ...imported], season);
      const setup = setups.find((doc) => sameSeason(doc.season, season));
      if (setup) {
        return setupStandings$(db, setup, schoolNames$(db)).pipe(map((divisions) => ({ seasons, view: { source: 'computed', setup, divisions } })));
      }
      const grouped = groupStandings(imported, season);
      if (!grouped.some((d) => d.rows.length > 0)) return of({ seasons, view: { source: 'none' } });
      return schoolNames$(db).pipe(map((names) => ({ seasons, view: { source: 'imported', divisions: unlinkMissingSchools(grouped, names) } })));
    }),
  );
});
