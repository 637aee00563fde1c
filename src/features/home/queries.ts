import { getAppRuntime } from '../../data/appBootstrap';
import type { QueryResult } from '../../data/useRxQuery';
import { useLiveQuery } from '../../data/useRxQuery';
import type { ArticleDoc } from '../../shared/schemas/articles.schema';
import type { GameDoc } from '../../shared/schemas/games.schema';
import type { FeaturedView } from './scores';
import { latestArticle$, recentFinalGames$, featuredScores$ } from './queries.live';
export { latestArticle$, recentFinalGames$, featuredScores$ } from './queries.live';

// Every query reads the local database and stays subscribed: the page renders
// what is already on the device at once (offline too), and moves by itself as
// the sync brings changes in. Only a first visit's cards wait: the server's first
// screen stands in until the first sync is done (homePreview.ts).


// `paused` while the server's first screen stands in during a first sync (homePreview.ts).
export const useLatestArticle = (paused = false): QueryResult<ArticleDoc | null> => useLiveQuery(latestArticle$, [], paused);
export const useRecentFinalGames = (paused = false): QueryResult<GameDoc[]> => useLiveQuery(recentFinalGames$, [], paused);
export const useFeaturedScores = (paused = false): QueryResult<FeaturedView[]> => useLiveQuery(featuredScores$, [], paused);

/** Asks the sync for a pull of everything now (the Refresh button, and the 30 s fallback). */
export function refreshFromServer(): void {
  getAppRuntime().then(
    (runtime) => runtime.sync.reconnect(),
    () => undefined,
  );
}
