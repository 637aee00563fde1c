import { describe, expect, it } from 'vitest';
import type { ArticlesFirstScreen, ScheduleDayFirstScreen, ScheduleFirstScreen, SchoolsFirstScreen } from '../../src/shared/firstScreens';
import type { GameFirstScreen } from '../../src/shared/gamePage';
import { gameTeams } from '../../src/shared/gamePage';
import type { SchoolFirstScreen } from '../../src/shared/schoolPage';
import { FIRST_ARTICLES_LIMIT, SCHEDULE_PAGE_SIZE, articleListTime, newestFirst } from '../../src/shared/firstScreens';
import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import { ALL_SPORT_SPELLINGS } from '../../src/shared/catalog/sports';
import { documentSeason } from '../../src/shared/seasonScope';
import { currentSeason } from '../../src/shared/standings/season';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { R, call, clientDocs, putAsAdmin, sampleDoc, serverForFile } from './server-helpers';

// GET /api/first/schools, /api/first/articles, /api/first/schedule and /api/first/game/{id}
// against the real server and store: what a first visit to those pages paints before its sync.
const ctx = serverForFile({ demoData: true });

const everything = <T>(collection: string): Promise<T[]> => clientDocs<T>(ctx.server.url, collection);

async function first<T>(page: 'schools' | 'articles' | 'schedule'): Promise<T> {
  const reply = await call(ctx.server.url, 'GET', `/api/first/${page}`);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.headers.get('cache-control')).toBe('no-cache');
  return reply.body as unknown as T;
}

/** A shared page's first screen for an id the store does not have. */
function expectNotFoundInJson(reply: Awaited<ReturnType<typeof call>>): void {
  expect(reply.status).toBe(404);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.body).toMatchObject({ error: 'not_found' });
}

const put = (collection: string, doc: Record<string, unknown>): Promise<void> => putAsAdmin(ctx, collection, doc);

/** This season's articles not archived: what a fan's device holds and /articles lists (docs/design/sync.md §13). */
const newestArticles = (docs: readonly ArticleDoc[]) =>
  newestFirst(
    docs
      .filter((doc) => doc.archived !== true && documentSeason('articles', doc as unknown as Record<string, unknown>) === currentSeason())
      .map((doc) => ({ id: doc.id, createdAt: articleListTime(doc) })),
  );

/** Today as a local 'YYYY-MM-DD': an article of this season. */
const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

describe('GET /api/first/schools', () => {
  it('answers anonymous readers with every school, only what a card shows', async () => {
    const answer = await first<SchoolsFirstScreen>('schools');
    const schools = await everything<SchoolDoc>('schools');
    expect(schools.length).toBeGreaterThan(5);
    expect(answer.schools.map((s) => s.id).sort()).toEqual(schools.map((s) => s.id).sort());
    for (const school of answer.schools) {
      const stored = schools.find((s) => s.id === school.id);
      expect(school).toEqual({ id: stored?.id, name: stored?.name, location: stored?.location, ...(stored?.logoUrl ? { logoUrl: stored.logoUrl } : {}) });
    }
  });

  it('shows a school added through the server at once, and forgets it once deleted', async () => {
    const id = `${R}first-school`;
    await put('schools', { ...sampleDoc('schools', id), name: 'Zephyr Cove High School' });
    expect((await first<SchoolsFirstScreen>('schools')).schools.find((s) => s.id === id)?.name).toBe('Zephyr Cove High School');
    const current = await call(ctx.server.url, 'GET', `/db/schools/${id}`, { token: ctx.token });
    const removed = await call(ctx.server.url, 'DELETE', `/db/schools/${id}?rev=${String(current.body._rev)}`, { token: ctx.token });
    expect(removed.status, removed.text).toBe(200);
    expect((await first<SchoolsFirstScreen>('schools')).schools.some((s) => s.id === id)).toBe(false);
  });
});

