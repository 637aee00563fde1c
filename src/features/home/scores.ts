import type { FeaturedScoreDoc } from '../../shared/schemas/featuredScores.schema';
import type { GameDoc } from '../../shared/schemas/games.schema';

/** SPEC §9: the home page lists the 10 most recent FINAL games. */
export const HOME_SCORES_LIMIT = 10;

const timeOf = (time: string) => {
  const t = Date.parse(time);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

/** The newest `limit` games by game time, newest first; the id keeps equal times in a stable order. */
export function mostRecent<T extends { id: string; time: string }>(games: readonly T[], limit = HOME_SCORES_LIMIT): T[] {
  return [...games].sort((a, b) => timeOf(b.time) - timeOf(a.time) || a.id.localeCompare(b.id)).slice(0, limit);
}

type ScoreCell = number | string | null | undefined;

/** A final score as shown: the number (or a time for cross country), or an en dash when none was entered. */
export function scoreText(value: ScoreCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '–';
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : '–';
}

/** Which side won by the final score, for emphasis; null for a tie or a missing score. */
export function winningSide(home: ScoreCell, away: ScoreCell, lowerWins: boolean): 'home' | 'away' | null {
  const h = typeof home === 'number' ? home : Number.NaN;
  const a = typeof away === 'number' ? away : Number.NaN;
  if (Number.isNaN(h) || Number.isNaN(a) || h === a) return null;
  return (h > a) !== lowerWins ? 'home' : 'away';
}

/** A featured game as the home page shows it. */
export interface FeaturedView {
  id: string;
  home: string;
  away: string;
  homeScore: ScoreCell;
  awayScore: ScoreCell;
  status: GameDoc['status'];
  time?: string;
  location?: string;
  sport?: string;
}

/**
 * Featured scores in the admin's order. The featured document keeps a
 * snapshot of its game; while the game exists locally its current score and
 * status win, so a featured LIVE game moves with the scoreboard.
 */
export function featuredViews(
  featured: readonly FeaturedScoreDoc[],
  games: ReadonlyMap<string, GameDoc>,
): FeaturedView[] {
  return [...featured]
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map((item) => {
      const game = games.get(item.gameId);
      if (!game) {
        return {
          id: item.id,
          home: item.schoolName,
          away: item.opponent,
          homeScore: item.homeScore,
          awayScore: item.awayScore,
          status: item.status,
          time: item.date || undefined,
          location: item.location || undefined,
        };
      }
      return {
        id: item.id,
        home: game.homeSchoolName,
        away: game.awayName,
        homeScore: game.score?.home?.final,
        awayScore: game.score?.away?.final,
        status: game.status,
        time: game.time,
        location: game.location,
        sport: game.sport,
      };
    });
}
