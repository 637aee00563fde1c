import { combineLatest, distinctUntilChanged, map, shareReplay, switchMap } from 'rxjs';
import type { Observable } from 'rxjs';
import type { GameDoc } from '../shared/schemas/games.schema';
import type { AppDatabase } from './database';
import { followsGame } from '../shared/calendarLinks';
import { resolvedSides, schoolIdsByName } from '../shared/gameSides';
import type { FollowedTeam } from '../shared/calendarLinks';
import { byCodeUnits } from '../shared/order';

/** The schools as the followed games are matched with them: id and name. */
export type SchoolName = Readonly<{ id: string; name: string }>;

/** A pattern that matches a name as `nameKey` compares them: trimmed, any letter case. */
const sameNamePattern = (name: string): string => `^\\s*${name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`;

/**
 * The games of the followed teams on this device (the home's My Teams card, /schedule's My Teams
 * filter), by time. Whose game it is, is the rule the calendar feeds and Web Push follow
 * (`followsGame` over `resolvedSides`): a school's id on either side, or a side typed as the
 * school's name. No index holds either, so this reads the season's games once per change, as
 * the school page does. `schools$`: every school (a name is the first school of that name's).
 */
export function followedGames$(
  db: AppDatabase,
  teams: readonly FollowedTeam[],
  schools$: Observable<readonly SchoolName[]> = db.schools.find().$,
): Observable<GameDoc[]> {
  const ids = [...new Set(teams.map((t) => t.school))];
  const sides$ = schools$.pipe(
    map((schools) => ({
      idByName: schoolIdsByName(schools),
      names: [...new Set(schools.filter((school) => ids.includes(school.id)).map((school) => school.name.trim().toLowerCase()))].sort(),
    })),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const games$ = sides$.pipe(
    map(({ names }) => names),
    distinctUntilChanged((a, b) => a.join('\u0000') === b.join('\u0000')),
    switchMap((names) => {
      const byName = names.flatMap((name) => {
        const pattern = { $regex: sameNamePattern(name), $options: 'i' };
        return [{ homeSchoolName: pattern }, { awayName: pattern }];
      });
      return db.games.find({ selector: { $or: [{ homeSchoolId: { $in: ids } }, { awaySchoolId: { $in: ids } }, ...byName] } }).$;
    }),
  );
  return combineLatest([games$, sides$]).pipe(
    map(([docs, { idByName }]) =>
      docs
        .map((doc) => doc.toMutableJSON())
        .filter((game) => followsGame(teams, resolvedSides(game, idByName)))
        .sort((a, b) => byCodeUnits(a.time, b.time) || byCodeUnits(a.id, b.id)),
    ),
  );
}
