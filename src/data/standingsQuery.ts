/**
 * Standings as a device computes them from its own data: the season's games read through
 * the (status, time) index, a sport's `divisions` document and the schools' names, fed to the
 * shared `computeStandings`. Live: a FINAL synced in moves every table, record and leader
 * that reads it; offline the last synced games answer. /sports and the home page's leaders
 * both read it, so they cannot disagree (docs/standings.md).
 */
import { combineLatest, map } from 'rxjs';
import type { Observable } from 'rxjs';
import { normalizeSportKey } from '../shared/catalog/sports';
import type { DivisionsDoc } from '../shared/schemas/divisions.schema';
import type { GameDoc } from '../shared/schemas/games.schema';
import type { DivisionStandings } from '../shared/standings/compute';
import { computeStandings } from '../shared/standings/compute';
import { memoizeByGames } from '../shared/standings/memo';
import { seasonIsoBounds } from '../shared/standings/season';
import type { StandingsGame } from '../shared/standings/tally';
import type { AppDatabase } from './database';

/** Every game of a season, FINAL, LIVE and UPCOMING: three reads of the (status, time) index. */
export function seasonGames$(db: AppDatabase, season: string): Observable<GameDoc[]> {
  const { start, end } = seasonIsoBounds(season);
  const ofStatus = (status: GameDoc['status']) =>
    db.games.find({ selector: { status, time: { $gte: start, $lt: end } }, sort: [{ time: 'asc' }] }).$;
  return combineLatest([ofStatus('FINAL'), ofStatus('LIVE'), ofStatus('UPCOMING')]).pipe(
    map((lists) => lists.flat().map((doc) => doc.toJSON() as GameDoc)),
  );
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

/** Every sport's computed standings of one season (the home page's leaders). */
export function seasonStandings$(db: AppDatabase, season: string): Observable<SeasonStandings> {
  const calculators = new Map<string, ReturnType<typeof standingsCalculator>>();
  return combineLatest([seasonGames$(db, season), db.divisions.find({ selector: { season } }).$, schoolNames$(db)]).pipe(
    map(([games, docs, names]) => {
      const setups = new Map<string, DivisionsDoc>();
      const standings = new Map<string, DivisionStandings[]>();
      for (const doc of docs) {
        const sport = normalizeSportKey(doc.sport) ?? doc.sport;
        const setup = doc.toJSON() as DivisionsDoc;
        let calculate = calculators.get(sport);
        if (!calculate) calculators.set(sport, (calculate = standingsCalculator()));
        setups.set(sport, setup);
        standings.set(sport, calculate({ games, sport, season, setup, names }));
      }
      return { setups, standings };
    }),
  );
}
