import type { AppDatabase } from '../../../data/database';
import { validateBusinessRules } from '../../../shared/rules';
import type { FeaturedScoreDoc } from '../../../shared/schemas/featuredScores.schema';
import { featuredFromGame, hasScore, nextFeaturedOrder } from './featured';

/**
 * Features a LIVE or FINAL game on the home page, in the local database first.
 * Refuses a game without a score or one already featured (the button says 'Already Featured').
 */
export async function featureGame(db: AppDatabase, gameId: string, updatedBy: string, now = Date.now()): Promise<FeaturedScoreDoc> {
  const game = await db.games.findOne(gameId).exec();
  if (!game) throw new Error('This game no longer exists.');
  if (!hasScore(game.status)) throw new Error('Only LIVE or FINAL games can be featured.');
  const featured = await db.featuredScores.find().exec();
  if (featured.some((f) => f.gameId === gameId)) throw new Error('This game is already featured.');
  const doc = featuredFromGame(game.toJSON(), nextFeaturedOrder(featured), updatedBy, now);
  const broken = validateBusinessRules('featuredScores', { ...doc });
  if (broken) throw new Error(broken.message);
  await db.featuredScores.insert(doc);
  return doc;
}

export async function removeFeatured(db: AppDatabase, id: string): Promise<void> {
  const doc = await db.featuredScores.findOne(id).exec();
  if (!doc) throw new Error('This featured score was already removed.');
  await doc.incrementalRemove();
}