describe('GET /api/first/articles', () => {
  it('answers with how many articles are shown and the newest of them, newest first, whole', async () => {
    const answer = await first<ArticlesFirstScreen>('articles');
    const articles = await everything<ArticleDoc>('articles');
    const expected = newestArticles(articles);
    expect(answer.count).toBe(expected.length);
    expect(answer.articles.map((a) => a.id)).toEqual(expected.slice(0, FIRST_ARTICLES_LIMIT).map((a) => a.id));
    // Whole documents as clients read them: the modal opens on the first screen too.
    expect(answer.articles[0]).toEqual(articles.find((a) => a.id === answer.articles[0].id));
  });

  it('puts a new article first at once, and drops it when it is archived', async () => {
    const id = `${R}first-article`;
    const before = await first<ArticlesFirstScreen>('articles');
    const doc = { ...sampleDoc('articles', id), title: 'Snow day schedule', date: today(), createdAt: Date.now() + 60_000 };
    await put('articles', doc);
    const added = await first<ArticlesFirstScreen>('articles');
    expect(added.articles[0].id).toBe(id);
    expect(added.count).toBe(before.count + 1);
    expect(added.articles.length).toBeLessThanOrEqual(FIRST_ARTICLES_LIMIT);

    await put('articles', { ...doc, archived: true, updatedAt: Date.now() });
    const archived = await first<ArticlesFirstScreen>('articles');
    expect(archived.articles.some((a) => a.id === id)).toBe(false);
    expect(archived.count).toBe(before.count);
  });

  it('is read-only: writes are refused like any unknown API route', async () => {
    const reply = await call(ctx.server.url, 'POST', '/api/first/articles', { token: ctx.token, body: { count: 0, articles: [] } });
    expect(reply.status).toBe(404);
    expect((await first<ArticlesFirstScreen>('articles')).count).toBeGreaterThan(0);
  });
});

describe('GET /api/first/schedule', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const ids = (games: readonly GameDoc[]) => games.map((g) => g.id);

  it('names the sports the page offers a filter for, as a synced device finds them: the current season’s games’ and the schools’, in a day’s answer too', async () => {
    const season = currentSeason();
    const games = (await everything<GameDoc>('games')).filter((game) => documentSeason('games', game as unknown as Record<string, unknown>) === season);
    const schools = await everything<SchoolDoc>('schools');
    const expected = [...new Set([...games.map((game) => game.sport), ...schools.flatMap((school) => school.sports)])].sort();
    expect(expected.length).toBeGreaterThan(3);
    expect([...(await first<ScheduleFirstScreen>('schedule')).sports].sort()).toEqual(expected);
    const day = await call(ctx.server.url, 'GET', `/api/first/schedule?date=${games[0]!.time.slice(0, 10)}`);
    expect(day.status, day.text).toBe(200);
    expect([...(day.body as unknown as ScheduleDayFirstScreen).sports].sort()).toEqual(expected);

    // A school that names a sport as nobody else does (another spelling of the catalog's): it is offered at once.
    const newSport = ALL_SPORT_SPELLINGS.find((spelling) => !expected.includes(spelling));
    if (!newSport) return expect.unreachable('every spelling of the catalog is in use already');
    await put('schools', { ...sampleDoc('schools', `${R}sports`), sports: [newSport] });
    await expect.poll(async () => (await first<ScheduleFirstScreen>('schedule')).sports).toContain(newSport);
  });

  it("answers with every LIVE game, the FINAL games of two days either side of now, and the first page of UPCOMING games by time, whole", async () => {
    const answer = await first<ScheduleFirstScreen>('schedule');
    const games = await everything<GameDoc>('games');
    const now = Date.now();
    const upcoming = games.filter((g) => g.status === 'UPCOMING').sort((a, b) => a.time.localeCompare(b.time) || a.id.localeCompare(b.id));
    expect(upcoming.length).toBeGreaterThan(SCHEDULE_PAGE_SIZE);
    expect(answer.upcomingCount).toBe(upcoming.length);
    expect(ids(answer.upcoming)).toEqual(ids(upcoming.slice(0, SCHEDULE_PAGE_SIZE)));
    expect(ids(answer.live).sort()).toEqual(ids(games.filter((g) => g.status === 'LIVE')).sort());
    expect(answer.live.length).toBeGreaterThan(0);
    const near = games.filter((g) => g.status === 'FINAL' && Math.abs(Date.parse(g.time) - now) < 2 * DAY - 60_000);
    for (const game of near) expect(ids(answer.finals)).toContain(game.id);
    for (const game of answer.finals) expect(Math.abs(Date.parse(game.time) - now)).toBeLessThanOrEqual(2 * DAY + 60_000);
    expect(answer.live[0]).toEqual(games.find((g) => g.id === answer.live[0].id));
  });

  it('follows a game at once: UPCOMING first in line, then LIVE, then gone when deleted', async () => {
    const id = `${R}first-game`;
    const game = { ...sampleDoc('games', id), status: 'UPCOMING', time: new Date(Date.UTC(2000, 0, 1)).toISOString(), score: undefined };
    await put('games', game);
    const queued = await first<ScheduleFirstScreen>('schedule');
    expect(queued.upcoming[0].id).toBe(id);
    await put('games', { ...game, status: 'LIVE', updatedAt: Date.now() });
    const live = await first<ScheduleFirstScreen>('schedule');
    expect(ids(live.live)).toContain(id);
    expect(ids(live.upcoming)).not.toContain(id);
    expect(live.upcomingCount).toBe(queued.upcomingCount - 1);
    const current = await call(ctx.server.url, 'GET', `/db/games/${id}`, { token: ctx.token });
    expect((await call(ctx.server.url, 'DELETE', `/db/games/${id}?rev=${String(current.body._rev)}`, { token: ctx.token })).status).toBe(200);
    expect(ids((await first<ScheduleFirstScreen>('schedule')).live)).not.toContain(id);
  });
});

