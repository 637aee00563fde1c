import type { HomePreview } from '../../src/shared/homePreview';
import { HOME_SCORES_LIMIT, byRecency } from '../../src/shared/homePreview';
import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { FeaturedScoreDoc } from '../../src/shared/schemas/featuredScores.schema';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { Couch, StoredDoc } from '../store/couch';
import { clientDoc } from '../store/couch';
import type { ChangesHub } from './changesHub';
import type { GamesFeed } from './gamesFeed';
import { createKeptAnswers } from './keptAnswers';

export interface HomePreviewService {
  /** The current answer: built once, kept until games, articles or featured scores change. */
  get(): Promise<HomePreview>;
  /** A write through this server: its next answer includes it (the hub's notice may come later). */
  invalidate(collection: CollectionName): void;
  stop(): void;
}

/**
 * GET /api/home's answer (the home page's first screen): the newest finals and article, ranked by
 * the server's feed of games and articles (`gamesFeed.ts`), the featured scores, and a read of the
 * few documents they show; kept until what it reads changes (`keptAnswers.ts`).
 */
export function createHomePreview(deps: { couch: Couch; hub: ChangesHub; feed: GamesFeed }): HomePreviewService {
  const { feed } = deps;

  async function build(): Promise<HomePreview> {
    await feed.read();
    const finals = [...feed.games()].filter((game) => game.status === 'FINAL');
    const newestIds = finals.sort(byRecency).slice(0, HOME_SCORES_LIMIT).map((entry) => entry.id);
    const newestArticle = feed.newestArticle();
    const featuredRows = await deps.couch.collection('featuredScores').list({ include_docs: true });
    const featuredScores = featuredRows.rows
      .flatMap((row) => (row.doc && !row.id.startsWith('_design/') ? [clientDoc<FeaturedScoreDoc>(row.doc as StoredDoc)] : []));
    const [games, article] = await Promise.all([
      feed.byIds<GameDoc>('games', [...new Set([...newestIds, ...featuredScores.map((f) => f.gameId)])]),
      feed.byIds<ArticleDoc>('articles', newestArticle ? [newestArticle.id] : []),
    ]);
    const byId = new Map(games.map((game) => [game.id, game]));
    return {
      // Read by id after ranking: a game changed in between is checked again.
      finals: newestIds.flatMap((id) => {
        const game = byId.get(id);
        return game && game.status === 'FINAL' ? [game] : [];
      }),
      featuredScores,
      featuredGames: featuredScores.flatMap((f) => byId.get(f.gameId) ?? []),
      article: article[0] ?? null,
    };
  }

  const home = createKeptAnswers({ reads: ['games', 'articles', 'featuredScores'], hub: deps.hub, build });
  return { get: () => home.get(undefined), invalidate: home.invalidate, stop: home.stop };
}
