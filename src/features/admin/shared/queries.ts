import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import type { QueryResult } from '../../../data/useRxQuery';
import { useRxQuery } from '../../../data/useRxQuery';
import { normalizeSportKey } from '../../../shared/catalog/sports';
import { listedSchools } from '../../../shared/listedSchools';
import type { GameDoc } from '../../../shared/schemas/games.schema';

/** A game as the admin tabs read it: plain data, never an RxDocument. */
export type AdminGame = Readonly<GameDoc>;

export interface SchoolOption {
  id: string;
  name: string;
  /** Canonical sport keys, in the order they were added. */
  sports: readonly string[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * Every school by name, with its sports: the pickers of the games tabs. `listedOnly`: the pickers
 * of new entries (games, schedules, sports, stats), which leave archived schools out (issue 38);
 * the tabs that edit what exists (Edit Schedule, Activity, Accounts) keep them.
 */
export function schoolOptions$(db: AppDatabase, listedOnly = false): Observable<SchoolOption[]> {
  return db.schools.find().$.pipe(
    map((docs) =>
      (listedOnly ? listedSchools(docs) : docs)
        .map((doc) => ({
          id: doc.id,
          name: doc.name,
          sports: [...new Set(doc.sports.map((s) => normalizeSportKey(s) ?? s))],
        }))
        .sort(byName),
    ),
  );
}

export function useSchoolOptions({ listedOnly = false }: { listedOnly?: boolean } = {}): QueryResult<SchoolOption[]> {
  return useRxQuery((db) => schoolOptions$(db, listedOnly), listedOnly ? 'listed' : 'all');
}

const nameKey = (name: string) => name.trim().toLowerCase();
const timeOf = (game: AdminGame) => {
  const t = Date.parse(game.time);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};
const byTime = (a: AdminGame, b: AdminGame) => timeOf(a) - timeOf(b) || a.id.localeCompare(b.id);

/** Whether the school plays in the game: by id, or by name where a side was typed as free text. */
export function isSchoolGame(game: AdminGame, school: { id: string; name: string }): boolean {
  if (game.homeSchoolId === school.id || game.awaySchoolId === school.id) return true;
  const key = nameKey(school.name);
  return (!game.homeSchoolId && nameKey(game.homeSchoolName) === key) || (!game.awaySchoolId && nameKey(game.awayName) === key);
}

export function isHomeGame(game: AdminGame, school: { id: string; name: string }): boolean {
  return game.homeSchoolId ? game.homeSchoolId === school.id : nameKey(game.homeSchoolName) === nameKey(school.name);
}

/** A school's games of one sport (either spelling), earliest first: its schedule. */
export function schoolSportGames$(db: AppDatabase, school: { id: string; name: string }, sport: string): Observable<AdminGame[]> {
  const key = normalizeSportKey(sport) ?? sport;
  return db.games
    .find({
      selector: {
        $or: [{ homeSchoolId: school.id }, { awaySchoolId: school.id }, { homeSchoolName: school.name }, { awayName: school.name }],
      },
    })
    .$.pipe(
      map((docs) =>
        docs
          .map((doc) => doc.toJSON() as AdminGame)
          .filter((game) => (normalizeSportKey(game.sport) ?? game.sport) === key && isSchoolGame(game, school))
          .sort(byTime),
      ),
    );
}

export function useSchoolSportGames(school: { id: string; name: string } | null, sport: string): QueryResult<AdminGame[]> {
  return useRxQuery(
    (db) => schoolSportGames$(db, school ?? { id: '', name: '' }, sport),
    school ? `${school.id}\u0000${school.name}\u0000${sport}` : '',
  );
}

/** LIVE games first, then UPCOMING, each earliest first: the Add Game manager's list. */
export function activeGames$(db: AppDatabase): Observable<AdminGame[]> {
  return db.games
    .find({ selector: { status: { $in: ['LIVE', 'UPCOMING'] } } })
    .$.pipe(
      map((docs) =>
        docs
          .map((doc) => doc.toJSON() as AdminGame)
          .sort((a, b) => (a.status === b.status ? byTime(a, b) : a.status === 'LIVE' ? -1 : 1)),
      ),
    );
}

export function useActiveGames(): QueryResult<AdminGame[]> {
  return useRxQuery(activeGames$);
}
