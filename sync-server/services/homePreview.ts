import type { ScheduleFirstScreen } from '../../src/shared/firstScreens';
import { SCHEDULE_PAGE_SIZE } from '../../src/shared/firstScreens';
import type { HomePreview } from '../../src/shared/homePreview';
import { HOME_SCORES_LIMIT, articleCreatedAt, byRecency, isNewerArticle } from '../../src/shared/homePreview';
import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { FeaturedScoreDoc } from '../../src/shared/schemas/featuredScores.schema';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { StandingsGame } from '../../src/shared/standings/tally';
import type { Couch, StoredDoc } from '../store/couch';
import { clientDoc } from '../store/couch';
import type { ChangesHub } from './changesHub';

const CHANGES_PAGE = 2_000;

/** What standings read of a stored game: a few short fields, not its notes or periods. */
function standingsGame(id: string, doc: StoredDoc): StandingsGame {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const score = doc.score as GameDoc['score'];
  return {
    id,
    sport: text(doc.sport) ?? '',
    status: doc.status as string,
    time: doc.time as string,
    homeSchoolId: text(doc.homeSchoolId),
    awaySchoolId: text(doc.awaySchoolId),
    homeSchoolName: text(doc.homeSchoolName),
    awayName: text(doc.awayName),
    score: { home: { final: score?.home?.final ?? null }, away: { final: score?.away?.final ?? null } },
  };
}
const WARM_DELAY_MS = 500;
const WATCHED: ReadonlySet<CollectionName> = new Set(['games', 'articles', 'featuredScores']);
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
 * GET /api/home's answer. The newest finals of a season (24,000 games at state scale) are
 * found without a scan per request: the service follows the games' and articles' `_changes`
 * from where it last read and keeps, per id, only what ranks them (a FINAL game's time, an
 * unarchived article's creation time). An answer then reads 10 games and one article by id.
 */
export function createHomePreview(deps: { couch: Couch; hub: ChangesHub }): HomePreviewService {
  /**
   * Every game's status and time, by id: what ranks the home page's finals and the schedule's
   * games; with its sport, sides and finals, what the standings' first screen counts.
   */
  const gameIndex = new Map<string, StandingsGame>();
  const articles = new Map<string, { id: string; createdAt: number }>();
  const since: Partial<Record<CollectionName, string | number>> = {};
  let answer: Promise<HomePreview> | null = null;
  let generation = 0;
  // One reader of the feeds at a time: two overlapping reads from the same point could apply an older state last.
  let reading: Promise<unknown> = Promise.resolve();

  /** Reads one collection's changes since the last read, page by page, into its ranking map. */
  async function catchUp(name: 'games' | 'articles'): Promise<void> {
    for (;;) {
      const page = await deps.couch.collection(name).changes({ since: since[name] ?? 0, include_docs: true, limit: CHANGES_PAGE });
      for (const row of page.results) {
        const doc = (row as { doc?: StoredDoc }).doc;
        if (row.id.startsWith('_design/')) continue;
        if (name === 'games') {
          if (!row.deleted && doc && typeof doc.status === 'string' && typeof doc.time === 'string') gameIndex.set(row.id, standingsGame(row.id, doc));
          else gameIndex.delete(row.id);
        } else if (!row.deleted && doc && doc.archived !== true) {
          articles.set(row.id, { id: row.id, createdAt: articleCreatedAt(doc as unknown as ArticleDoc) });
        } else {
          articles.delete(row.id);
        }
      }
      since[name] = page.last_seq;
      if (page.results.length < CHANGES_PAGE) return;
    }
  }

  async function byIds<T>(name: CollectionName, ids: readonly string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    const found = await deps.couch.collection(name).fetch({ keys: [...ids] });
    return found.rows.flatMap((row) => ('doc' in row && row.doc ? [clientDoc<T>(row.doc as StoredDoc)] : []));
  }

  function readFeeds(): Promise<unknown> {
    const read = reading.then(() => Promise.all([catchUp('games'), catchUp('articles')]));
    reading = read.catch(() => undefined);
    return read;
  }

  // The feeds are followed in the background too, so a first visit after a busy spell
  // (a season loaded, a night of scores) does not wait for them to be read.
  let warmTimer: ReturnType<typeof setTimeout> | undefined;
  function warm(): void {
    if (warmTimer || stopped) return;
    warmTimer = setTimeout(() => {
      warmTimer = undefined;
      readFeeds().catch(() => undefined);
    }, WARM_DELAY_MS);
    warmTimer.unref();
  }

  async function build(): Promise<HomePreview> {
    await readFeeds();
    const finals = [...gameIndex.values()].filter((game) => game.status === 'FINAL');
    const newestIds = finals.sort(byRecency).slice(0, HOME_SCORES_LIMIT).map((entry) => entry.id);
    let newestArticle: { id: string; createdAt: number } | null = null;
    for (const entry of articles.values()) if (isNewerArticle(entry, newestArticle)) newestArticle = entry;
    const featuredRows = await deps.couch.collection('featuredScores').list({ include_docs: true });
    const featuredScores = featuredRows.rows
      .flatMap((row) => (row.doc && !row.id.startsWith('_design/') ? [clientDoc<FeaturedScoreDoc>(row.doc as StoredDoc)] : []));
    const [games, article] = await Promise.all([
      byIds<GameDoc>('games', [...new Set([...newestIds, ...featuredScores.map((f) => f.gameId)])]),
      byIds<ArticleDoc>('articles', newestArticle ? [newestArticle.id] : []),
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
    await readFeeds();
    const now = Date.now();
    const from = new Date(now - 2 * DAY_MS).toISOString();
    const to = new Date(now + 2 * DAY_MS).toISOString();
    const live: string[] = [];
    const finals: string[] = [];
    const upcoming: { id: string; time: string }[] = [];
    for (const game of gameIndex.values()) {
      if (game.status === 'LIVE') live.push(game.id);
      else if (game.status === 'FINAL' && game.time >= from && game.time < to) finals.push(game.id);
      else if (game.status === 'UPCOMING') upcoming.push(game);
    }
    upcoming.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : 1));
    const first = upcoming.slice(0, SCHEDULE_PAGE_SIZE).map((game) => game.id);
    const read = new Map((await byIds<GameDoc>('games', [...live, ...finals, ...first])).map((game) => [game.id, game]));
    // Read by id after ranking: a game changed in between is checked again.
    const having = (ids: readonly string[], status: GameDoc['status']) =>
      ids.flatMap((id) => {
        const game = read.get(id);
        return game && game.status === status ? [game] : [];
      });
    return { live: having(live, 'LIVE'), finals: having(finals, 'FINAL'), upcoming: having(first, 'UPCOMING'), upcomingCount: upcoming.length };
  }
  let scheduleAnswer: { at: number; answer: Promise<ScheduleFirstScreen> } | null = null;

  function invalidate(collection: CollectionName): void {
    if (!WATCHED.has(collection)) return;
    generation += 1;
    answer = null;
    if (collection === 'games') scheduleAnswer = null;
    warm();
  }

  let stopped = false;
  const unsubscribe = deps.hub.subscribe((notice) => invalidate(notice.collection));
  warm();

  return {
    get() {
      if (!answer) {
        const built = generation;
        const next = build();
        answer = next;
        // A failed read is not kept; neither is one overtaken by a change while it was read.
        next.then(
          () => {
            if (generation !== built && answer === next) answer = null;
          },
          () => {
            if (answer === next) answer = null;
          },
        );
      }
      return answer;
    },
    schedule() {
      if (!scheduleAnswer || Date.now() - scheduleAnswer.at > SCHEDULE_MAX_AGE_MS) {
        // A change of games while it is read drops it (invalidate); a failed read is not kept either.
        const entry = { at: Date.now(), answer: buildSchedule() };
        scheduleAnswer = entry;
        entry.answer.catch(() => {
          if (scheduleAnswer === entry) scheduleAnswer = null;
        });
      }
      return scheduleAnswer.answer;
    },
    async standingsGames() {
      await readFeeds();
      return [...gameIndex.values()];
    },
    invalidate,
    stop() {
      stopped = true;
      clearTimeout(warmTimer);
      unsubscribe();
    },
  };
}
