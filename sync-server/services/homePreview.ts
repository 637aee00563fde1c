import type { ScheduleFirstScreen } from '../../src/shared/firstScreens';
import { SCHEDULE_PAGE_SIZE } from '../../src/shared/firstScreens';
import type { HomePreview } from '../../src/shared/homePreview';
import { HOME_SCORES_LIMIT, byRecency } from '../../src/shared/homePreview';
import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { FeaturedScoreDoc } from '../../src/shared/schemas/featuredScores.schema';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { StandingsGame } from '../../src/shared/standings/tally';
import type { Couch, StoredDoc } from '../store/couch';
import { clientDoc } from '../store/couch';
import type { ChangesHub } from './changesHub';
import { createGamesFeed } from './gamesFeed';
import { createKeptAnswers } from './keptAnswers';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The schedule's FINAL games are those of two days either side of the time it was read: it is read again after this long. */
const SCHEDULE_MAX_AGE_MS = 60 * 60 * 1000;

export interface HomePreviewService {
  /** The current answer: built once, kept until games, articles or featured scores change. */
  get(): Promise<HomePreview>;
  /** GET /api/first/schedule's answer, from the same feed of games: kept until games change (at most an hour). */
  schedule(): Promise<ScheduleFirstScreen>;
  /** Every game as standings read it (sides, status, time, finals), from the same feed: no read of whole documents. */
  standingsGames(): Promise<StandingsGame[]>;
  /** A write through this server: its next answer includes it (the hub's notice may come later). */
  invalidate(collection: CollectionName): void;
  stop(): void;
}

/**
 * GET /api/home's and GET /api/first/schedule's answers, built from the feed of games and
 * articles (`gamesFeed.ts`: what ranks them, by id) and a read of the few documents they show,
 * each kept until what it reads changes (`keptAnswers.ts`).
 */
export function createHomePreview(deps: { couch: Couch; hub: ChangesHub }): HomePreviewService {
  const feed = createGamesFeed(deps.couch);

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

  /** The schedule's first screen; UPCOMING games in the order of the page's query (time as stored, then id). */
  async function buildSchedule(): Promise<ScheduleFirstScreen> {
    await feed.read();
    const now = Date.now();
    const from = new Date(now - 2 * DAY_MS).toISOString();
    const to = new Date(now + 2 * DAY_MS).toISOString();
    const live: string[] = [];
    const finals: string[] = [];
    const upcoming: { id: string; time: string }[] = [];
    for (const game of feed.games()) {
      if (game.status === 'LIVE') live.push(game.id);
      else if (game.status === 'FINAL' && game.time >= from && game.time < to) finals.push(game.id);
      else if (game.status === 'UPCOMING') upcoming.push(game);
    }
    upcoming.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : 1));
    const first = upcoming.slice(0, SCHEDULE_PAGE_SIZE).map((game) => game.id);
    const read = new Map((await feed.byIds<GameDoc>('games', [...live, ...finals, ...first])).map((game) => [game.id, game]));
    // Read by id after ranking: a game changed in between is checked again.
    const having = (ids: readonly string[], status: GameDoc['status']) =>
      ids.flatMap((id) => {
        const game = read.get(id);
        return game && game.status === status ? [game] : [];
      });
    return { live: having(live, 'LIVE'), finals: having(finals, 'FINAL'), upcoming: having(first, 'UPCOMING'), upcomingCount: upcoming.length };
  }

  const home = createKeptAnswers({ reads: ['games', 'articles', 'featuredScores'], build });
  const schedule = createKeptAnswers({ reads: ['games'], maxAgeMs: SCHEDULE_MAX_AGE_MS, build: buildSchedule });

  function invalidate(collection: CollectionName): void {
    home.invalidate(collection);
    schedule.invalidate(collection);
    if (collection === 'games' || collection === 'articles') feed.warm();
  }

  const unsubscribe = deps.hub.subscribe((notice) => invalidate(notice.collection));
  feed.warm();

  return {
    get: () => home.get(undefined),
    schedule: () => schedule.get(undefined),
    async standingsGames() {
      await feed.read();
      return [...feed.games()];
    },
    invalidate,
    stop() {
      feed.stop();
      unsubscribe();
    },
  };
}
