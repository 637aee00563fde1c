import { map, of, switchMap } from 'rxjs';
import type { Observable } from 'rxjs';
import type { AppDatabase } from '../../data/database';
import { articleCreatedAt, isNewerArticle } from '../../shared/homePreview';
import type { ArticleDoc } from '../../shared/schemas/articles.schema';
import type { GameDoc } from '../../shared/schemas/games.schema';
import type { FeaturedView } from './scores';
import { HOME_SCORES_LIMIT, featuredViews, mostRecent } from './scores';
import { liveQuery } from '../../data/liveQuery';

/** The newest article that is not archived, or null. */
export const latestArticle$ = liveQuery('latestArticle', function latestArticle$(db: AppDatabase): Observable<ArticleDoc | null> {
  return db.articles.find({ selector: { archived: false } }).$.pipe(
    map((docs) => {
      let newest: { id: string; createdAt: number; doc: (typeof docs)[number] } | null = null;
      for (const doc of docs) {
        const entry = { id: doc.id, createdAt: articleCreatedAt(doc), doc };
        if (isNewerArticle(entry, newest)) newest = entry;
      }
      return newest ? newest.doc.toMutableJSON() : null;
    }),
  );
});

const DAY_MS = 86_400_000;

/** Look-back windows for the latest finals, smallest first; null = the whole season. */
const FINALS_WINDOWS_DAYS = [7, 30, 120, null] as const;

/**
 * The 10 most recent FINAL games, newest first, read through the (status, time)
 * index: the games of the last week when there are enough of them, a wider window
 * only when there are not. (RxDB's IndexedDB storage walks an index one way only,
 * so 'newest first, stop after 10' would read every final of the season.)
 * Times are ISO strings, so their text order is time order.
 */
export const recentFinalGames$ = liveQuery('recentFinalGames', function recentFinalGames$(db: AppDatabase, now: number = Date.now()): Observable<GameDoc[]> {
  const inWindow = (index: number): Observable<GameDoc[]> => {
    const days = FINALS_WINDOWS_DAYS[index];
    const selector = days === null ? { status: 'FINAL' as const } : { status: 'FINAL' as const, time: { $gte: new Date(now - days * DAY_MS).toISOString() } };
    return db.games.find({ selector, sort: [{ time: 'asc' }] }).$.pipe(
      switchMap((docs) =>
        docs.length >= HOME_SCORES_LIMIT || index === FINALS_WINDOWS_DAYS.length - 1
          ? of(mostRecent(docs).map((doc) => doc.toMutableJSON()))
          : inWindow(index + 1),
      ),
    );
  };
  return inWindow(0);
});

/** The featured scores in order, each with its game's current score when the game is here. */
export const featuredScores$ = liveQuery('featuredScores', function featuredScores$(db: AppDatabase): Observable<FeaturedView[]> {
  return db.featuredScores.find().$.pipe(
    switchMap((docs) => {
      const featured = docs.map((doc) => doc.toMutableJSON());
      if (featured.length === 0) return of<FeaturedView[]>([]);
      return db.games.findByIds([...new Set(featured.map((f) => f.gameId))]).$.pipe(
        map((found) => {
          const games = new Map<string, GameDoc>();
          for (const [id, doc] of found) games.set(id, doc.toMutableJSON());
          return featuredViews(featured, games);
        }),
      );
    }),
  );
});
