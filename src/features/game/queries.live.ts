import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import type { TeamLogos } from '../../shared/gamePage';
import { gameTeams, logosOfTeams } from '../../shared/gamePage';
import type { GameDoc } from '../../shared/schemas/games.schema';
import type { SummaryEntry } from './summary';
import { liveQuery } from '../../data/liveQuery';

/** One game, live: a score synced in shows at once. Null when this device has no such game. */
export const game$ = liveQuery('game', function game$(db: AppDatabase, id: string): Observable<GameDoc | null> {
  return db.games.findOne(id).$.pipe(map((doc) => (doc ? doc.toMutableJSON() : null)));
});

export type Teams = Pick<GameDoc, 'homeSchoolId' | 'homeSchoolName' | 'awaySchoolId' | 'awayName'>;

/** A team's school by id, else by name (an opponent typed as free text): the rule the server's first screen follows too. */
export const teamLogos$ = liveQuery('teamLogos', function teamLogos$(db: AppDatabase, game: Teams): Observable<TeamLogos> {
  const ids = [game.homeSchoolId, game.awaySchoolId].filter((id): id is string => Boolean(id));
  return db.schools
    .find({ selector: { $or: [{ id: { $in: ids } }, { name: { $in: [game.homeSchoolName, game.awayName] } }] } })
    .$.pipe(map((docs) => logosOfTeams(gameTeams(game, docs))));
});

/** This device's own copy of a game's entries: a signed-in scorer's replicate (fans have none). */
export const localEntries$ = liveQuery('localEntries', function localEntries$(db: AppDatabase, gameId: string): Observable<SummaryEntry[]> {
  return db.scoreEntries.find({ selector: { gameId } }).$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON())));
});
