import { map, of, switchMap } from 'rxjs';
import type { Observable } from 'rxjs';
import { getAppRuntime } from '../../data/appBootstrap';
import type { AppDatabase } from '../../data/database';
import type { QueryResult } from '../../data/useRxQuery';
import { useRxQuery } from '../../data/useRxQuery';
import type { ArticleDoc } from '../../shared/schemas/articles.schema';
import type { GameDoc } from '../../shared/schemas/games.schema';
import type { LeaderSlide } from './leaders';
import { divisionLeaders } from './leaders';
import type { FeaturedView } from './scores';
import { featuredViews, mostRecent } from './scores';

// Every query reads the local database and stays subscribed: the page renders
// what is already on the device at once (offline too), and moves by itself as
// the sync brings changes in. Nothing waits for a full sync.

const createdAtOf = (doc: Pick<ArticleDoc, 'createdAt' | 'date'>) => doc.createdAt ?? (Date.parse(doc.date) || 0);

/** The newest article that is not archived, or null. */
export function latestArticle$(db: AppDatabase): Observable<ArticleDoc | null> {
  return db.articles.find({ selector: { archived: false } }).$.pipe(
    map((docs) => {
      let newest: (typeof docs)[number] | null = null;
      for (const doc of docs) {
        if (!newest || createdAtOf(doc) > createdAtOf(newest) || (createdAtOf(doc) === createdAtOf(newest) && doc.id > newest.id)) {
          newest = doc;
        }
      }
      return newest ? newest.toMutableJSON() : null;
    }),
  );
}

/** The 10 most recent FINAL games, newest first. Only those 10 are copied out of the database's documents. */
export function recentFinalGames$(db: AppDatabase): Observable<GameDoc[]> {
  return db.games
    .find({ selector: { status: 'FINAL' } })
    .$.pipe(map((docs) => mostRecent(docs).map((doc) => doc.toMutableJSON())));
}

/** The featured scores in order, each with its game's current score when the game is here. */
export function featuredScores$(db: AppDatabase): Observable<FeaturedView[]> {
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
}

export function divisionLeaders$(db: AppDatabase): Observable<LeaderSlide[]> {
  return db.teamStats.find().$.pipe(map((docs) => divisionLeaders(docs.map((doc) => doc.toMutableJSON()))));
}

export const useLatestArticle = (): QueryResult<ArticleDoc | null> => useRxQuery(latestArticle$);
export const useRecentFinalGames = (): QueryResult<GameDoc[]> => useRxQuery(recentFinalGames$);
export const useFeaturedScores = (): QueryResult<FeaturedView[]> => useRxQuery(featuredScores$);
export const useDivisionLeaders = (): QueryResult<LeaderSlide[]> => useRxQuery(divisionLeaders$);

/** Asks the sync for a pull of everything now (the Refresh button, and the 30 s fallback). */
export function refreshFromServer(): void {
  getAppRuntime().then(
    (runtime) => runtime.sync.reconnect(),
    () => undefined,
  );
}