describe('GET /api/first/schedule?sport=', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const ids = (games: readonly { id: string }[]) => games.map((g) => g.id);
  const ofSport = async (sport: string) => {
    const reply = await call(ctx.server.url, 'GET', `/api/first/schedule?sport=${encodeURIComponent(sport)}`);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    return reply.body as unknown as ScheduleFirstScreen;
  };

  it("answers with every LIVE game, and that sport's FINAL games of two days either side of now and first page of UPCOMING games, in any spelling of it", async () => {
    // A soccer game spelled as public links spell it, first in line: the catalog's key finds it.
    const id = `${R}first-soccer`;
    await put('games', { ...sampleDoc('games', id), sport: 'boys-soccer', status: 'UPCOMING', time: new Date(Date.UTC(2000, 0, 2)).toISOString(), score: undefined });
    const games = await everything<GameDoc>('games');
    const now = Date.now();
    for (const [sport, spellings] of [['football', ['football']], ['soccer-boys', ['soccer-boys', 'boys-soccer']]] as const) {
      const upcoming = games
        .filter((g) => g.status === 'UPCOMING' && spellings.includes(g.sport as never))
        .sort((a, b) => a.time.localeCompare(b.time) || a.id.localeCompare(b.id));
      expect(upcoming.length, sport).toBeGreaterThan(0);
      for (const spelling of spellings) {
        const answer = await ofSport(spelling);
        expect(answer.upcomingCount, spelling).toBe(upcoming.length);
        expect(ids(answer.upcoming), spelling).toEqual(ids(upcoming.slice(0, SCHEDULE_PAGE_SIZE)));
        // The live panel is not filtered: every LIVE game, of any sport.
        expect(ids(answer.live).sort(), spelling).toEqual(ids(games.filter((g) => g.status === 'LIVE')).sort());
        const near = games.filter((g) => g.status === 'FINAL' && spellings.includes(g.sport as never) && Math.abs(Date.parse(g.time) - now) < 2 * DAY - 60_000);
        for (const game of near) expect(ids(answer.finals), spelling).toContain(game.id);
        for (const game of answer.finals) {
          expect(spellings, game.id).toContain(game.sport);
          expect(Math.abs(Date.parse(game.time) - now), game.id).toBeLessThanOrEqual(2 * DAY + 60_000);
        }
      }
    }
    expect((await ofSport('soccer-boys')).upcoming[0].id).toBe(id);
    expect(ids((await ofSport('football')).upcoming)).not.toContain(id);
    expect(new Set(games.filter((g) => g.status === 'LIVE').map((g) => g.sport)).size).toBeGreaterThan(1);
  });

  it('answers 400, saying what a sport must be, for one the catalog does not know', async () => {
    for (const sport of ['curling', '', 'All']) {
      const reply = await call(ctx.server.url, 'GET', `/api/first/schedule?sport=${encodeURIComponent(sport)}`);
      expect(reply.status, sport).toBe(400);
      expect(reply.body.reason, sport).toBe('sport must name a sport of the catalog');
    }
  });
});

