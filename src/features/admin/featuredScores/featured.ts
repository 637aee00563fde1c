import { scoreNumber } from '../../../shared/results';
import type { FeaturedScoreDoc } from '../../../shared/schemas/featuredScores.schema';
import type { GameDoc, GameStatus } from '../../../shared/schemas/games.schema';

/** docs/product/rules.md §8: lists and the featured picker treat LIVE and FINAL as having scores. */
export function hasScore(status: string): boolean {
  return status === 'LIVE' || status === 'FINAL';
}

/** docs/product/rules.md §8: a new featured score's order is the list length plus 1. */
export function nextFeaturedOrder(featured: readonly unknown[]): number {
  return featured.length + 1;
}

/** One featured doc per game: two devices featuring a game offline merge into one entry. */
export function featuredIdFor(gameId: string): string {
  return `featured-${gameId}`;
}

type GameFields = Pick<GameDoc, 'id' | 'homeSchoolName' | 'awayName' | 'time' | 'location' | 'status' | 'score'>;

/** The snapshot docs/product/rules.md §8 stores: names, scores, the game's time as date, location, status (LIVE by default). */
export function featuredFromGame(game: GameFields, order: number, updatedBy: string, now: number): FeaturedScoreDoc {
  const status: GameStatus = game.status || 'LIVE';
  return {
    id: featuredIdFor(game.id),
    gameId: game.id,
    schoolName: game.homeSchoolName,
    opponent: game.awayName,
    homeScore: scoreNumber(game.score?.home?.final) ?? null,
    awayScore: scoreNumber(game.score?.away?.final) ?? null,
    date: game.time,
    location: game.location,
    status,
    order,
    createdAt: now,
    updatedAt: now,
    updatedBy,
  };
}

/** Featured entries in their order (docs/product/rules.md §11: order ascending); equal orders keep the older first. */
export function byFeaturedOrder<T extends { order: number; createdAt?: number; id: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.order - b.order || (a.createdAt ?? 0) - (b.createdAt ?? 0) || a.id.localeCompare(b.id));
}
