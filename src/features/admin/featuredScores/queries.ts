import { combineLatest, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import type { QueryResult } from '../../../data/useRxQuery';
import { useRxQuery } from '../../../data/useRxQuery';
import { scoreNumber } from '../../../shared/results';
import type { FeaturedScoreDoc } from '../../../shared/schemas/featuredScores.schema';
import { byFeaturedOrder, hasScore } from './featured';

export interface ScoredGameRow {
  id: string;
  sport: string;
  home: string;
  away: string;
  time: string;
  location: string;
  status: string;
  homeScore?: number;
  awayScore?: number;
  featured: boolean;
}

export interface FeaturedState {
  games: ScoredGameRow[];
  featured: FeaturedScoreDoc[];
}

/** Games with scores (newest first, each marked if featured) and the featured list in order, live. */
export function featuredState$(db: AppDatabase): Observable<FeaturedState> {
  return combineLatest([db.games.find().$, db.featuredScores.find().$]).pipe(
    map(([games, featuredDocs]) => {
      const featured = byFeaturedOrder(featuredDocs.map((doc) => doc.toMutableJSON()));
      const featuredIds = new Set(featured.map((f) => f.gameId));
      const rows = games
        .filter((game) => hasScore(game.status))
        .map((game) => ({
          id: game.id,
          sport: game.sport,
          home: game.homeSchoolName,
          away: game.awayName,
          time: game.time,
          location: game.location,
          status: game.status,
          homeScore: scoreNumber(game.score?.home?.final),
          awayScore: scoreNumber(game.score?.away?.final),
          featured: featuredIds.has(game.id),
        }))
        .sort((a, b) => b.time.localeCompare(a.time) || a.id.localeCompare(b.id));
      return { games: rows, featured };
    }),
  );
}

export function useFeaturedState(): QueryResult<FeaturedState> {
  return useRxQuery(featuredState$);
}