describe('GET /api/first/schedule?date=', () => {
  const HOUR = 60 * 60 * 1000;
  const ids = (games: readonly { id: string }[]) => games.map((g) => g.id);
  const day = async (date: string) => call(ctx.server.url, 'GET', `/api/first/schedule?date=${encodeURIComponent(date)}`);

  it("answers with every LIVE game and every other game of that date in any time zone (14 hours before its UTC midnight to 36 after), by time, whole", async () => {
    // A date of its own, far from the demo's games: only this test's games are on it.
    const midnight = Date.UTC(2031, 2, 14);
    const at = (hours: number) => new Date(midnight + hours * HOUR).toISOString();
    const game = (name: string, hours: number, status: GameDoc['status']) => {
      const id = `${R}day-${name}`;
      return { ...sampleDoc('games', id), id, status, time: at(hours), ...(status === 'UPCOMING' ? { score: undefined } : {}) };
    };
    const inside = [game('kiritimati-morning', -14, 'FINAL'), game('noon', 12, 'UPCOMING'), game('samoa-evening', 35.9, 'UPCOMING')];
    const outside = [game('day-before', -14.1, 'FINAL'), game('day-after', 36, 'UPCOMING')];
    for (const doc of [...outside, ...inside]) await put('games', doc);

    const reply = await day('2031-03-14');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    const answer = reply.body as unknown as ScheduleDayFirstScreen;
    expect(ids(answer.games)).toEqual(ids(inside));
    expect(answer.games[1]).toEqual((await everything<GameDoc>('games')).find((g) => g.id === inside[1].id));
    const live = (await everything<GameDoc>('games')).filter((g) => g.status === 'LIVE');
    expect(live.length).toBeGreaterThan(0);
    expect(ids(answer.live).sort()).toEqual(ids(live).sort());

    // A game moved onto the day is in the next answer.
    await put('games', { ...outside[1], time: at(20), updatedAt: Date.now() });
    expect(ids(((await day('2031-03-14')).body as unknown as ScheduleDayFirstScreen).games)).toEqual(ids([inside[0], inside[1], outside[1], inside[2]]));
  });

  it('answers 400, saying what a date must be, for one that is not a day', async () => {
    for (const date of ['2031-02-30', 'yesterday', '2031-3-14', '']) {
      const reply = await day(date);
      expect(reply.status, date).toBe(400);
      expect(reply.body.reason, date).toBe('date must be a day written like 2026-11-28');
    }
  });
});

