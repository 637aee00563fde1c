/**
 * Standings as a device computes them from its own data: the season's games read through
 * the (status, time) index, a sport's `divisions` document and the schools' names, fed to the
 * shared `computeStandings`. Live: a FINAL synced in moves every table, record and leader
 * that reads it; offline the last synced games answer. /sports and the home page's leaders
 * both read it, so they cannot disagree (docs/design/standings.md).
 */
import { combineLatest, map, of, shareReplay, switchMap } from 'rxjs';
import type { Observable } from 'rxjs';
import { getSport, normalizeSportKey } from '../shared/catalog/sports';
import type { DivisionsDoc } from '../shared/schemas/divisions.schema';
import type { GameDoc } from '../shared/schemas/games.schema';
import type { DivisionStandings } from '../shared/standings/compute';
import { computeStandings } from '../shared/standings/compute';
import { memoizeByGames } from '../shared/standings/memo';
import { seasonIsoBounds } from '../shared/standings/season';
import type { StandingsGame } from '../shared/standings/tally';
import type { AppDatabase } from './database';

/**
 * A sport's games of a season, FINAL, LIVE and UPCOMING, each a range of the (sport, status, time)
 * index: one read per status and spelling of the sport (docs/product/rules.md §5: there are two), so another sport's
 * games are neither read nor compared, and a change to them does not answer again.
 */
export function sportSeasonGames$(db: AppDatabase, sport: string, season: string): Observable<GameDoc[]> {
  const { start, end } = seasonIsoBounds(season);
  const known = getSport(sport);
  const spellings = known ? [known.key, ...known.aliases] : [sport];
  const reads = spellings.flatMap((spelling) =>
    (['FINAL', 'LIVE', 'UPCOMING'] as const).map(
      (status) => db.games.find({ selector: { sport: spelling, status, time: { $gte: start, $lt: end } }, sort: [{ time: 'asc' }] }).$,
    ),
  );
  return combineLatest(reads).pipe(map((lists) => lists.flat().map((doc) => doc.toJSON() as GameDoc)));
}

/** School names by id: divisions list ids. */
export function schoolNames$(db: AppDatabase): Observable<ReadonlyMap<string, string>> {
  return db.schools.find().$.pipe(map((docs) => new Map(docs.map((doc) => [doc.id, doc.name]))));
}

interface ComputeArgs {
  games: readonly StandingsGame[];
  sport: string;
  season: string;
  setup: DivisionsDoc;
  names: ReadonlyMap<string, string>;
}

/**
 * `computeStandings` that runs again only when the sport's games, its set-up or a member's
 * name changed: another sport's score, a note or a roster edit returns the last tables.
 */
export function standingsCalculator(): (args: ComputeArgs) => DivisionStandings[] {
  return memoizeByGames<ComputeArgs, DivisionStandings[]>(
    ({ games, sport, season, setup, names }) => computeStandings({ games, sport, season, setup, teamNames: names }),
    (game, { sport }) => (normalizeSportKey(game.sport) ?? game.sport) === sport,
    ({ setup, names }) =>
      JSON.stringify([setup.divisions, setup.tiebreakers, setup.divisions.flatMap((d) => d.schoolIds.map((id) => names.get(id) ?? id))]),
  );
}

export interface SeasonStandings {
  /** The set-up of each sport that has one this season, by canonical sport key. */
  setups: ReadonlyMap<string, DivisionsDoc>;
  /** The computed tables of each of those sports. */
  standings: ReadonlyMap<string, DivisionStandings[]>;
}

/** One sport's computed standings in a season, from its set-up: /sports and each home leader slide. */
export function setupStandings$(db: AppDatabase, setup: DivisionsDoc, names$: Observable<ReadonlyMap<string, string>>): Observable<DivisionStandings[]> {
  const sport = normalizeSportKey(setup.sport) ?? setup.sport;
  const calculate = standingsCalculator();
  return combineLatest([sportSeasonGames$(db, sport, setup.season), names$]).pipe(
    map(([games, names]) => calculate({ games, sport, season: setup.season, setup, names })),
  );
}

/** Every sport's computed standings of one season (the home page's leaders). */
export function seasonStandings$(db: AppDatabase, season: string): Observable<SeasonStandings> {
  const names$ = schoolNames$(db).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  return db.divisions.find({ selector: { season } }).$.pipe(
    switchMap((docs) => {
      const setups = new Map(docs.map((doc) => [normalizeSportKey(doc.sport) ?? doc.sport, doc.toJSON() as DivisionsDoc]));
      if (setups.size === 0) return of({ setups, standings: new Map<string, DivisionStandings[]>() });
      const sports = [...setups.keys()];
      return combineLatest(sports.map((sport) => setupStandings$(db, setups.get(sport) as DivisionsDoc, names$))).pipe(
        map((tables) => ({ setups, standings: new Map(sports.map((sport, i) => [sport, tables[i]])) })),
      );
    }),
  );
}
