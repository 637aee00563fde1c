import type { FeaturedScoreDoc } from '../../shared/schemas/featuredScores.schema';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { byCodeUnits } from '../../shared/order';

// The home page's recency rules are shared with the server's first-screen answer (GET /api/home).
export { HOME_SCORES_LIMIT, mostRecent } from '../../shared/homePreview';

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
  /** The featured game, while it exists (its page is linked). */
  gameId?: string;
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
    .sort((a, b) => a.order - b.order || byCodeUnits(a.id, b.id))
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
        gameId: game.id,
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