describe('GET /api/first/game/{id}', () => {
  const game = async (id: string) => call(ctx.server.url, 'GET', `/api/first/game/${encodeURIComponent(id)}`);

  it('answers 404 in JSON for a game that does not exist', async () => {
    expectNotFoundInJson(await game(`${R}no-such-game`));
  });

  it("answers with the game whole, as a fan's device holds it, and its two teams as the page shows them", async () => {
    const games = await everything<GameDoc>('games');
    const schools = await everything<SchoolDoc>('schools');
    const stored = games.find((g) => g.status === 'LIVE' && g.homeSchoolId && g.awaySchoolId);
    expect(stored).toBeDefined();
    const reply = await game(stored!.id);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    const answer = reply.body as unknown as GameFirstScreen;
    expect(answer.game).toEqual(stored);
    const school = (id?: string) => schools.find((s) => s.id === id);
    expect(answer.teams).toEqual({
      home: { name: stored!.homeSchoolName, schoolId: stored!.homeSchoolId, logoUrl: school(stored!.homeSchoolId)?.logoUrl },
      away: { name: stored!.awayName, schoolId: stored!.awaySchoolId, logoUrl: school(stored!.awaySchoolId)?.logoUrl },
    });
    expect(answer.teams.home.logoUrl).toMatch(/^data:image\//);
  });

  it("finds a side typed as a school's name, not one typed as free text; follows the game's and the schools' changes", async () => {
    const schools = await everything<SchoolDoc>('schools');
    const named = schools.find((s) => s.logoUrl);
    expect(named).toBeDefined();
    const id = `${R}first-game-page`;
    const doc = { ...sampleDoc('games', id), homeSchoolName: named!.name.toUpperCase(), awayName: 'Visiting Select XI', status: 'LIVE' };
    await put('games', doc);
    const answer = (await game(id)).body as unknown as GameFirstScreen;
    expect(answer.game.homeSchoolName).toBe(doc.homeSchoolName);
    expect(answer.teams).toEqual({ home: { name: doc.homeSchoolName, schoolId: named!.id, logoUrl: named!.logoUrl }, away: { name: 'Visiting Select XI' } });

    // A score written through the server is in the next answer at once.
    const current = (await call(ctx.server.url, 'GET', `/db/games/${id}`)).body as unknown as GameDoc;
    await put('games', { ...current, status: 'FINAL', updatedAt: current.updatedAt + 1 });
    expect(((await game(id)).body as unknown as GameFirstScreen).game.status).toBe('FINAL');

    // So is the school's new logo.
    const logo = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
    const school = (await call(ctx.server.url, 'GET', `/db/schools/${named!.id}`)).body;
    await put('schools', { ...school, logoUrl: logo, updatedAt: Date.now() });
    expect(((await game(id)).body as unknown as GameFirstScreen).teams.home.logoUrl).toBe(logo);

    // Deleted: gone.
    const stored = await call(ctx.server.url, 'GET', `/db/games/${id}`, { token: ctx.token });
    expect((await call(ctx.server.url, 'DELETE', `/db/games/${id}?rev=${String(stored.body._rev)}`, { token: ctx.token })).status).toBe(200);
    expect((await game(id)).status).toBe(404);
  });
});

describe('GET /api/first/school/{id}', () => {
  const school = async (id: string) => call(ctx.server.url, 'GET', `/api/first/school/${encodeURIComponent(id)}`);
  /** The games the page's own query finds for a school (by id on either side, or a side typed as its name), this season's. */
  const gamesOf = (games: readonly GameDoc[], s: Pick<SchoolDoc, 'id' | 'name'>) =>
    games.filter(
      (g) =>
        (g.homeSchoolId === s.id || g.awaySchoolId === s.id || g.homeSchoolName === s.name || g.awayName === s.name) &&
        documentSeason('games', g as unknown as Record<string, unknown>) === currentSeason(),
    );

  it('answers 404 in JSON for a school that does not exist', async () => {
    expectNotFoundInJson(await school(`${R}no-such-school`));
  });

  it("answers with the school, this season's games it plays in (whole, by time) and the schools they name, and follows a new game", async () => {
    const schools = await everything<SchoolDoc>('schools');
    const games = await everything<GameDoc>('games');
    const busiest = [...schools].sort((a, b) => gamesOf(games, b).length - gamesOf(games, a).length)[0];
    const expected = gamesOf(games, busiest);
    expect(expected.length).toBeGreaterThan(1);

    const reply = await school(busiest.id);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    const answer = reply.body as unknown as SchoolFirstScreen;
    expect(answer.school).toEqual({ id: busiest.id, name: busiest.name, location: busiest.location, sports: busiest.sports, ...(busiest.logoUrl ? { logoUrl: busiest.logoUrl } : {}) });
    expect(answer.games.map((g) => g.id).sort()).toEqual(expected.map((g) => g.id).sort());
    expect(answer.games[0]).toEqual(expected.find((g) => g.id === answer.games[0].id));
    for (const [i, game] of answer.games.entries()) if (i > 0) expect(answer.games[i - 1].time <= game.time, game.id).toBe(true);
    // Its opponents' logos: every other school that is a side's, as a game's page finds it (by its id, else by the name typed).
    const named = new Set(expected.flatMap((g) => Object.values(gameTeams(g, schools)).map((team) => team.schoolId)));
    const opponents = schools.filter((s) => s.id !== busiest.id && named.has(s.id));
    expect(opponents.length).toBeGreaterThan(0);
    expect(answer.opponents.map((s) => s.id).sort()).toEqual(opponents.map((s) => s.id).sort());
    const first = opponents.find((s) => s.id === answer.opponents[0].id)!;
    expect(answer.opponents[0]).toEqual({ id: first.id, name: first.name, ...(first.logoUrl ? { logoUrl: first.logoUrl } : {}) });

    // A game of this season against a team typed as free text is in the next answer; one of a season before is not.
    const now = Date.now();
    const fresh = { ...sampleDoc('games', `${R}school-page-new`), id: `${R}school-page-new`, homeSchoolId: busiest.id, homeSchoolName: busiest.name, awaySchoolId: undefined, awayName: 'Visiting Select XI', time: new Date(now).toISOString(), status: 'UPCOMING', score: undefined };
    const old = { ...fresh, id: `${R}school-page-old`, time: new Date(now - 2 * 365 * 24 * 60 * 60 * 1000).toISOString() };
    await put('games', fresh);
    await put('games', old);
    const next = (await school(busiest.id)).body as unknown as SchoolFirstScreen;
    expect(next.games.map((g) => g.id)).toContain(fresh.id);
    expect(next.games.map((g) => g.id)).not.toContain(old.id);
    expect(next.games).toHaveLength(expected.length + 1);
  });
});
