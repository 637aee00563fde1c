import type { ArticleFirstScreen } from '../../src/shared/articlePage';
import type { GameFirstScreen } from '../../src/shared/gamePage';
import { gameTeams } from '../../src/shared/gamePage';
import type { SchoolFirstScreen } from '../../src/shared/schoolPage';
import type { ArticlesFirstScreen, ScheduleDayFirstScreen, ScheduleFirstScreen, SchoolsFirstScreen } from '../../src/shared/firstScreens';
import { FIRST_ARTICLES_LIMIT, SCHEDULE_PAGE_SIZE, articleListTime, newestFirst, scheduleDayWindow } from '../../src/shared/firstScreens';
import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import { byCodeUnits } from '../../src/shared/order';
import { documentSeason } from '../../src/shared/seasonScope';
import { currentSeason, seasonOf } from '../../src/shared/standings/season';
import { normalizeSportKey, sameSport } from '../../src/shared/catalog/sports';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import type { Couch, StoredDoc } from '../store/couch';
import { clientDoc, statusOf } from '../store/couch';
import type { ChangesHub } from './changesHub';
import type { GamesFeed } from './gamesFeed';
import { createKeptAnswers } from './keptAnswers';

export interface FirstScreens {
  schools(): Promise<SchoolsFirstScreen>;
  articles(): Promise<ArticlesFirstScreen>;
  /** /articles/{id}'s first screen: the article, or null when there is none of that id. */
  article(id: string): Promise<ArticleFirstScreen | null>;
  /** /games/{id}'s first screen: the game and its two teams, or null when there is no game of that id. */
  game(id: string): Promise<GameFirstScreen | null>;
  /** /schools/{id}'s first screen: the school, this season's games it may play in and their schools, or null when there is no school of that id. */
  school(id: string): Promise<SchoolFirstScreen | null>;
  /**
   * /schedule's first screen, found in the server's feed of every game (gamesFeed.ts): of every
   * sport, or of one (/schedule?sport=…, any spelling of a catalog sport), or null for a sport the
   * catalog does not know.
   */
  schedule(sport?: string): Promise<ScheduleFirstScreen | null>;
  /** /schedule?date=YYYY-MM-DD's first screen (the LIVE games and that date's), or null when `date` is not a day. */
  scheduleDay(date: string): Promise<ScheduleDayFirstScreen | null>;
  /** A write through this server: the next answer includes it (the hub's notice may come later). */
  invalidate(collection: CollectionName): void;
  stop(): void;
}

const MAX_KEPT_ARTICLES = 500;
/** The schedule's order: time as stored, then id (the page's queries sort the same way). */
const byTimeThenId = (a: { time: string; id: string }, b: { time: string; id: string }): number => byCodeUnits(a.time, b.time) || byCodeUnits(a.id, b.id);
const MAX_KEPT_GAMES = 1000;
const MAX_KEPT_SCHOOLS = 500;
/** Days of the schedule kept (a shared link names one; the date strip walks a few around it). */
const MAX_KEPT_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The schedule's FINAL games are those of two days either side of the time it was read: it is read again after this long. */
const SCHEDULE_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The answers of GET /api/first/schools, /api/first/articles, /api/first/schedule, and of an
 * article's and a game's own page (/api/first/article/{id}, /api/first/game/{id}). Each is built
 * once and kept until a collection it reads changes (`keptAnswers.ts`), so a crowd opening the same
 * page costs one read. Schools and articles are small (400 schools, 500 articles at state scale): a
 * whole read is simpler than following a feed. The schedule's games are found in the server's feed
 * of every game (`gamesFeed.ts`), then read by id.
 */
