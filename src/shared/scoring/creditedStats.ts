import { playStatsFor } from '../catalog/playStats';
import { scoringFor } from '../catalog/scoring';
import type { PlayerGameLine, PlayerGameLinesDoc } from '../schemas/playerGameLines.schema';
import { seasonOf } from '../standings/season';
import type { CreditEntry } from './credits';
import { playerBox } from './credits';
import type { Team } from './score';

/**
 * Each team's player lines of a game from its credited plays, in the fields the sport takes
 * from plays (catalog playStats.ts): a player with none of them (a baseball hit) has no line.
 * The same entries give the same lines, whatever order they were read in.
 */
export function creditedStats(sport: string, entries: readonly CreditEntry[]): Record<Team, PlayerGameLine[]> {
  const stats = playStatsFor(sport);
  const values = new Map(scoringFor(sport).plays.map((p) => [p.key, p.value]));
  const box = playerBox(sport, entries);
  const linesOf = (team: Team): PlayerGameLine[] =>
    box[team].flatMap(({ player, plays }) => {
      const figures: Record<string, number> = {};
      for (const stat of stats) {
        const n = stat.plays.reduce((sum, key) => sum + (plays[key] ?? 0) * (stat.adds === 'value' ? (values.get(key) ?? 0) : 1), 0);
        if (n > 0) figures[stat.field] = n;
      }
      if (Object.keys(figures).length === 0) return [];
      return [{ ...(player.number ? { number: player.number } : {}), name: player.name.trim(), stats: figures }];
    });
  return { home: linesOf('home'), away: linesOf('away') };
}

/** What a game's lines need of the game: who plays, its sport and when. */
export interface LinesGame {
  id: string;
  sport: string;
  time: string;
  homeSchoolId?: string;
  homeSchoolName: string;
  awaySchoolId?: string;
  awayName: string;
}

export type GameLinesDraft = Omit<PlayerGameLinesDoc, 'createdAt' | 'updatedAt' | 'updatedBy'>;

export const gameLinesId = (gameId: string, team: Team): string => `${gameId}:${team}`;

/**
 * The derived documents of a game (schemas/playerGameLines.schema.ts): one per team with a
 * credited line, none for a team without. The server writes them; a team whose lines are
 * gone (a credit voided) has its document deleted.
 */
export function gameLinesDrafts(game: LinesGame, entries: readonly CreditEntry[]): Record<Team, GameLinesDraft | null> {
  const lines = creditedStats(game.sport, entries);
  const season = seasonOf(game.time);
  const draft = (team: Team): GameLinesDraft | null => {
    if (lines[team].length === 0) return null;
    const schoolId = team === 'home' ? game.homeSchoolId : game.awaySchoolId;
    return {
      id: gameLinesId(game.id, team),
      gameId: game.id,
      team,
      sport: game.sport,
      season,
      ...(schoolId ? { schoolId } : {}),
      schoolName: (team === 'home' ? game.homeSchoolName : game.awayName).trim(),
      players: lines[team],
    };
  };
  return { home: draft('home'), away: draft('away') };
}