export function createFirstScreens(deps: { couch: Couch; hub: ChangesHub; feed: Pick<GamesFeed, 'read' | 'games' | 'byIds'> }): FirstScreens {
  async function readAll<T>(name: 'schools' | 'articles'): Promise<T[]> {
    const rows = await deps.couch.collection(name).list({ include_docs: true });
    return rows.rows.flatMap((row) => (row.doc && !row.id.startsWith('_design/') ? [clientDoc<T>(row.doc as StoredDoc)] : []));
  }

  /** A document as a device holds it, or null when the store has none of that id (or it was deleted). */
  async function readById<T>(name: 'articles' | 'games' | 'schools', id: string): Promise<T | null> {
    try {
      const doc = await deps.couch.collection(name).get(id);
      return doc._deleted ? null : clientDoc<T>(doc as StoredDoc);
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  const schools = createKeptAnswers({
    reads: ['schools'],
    hub: deps.hub,
    async build(): Promise<SchoolsFirstScreen> {
      const docs = await readAll<SchoolDoc>('schools');
      // Only what a card shows: a school's other fields stay for the sync.
      // Archived schools stay in (a game's logo, a calendar's name); the public lists leave them out (listedSchools).
      return { schools: docs.map(({ id, name, location, logoUrl, archived }) => ({ id, name, location, ...(logoUrl ? { logoUrl } : {}), ...(archived ? { archived: true } : {}) })) };
    },
  });
  const articles = createKeptAnswers({
    reads: ['articles'],
    hub: deps.hub,
    async build(): Promise<ArticlesFirstScreen> {
      // This season's, as a fan's device holds them (docs/design/sync.md §13): the count is the page's own.
      const season = currentSeason();
      const shown = (await readAll<ArticleDoc>('articles')).filter((doc) => doc.archived !== true && documentSeason('articles', doc as unknown as Record<string, unknown>) === season);
      const newest = newestFirst(shown.map((doc) => ({ id: doc.id, createdAt: articleListTime(doc), doc })));
      return { count: shown.length, articles: newest.slice(0, FIRST_ARTICLES_LIMIT).map((entry) => entry.doc) };
    },
  });

  /** Articles read by id for their own page, kept until articles change (at most MAX_KEPT_ARTICLES). */
  const byId = createKeptAnswers({
    reads: ['articles'],
    hub: deps.hub,
    maxKeys: MAX_KEPT_ARTICLES,
    async build(id: string): Promise<ArticleFirstScreen | null> {
      const article = await readById<ArticleDoc>('articles', id);
      return article && { article };
    },
  });

  /**
   * Games read by id for their own page (the link fans share, read by its link preview too:
   * pageMeta.ts), with their teams' logos from the schools' first screen: kept until games or
   * schools change (at most MAX_KEPT_GAMES).
   */
  const gameById = createKeptAnswers({
    reads: ['games', 'schools'],
    hub: deps.hub,
    maxKeys: MAX_KEPT_GAMES,
    async build(id: string): Promise<GameFirstScreen | null> {
      const game = await readById<GameDoc>('games', id);
      if (!game) return null;
      return { game, teams: gameTeams(game, (await schools.get(undefined)).schools) };
    },
  });

  /**
   * Schools read by id for their own page (a shared link), with this season's games they may play
   * in, found in the server's feed of every game as the page's query finds them (by id on either
   * side, or a side typed as the school's name), then read whole; and the schools those games name
   * (as a game's page finds a side's school), for their logos. Kept until schools or games change.
   */
  const schoolById = createKeptAnswers({
    reads: ['schools', 'games'],
    hub: deps.hub,
    maxKeys: MAX_KEPT_SCHOOLS,
    async build(id: string): Promise<SchoolFirstScreen | null> {
      const school = await readById<SchoolDoc>('schools', id);
      if (!school) return null;
      const { feed } = deps;
      await feed.read();
      const season = currentSeason();
      const ids: string[] = [];
      for (const game of feed.games()) {
        const plays = game.homeSchoolId === id || game.awaySchoolId === id || game.homeSchoolName === school.name || game.awayName === school.name;
        if (plays && documentSeason('games', game as unknown as Record<string, unknown>) === season) ids.push(game.id);
      }
      const games = (await feed.byIds<GameDoc>('games', ids)).sort(byTimeThenId);
      // Each side's school as a game's page finds it (gameTeams: by its id, else by the name typed).
      const all = (await schools.get(undefined)).schools;
      const named = new Set(games.flatMap((game) => Object.values(gameTeams(game, all)).map((team) => team.schoolId)));
      const opponents = all.flatMap(({ id: other, name, logoUrl }) => (other !== id && named.has(other) ? [{ id: other, name, ...(logoUrl ? { logoUrl } : {}) }] : []));
      const { name, location, logoUrl, sports } = school;
      return { school: { id, name, location, sports: [...sports], ...(logoUrl ? { logoUrl } : {}) }, games, opponents };
    },
  });

  /** The sports the schools play, read again only when a school changes (not at each score). */
  const schoolSports = createKeptAnswers({
    reads: ['schools'],
    hub: deps.hub,
    async build(): Promise<string[]> {
      return [...new Set((await readAll<SchoolDoc>('schools')).flatMap((school) => school.sports))];
    },
  });
  /**
   * The sports /schedule offers a filter for, as a fan's device finds them once synced: those of
   * the current season's games (the device holds that season) and those the schools play. In the
   * page's first screen, so the server's page and the device's show the same filters.
   */
  const filterSports = createKeptAnswers({
    reads: ['games', 'schools'],
    hub: deps.hub,
    async build(): Promise<string[]> {
      await deps.feed.read();
      const season = currentSeason();
      const sports = new Set(await schoolSports.get(undefined));
      for (const game of deps.feed.games()) if (seasonOf(game.time) === season) sports.add(game.sport);
      return [...sports].sort(byCodeUnits);
    },
  });

  /**
   * The LIVE games (of every sport: the page's live panel is not filtered), the FINAL games of two
   * days either side of now, the first UPCOMING games in the order of the page's query (time as
   * stored, then id) and their count; those of one sport when `sport` is a catalog key ('' for all).
   */
  const schedule = createKeptAnswers({
    // The schools too: the answer names the sports they play (filterSports).
    reads: ['games', 'schools'],
    hub: deps.hub,
    maxAgeMs: SCHEDULE_MAX_AGE_MS,
    async build(sport: string): Promise<ScheduleFirstScreen> {
      const { feed } = deps;
      await feed.read();
      const now = Date.now();
      const from = new Date(now - 2 * DAY_MS).toISOString();
      const to = new Date(now + 2 * DAY_MS).toISOString();
      const live: string[] = [];
      const finals: string[] = [];
      const upcoming: { id: string; time: string }[] = [];
      for (const game of feed.games()) {
        if (game.status === 'LIVE') live.push(game.id);
        else if (sport !== '' && !sameSport(game.sport, sport)) continue;
        else if (game.status === 'FINAL' && game.time >= from && game.time < to) finals.push(game.id);
        else if (game.status === 'UPCOMING') upcoming.push(game);
      }
      upcoming.sort(byTimeThenId);
      const first = upcoming.slice(0, SCHEDULE_PAGE_SIZE).map((game) => game.id);
      const read = new Map((await feed.byIds<GameDoc>('games', [...live, ...finals, ...first])).map((game) => [game.id, game]));
      // Read by id after ranking: a game changed in between is checked again.
      const having = (ids: readonly string[], status: GameDoc['status']) =>
        ids.flatMap((id) => {
          const game = read.get(id);
          return game && game.status === status && (status === 'LIVE' || sport === '' || sameSport(game.sport, sport)) ? [game] : [];
        });
      return { live: having(live, 'LIVE'), finals: having(finals, 'FINAL'), upcoming: having(first, 'UPCOMING'), upcomingCount: upcoming.length, sports: await filterSports.get(undefined) };
    },
  });

  /** A day of the date strip: the LIVE games and every other game of that date in any time zone (scheduleDayWindow), by time. */
  const scheduleDay = createKeptAnswers({
    reads: ['games', 'schools'],
    hub: deps.hub,
    maxKeys: MAX_KEPT_DAYS,
    async build(date: string): Promise<ScheduleDayFirstScreen> {
      const window = scheduleDayWindow(date);
      if (!window) throw new Error(`not a day: ${date}`);
      const { feed } = deps;
      await feed.read();
      const live: string[] = [];
      const games: { id: string; time: string }[] = [];
      for (const game of feed.games()) {
        if (game.status === 'LIVE') live.push(game.id);
        else if (game.time >= window.from && game.time < window.to) games.push(game);
      }
      games.sort(byTimeThenId);
      const read = await feed.byIds<GameDoc>('games', [...live, ...games.map((game) => game.id)]);
      // Read by id after sorting: a game changed in between is checked again.
      return {
        live: read.filter((game) => game.status === 'LIVE'),
        games: read.filter((game) => game.status !== 'LIVE' && game.time >= window.from && game.time < window.to),
        sports: await filterSports.get(undefined),
      };
    },
  });

  const kept = [schools, articles, byId, gameById, schoolById, schoolSports, filterSports, schedule, scheduleDay];
  return {
    schools: () => schools.get(undefined),
    articles: () => articles.get(undefined),
    article: (id) => byId.get(id),
    game: (id) => gameById.get(id),
    school: (id) => schoolById.get(id),
    // Kept by the sport's catalog key: every spelling of a sport shares one answer, an unknown one keeps nothing.
    schedule: (sport) => {
      if (sport === undefined) return schedule.get('');
      const key = normalizeSportKey(sport);
      return key ? schedule.get(key) : Promise.resolve(null);
    },
    // Only days are kept: a request for anything else keeps nothing in place of a day.
    scheduleDay: (date) => (scheduleDayWindow(date) ? scheduleDay.get(date) : Promise.resolve(null)),
    invalidate: (collection) => kept.forEach((answers) => answers.invalidate(collection)),
    stop: () => kept.forEach((answers) => answers.stop()),
  };
}
