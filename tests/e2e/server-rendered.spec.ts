import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import type { ArticlesFirstScreen, ScheduleFirstScreen, SchoolsFirstScreen } from '../../src/shared/firstScreens';
import { FIRST_SCREENS_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/firstScreens';
import type { GameFirstScreen } from '../../src/shared/gamePage';
import { gameFirstScreenUrl } from '../../src/shared/gamePage';
import type { HomePreview } from '../../src/shared/homePreview';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { TestServer } from '../kit/server';
import { expectAppReady } from './appReady';
import { ensureServiceWorkerControl, expect, holdSync, test, waitForFirstSync } from './fixtures';
import { GamePage } from './pages/GamePage';
import { Header } from './pages/Header';
import { allDocs, bulkDocs } from './serverDocs';

// A first visit's /, /schools, /schedule, /articles and /games/{id} come rendered by the server (its own
// first screens, the app's own components): the page is whole before any script has run, and
// the app then takes it over with no visible change and no second request for that data.
test.use({ demoData: true, serverKey: 'server-rendered-demo' });

const firstScreen = async <T,>(server: TestServer, url: string): Promise<T> => (await fetch(server.url + url)).json() as Promise<T>;

/** What each page's first screen must show: a few texts from the server's answer. */
const PAGES: { path: string; expected(server: TestServer): Promise<string[]> }[] = [
  {
    path: '/',
    expected: async (server) => {
      const home = await firstScreen<HomePreview>(server, '/api/home');
      return [home.article?.title ?? '', ...home.finals.slice(0, 3).map((game) => game.awayName)];
    },
  },
  { path: '/schools', expected: async (server) => (await firstScreen<SchoolsFirstScreen>(server, '/api/first/schools')).schools.map((s) => s.name) },
  {
    path: '/schedule',
    expected: async (server) => {
      const schedule = await firstScreen<ScheduleFirstScreen>(server, '/api/first/schedule');
      return [...schedule.live, ...schedule.upcoming.slice(0, 3)].map((game) => game.homeSchoolName);
    },
  },
  { path: '/articles', expected: async (server) => (await firstScreen<ArticlesFirstScreen>(server, '/api/first/articles')).articles.slice(0, 4).map((a) => a.title) },
];

/** Holds the page's main script until the returned function is called (the server's page alone meanwhile). */
async function holdMainScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The page's console errors and uncaught exceptions, as they come. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The URLs of the page's requests that `matches` picks, as they go out. */
function collectRequests(page: Page, matches: (url: string) => boolean): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (matches(request.url())) asked.push(request.url());
  });
  return asked;
}

/** The page's layout shifts (as the browser reports them for CLS), each with what moved. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number; sources?: { node?: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node?.nodeName)));
        w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}

/**
 * A proxy in front of the sync server that sends `pathname`'s HTML in two parts, as a slow network
 * or a parser that yields would: up to the middle of its `<main>`, then the rest at `release()`.
 * With `?control` the same page comes without its render-blocking hint (`<link rel="expect">`),
 * so it may paint its first part: the sign that the browser paints by then.
 */
async function splitPageProxy(server: TestServer, pathname: string): Promise<{ url: string; release(): void; stop(): Promise<void> }> {
  const upstream = await fetch(server.url + pathname, { headers: { accept: 'text/html' } });
  const html = await upstream.text();
  const main = html.indexOf('<main');
  expect(main).toBeGreaterThan(0);
  const parts = (page: string) => {
    const cut = page.indexOf('<', Math.floor((page.indexOf('<main') + page.indexOf('<!--/app-->')) / 2));
    return [page.slice(0, cut), page.slice(cut)];
  };
  const page = parts(html);
  const control = parts(html.replace(/<link rel="expect"[^>]*>/, ''));
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': upstream.headers.get('content-security-policy') ?? '' };
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const proxy = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', server.url);
    if (url.pathname === pathname) {
      const [first, rest] = url.searchParams.has('control') ? control : page;
      res.writeHead(200, headers);
      res.write(first);
      void held.then(() => res.end(rest));
      return;
    }
    const forwarded = http.request(url, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String((proxy.address() as AddressInfo).port)}`,
    release: () => release(),
    stop: () => {
      release();
      proxy.closeAllConnections();
      return new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

/** The page's paint entries' names ('first-paint', 'first-contentful-paint'): empty until it painted. */
const paints = (page: Page) => page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name));

/**
 * Labels and references that name an id no element has (closed dialogs aside: their title is not
 * rendered). Ids come from useId, which differs when the browser's tree is not the server's.
 */
function danglingIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-labelledby], [aria-describedby], [aria-controls], label[for]')]
      .filter((element) => !element.closest('dialog:not([open])'))
      .flatMap((element) =>
        ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'].flatMap((name) =>
          (element.getAttribute(name) ?? '')
            .split(/\s+/)
            .filter((id) => id && !document.getElementById(id))
            .map((id) => `${element.tagName.toLowerCase()}[${name}=${id}]`),
        ),
      ),
  );
}

for (const { path, expected } of PAGES) {
  test(`${path} is whole in its HTML, and the app takes it over with no shift and no second request for its data`, async ({ browser, server, page }) => {
    const texts = await expected(server);
    expect(texts.length).toBeGreaterThan(0);

    // No JavaScript at all: the HTML alone (a slow first visit before its scripts arrive).
    const bare = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    try {
      const html = await bare.newPage();
      await html.goto(path);
      for (const text of texts) await expect(html.getByRole('main')).toContainText(text);
    } finally {
      await bare.close();
    }

    const errors = collectErrors(page);
    const asked = collectRequests(page, (url) => /\/api\/(home|first\/)/.test(url));
    const shifts = await watchLayoutShifts(page);
    // The sync held: the page stays on the server's first screen, taken over by the app.
    const sync = await holdSync(page);
    await page.goto(path);
    await expect.poll(() => sync.pulls.length).toBeGreaterThan(0);
    for (const text of texts) await expect(page.getByRole('main')).toContainText(text);

    // Then the device's own data takes over, still in place.
    sync.release();
    await new Header(page).expectLive();
    for (const text of texts) await expect(page.getByRole('main')).toContainText(text);
    expect(await shifts()).toEqual([]);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    // The app's page has the server's ids too (useId: the same tree), so no label names a missing one.
    expect(await danglingIdReferences(page)).toEqual([]);
  });
}

test("/schedule's sport filters are the server's from the first paint: the device's data, once it answers, offers the same", async ({ browser, server, page }) => {
  const filters = (target: Page) => target.getByRole('group', { name: 'Filter games by sport' }).getByRole('button').allTextContents();
  // The HTML alone.
  const bare = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  let served: string[];
  try {
    const html = await bare.newPage();
    await html.goto('/schedule');
    served = await filters(html);
  } finally {
    await bare.close();
  }
  // More than the filters every schedule has (SCHEDULE_FILTER_KEYS): the sports of this association's games and schools.
  expect(served).toEqual(expect.arrayContaining(['Field Hockey', 'Volleyball']));

  const sync = await holdSync(page);
  await page.goto('/schedule');
  await expect.poll(() => sync.pulls.length).toBeGreaterThan(0);
  expect(await filters(page)).toEqual(served);
  sync.release();
  await new Header(page).expectLive();
  // The device's own answer (its games' sports and its schools'), asked for once the first sync is done.
  await waitForFirstSync(page);
  expect(await filters(page)).toEqual(served);
});

/** A game's score as the scoreboard says it to a screen reader (and as its text holds it). */
const spokenScore = (game: Pick<GameDoc, 'homeSchoolName' | 'awayName' | 'score'>) =>
  `${game.homeSchoolName} ${String(game.score?.home?.final)}, ${game.awayName} ${String(game.score?.away?.final)}`;

test('a page whose HTML arrives in parts paints nothing until #root is whole, so nothing painted moves when the rest arrives', async ({ browser, server }) => {
  const proxy = await splitPageProxy(server, '/schools');
  const context = await browser.newContext({ baseURL: proxy.url });
  try {
    // The server's page alone: its scripts (asked for after the first paint) would render it again.
    await context.route('**/*.js', (route) => route.abort());
    const page = await context.newPage();
    const shifts = await watchLayoutShifts(page);
    await page.goto('/schools', { waitUntil: 'commit' });
    // The first part is parsed: the header and the top of <main> are in the document.
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('#main *').length)).toBeGreaterThan(0);
    // The same first part without the hint paints, in another tab: the browser paints by now.
    const control = await context.newPage();
    await control.goto('/schools?control', { waitUntil: 'commit' });
    await expect.poll(() => paints(control)).toContain('first-contentful-paint');
    expect(await paints(page)).toEqual([]);

    proxy.release();
    await page.waitForLoadState('load');
    await expect.poll(() => paints(page)).toContain('first-contentful-paint');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schools');
    expect(await shifts()).toEqual([]);
  } finally {
    await context.close();
    await proxy.stop();
  }
});

test('/games/{id} is whole in its HTML (teams, logos, score), the app takes it over in place, and a later score still reaches it', async ({ browser, server, page }) => {
  // A LIVE football game between two schools (their logos on the scoreboard).
  const live = (await allDocs<GameDoc>(server, 'games')).filter((game) => game.status === 'LIVE' && game.sport === 'football' && game.homeSchoolId && game.awaySchoolId);
  expect(live.length).toBeGreaterThan(0);
  const path = `/games/${encodeURIComponent(live[0].id)}`;
  const first = await firstScreen<GameFirstScreen>(server, gameFirstScreenUrl(live[0].id));
  const { game } = first;
  expect(first.teams.home.logoUrl).toMatch(/^data:image\//);
  const texts = [`${game.homeSchoolName} vs ${game.awayName}`, spokenScore(game)];

  // The server's HTML: the scoreboard (the page's largest paint) with the teams, their logos and the score, and the first screen beside it.
  const html = await (await fetch(server.url + path, { headers: { accept: 'text/html' } })).text();
  const root = html.slice(html.indexOf('<!--app-->'), html.indexOf('<!--/app-->'));
  expect(root).toContain('data-testid="game-score"');
  for (const text of texts) expect(root).toContain(text);
  expect(root).toContain(`src="${first.teams.home.logoUrl}"`);
  expect(root).not.toContain('team-logo--pending');
  expect(html).toContain(`<script type="application/json" id="${FIRST_SCREENS_ELEMENT_ID}">`);

  // No JavaScript at all: the HTML alone paints it.
  const bare = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  try {
    const htmlOnly = new GamePage(await bare.newPage());
    await htmlOnly.page.goto(path);
    await htmlOnly.expectGame(game.homeSchoolName, game.awayName);
    await expect(htmlOnly.score).toContainText(spokenScore(game));
    await expect(htmlOnly.scoreboard.locator('img.team-logo')).toHaveCount(2);
  } finally {
    await bare.close();
  }

  const errors = collectErrors(page);
  // The first screens, and the game document itself (`GET /db/games/{id}`; the sync's own reads of the database, `/db/games/` and `_…`, are not it).
  const asked = collectRequests(page, (url) => /\/api\/(home|first\/)/.test(url) || /\/db\/games\/(?!_)[^/?]+/.test(url));
  const shifts = await watchLayoutShifts(page);
  // The sync held: the app takes the page over from the server's first screen, asking nothing again.
  const sync = await holdSync(page);
  // The main script held until the server's scoreboard is marked.
  const releaseScript = await holdMainScript(page);
  const gamePage = new GamePage(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator(`#root[${SERVER_RENDERED_ATTRIBUTE}]`)).toHaveCount(1);
  await page.evaluate(() => document.querySelector('[data-testid="scoreboard"]')?.setAttribute('data-from-server', ''));
  releaseScript();
  await expectAppReady(page);
  await expect.poll(() => sync.pulls.length).toBeGreaterThan(0);
  // Hydrated: the server's scoreboard itself is the app's now, showing the same.
  await expect(page.locator('[data-from-server]')).toHaveCount(1);
  await expect(gamePage.scoreboard).toHaveAttribute('data-from-server', '');
  await gamePage.expectGame(game.homeSchoolName, game.awayName);
  await expect(gamePage.score).toContainText(spokenScore(game));
  await expect(gamePage.scoreboard.locator('img.team-logo')).toHaveCount(2);
  expect(await shifts()).toEqual([]);
  expect(asked).toEqual([]);

  // Then the device's own data takes over, and a play scored afterwards reaches the open page.
  sync.release();
  await new Header(page).expectLive();
  await expect(gamePage.score).toContainText(spokenScore(game));
  const now = Date.now();
  await bulkDocs(server, 'scoreEntries', [
    { id: `${game.id}:${randomUUID()}`, gameId: game.id, kind: 'play', team: 'away', period: game.period, value: 3, play: 'fg', hlc: `${String(now).padStart(13, '0')}:0000:testdev`, device: 'testdev', createdAt: now, updatedAt: now },
  ]);
  const scored = { ...game, score: { ...game.score, away: { ...game.score?.away, final: Number(game.score?.away?.final) + 3 } } };
  await expect(gamePage.score).toContainText(spokenScore(scored));
  await expect(page).toHaveTitle(`${game.homeSchoolName} ${String(game.score?.home?.final)}–${String(scored.score.away.final)} ${game.awayName} · LIAA`);
  expect(errors).toEqual([]);
});

test('a keyboard user who tabbed into the page before its scripts ran keeps their place when the app hydrates it', async ({ page }) => {
  // The main script is held until the fan has moved the focus in the server's page.
  const release = await holdMainScript(page);
  // Not until 'load': a script asked for before it (the held one) holds it back.
  await page.goto('/articles', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: 'Schedule' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Articles' })).toBeFocused();
  await page.evaluate(() => document.activeElement?.setAttribute('data-from-server', ''));
  release();
  await new Header(page).expectLive();
  await expectAppReady(page);
  // Hydrated: the server's own link is still there with the focus (the browser kept it, no code), and it works.
  await expect(page.locator('[data-from-server]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Articles' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Articles' })).toHaveAttribute('data-from-server', '');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'Schedule' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule');
});

test.describe('on a device whose time zone is neither the server\'s nor the association\'s', () => {
  // The server (in UTC) rendered the schedule's times in the association's zone; this device is
  // 14 hours ahead of UTC: the app's first render is the server's page, which it hydrates.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('the schedule shows the association\'s times, as the server\'s page did, and a keyboard user keeps their place', async ({ page }) => {
    const release = await holdMainScript(page);
    await page.goto('/schedule', { waitUntil: 'domcontentloaded' });
    const serverTimes = await page.getByTestId('today-game').allInnerTexts();
    expect(serverTimes.length).toBeGreaterThan(0);
    // The fan tabs to the schedule's first game before the scripts have run.
    const firstGame = page.getByTestId('today-game').first().getByRole('link').first();
    await firstGame.focus();
    const focusedName = await firstGame.getAttribute('aria-label') ?? await firstGame.innerText();
    await page.evaluate(() => document.activeElement?.setAttribute('data-from-server', ''));
    release();
    await expectAppReady(page);
    // Hydrated: the server's game link is kept, with the focus, and shows the same times.
    await expect(page.locator('[data-from-server]')).toHaveCount(1);
    await expect(page.getByTestId('today-game').first().getByRole('link').first()).toBeFocused();
    await expect(page.getByTestId('today-game').first().getByRole('link').first()).toHaveAttribute('data-from-server', '');
    expect(focusedName).toBeTruthy();
    expect(await page.getByTestId('today-game').allInnerTexts()).toEqual(serverTimes);
  });
});

test('a page with a query is built by the app as before', async ({ page }) => {
  await page.goto('/schedule?sport=football');
  await expect(page.getByRole('button', { name: 'Football', pressed: true })).toBeVisible();
  await expect(page.getByTestId('today-game').first()).toHaveAttribute('data-sport', /football/);
});

test('the service worker answers a page with the server\'s page, and offline with the copy it kept: painted before any script runs', async ({ page, context, server }) => {
  const names = (await firstScreen<SchoolsFirstScreen>(server, '/api/first/schools')).schools.map((school) => school.name);
  // Whether #root was the server's page when the HTML was parsed, before any script of the app ran.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __served: boolean }).__served = document.getElementById('root')?.hasAttribute('data-server-rendered') ?? false;
    });
  });
  const served = (target: Page) => target.evaluate(() => (window as unknown as { __served?: boolean }).__served);
  await page.goto('/schools');
  await ensureServiceWorkerControl(page);
  await waitForFirstSync(page);
  // A visit the service worker answers, online: network first, so the server's page of now (and it keeps it).
  await page.reload();
  await expect(page.getByRole('heading', { name: names[0], exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await served(page)).toBe(true);
  await expect.poll(() => page.evaluate(async () => (await caches.open('liaa-kept-pages')).match('/schools').then(Boolean))).toBe(true);
  await page.close();

  await context.setOffline(true);
  const again = await context.newPage();
  await again.goto('/schools', { waitUntil: 'commit' });
  await expect(again.getByRole('heading', { name: names[0], exact: true }).first()).toBeVisible();
  expect(await served(again)).toBe(true);
  // The app took over from it and shows the device's own schools, offline.
  await expect(again.locator('#root')).not.toHaveAttribute(SERVER_RENDERED_ATTRIBUTE);
  for (const name of names.slice(0, 3)) await expect(again.getByRole('heading', { name, exact: true }).first()).toBeVisible();
  await new Header(again).expectOffline();
  // A page this device never opened: the service worker's shell, built by the app from the device's data.
  await again.goto('/articles');
  await expect(again.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  expect(await served(again)).toBe(false);
  await context.setOffline(false);
});

test("a first visit never asks ICU for a collator on the page's main thread: not opening the database, not its first sync, not its queries", async ({ page }) => {
  // The first localeCompare or Intl.Collator of a page builds ICU's collator: tens of ms in one task
  // (docs/design/page-start.md). Every call is recorded with its stack, so a failure says whose it was.
  await page.addInitScript(() => {
    const calls = { count: 0, first: [] as string[] };
    (window as unknown as { __collators: typeof calls }).__collators = calls;
    const note = (what: string) => {
      if (calls.count++ < 3) calls.first.push(`${what}: ${new Error().stack?.split('\n').slice(2, 6).join(' | ') ?? ''}`);
    };
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      note('localeCompare');
      return localeCompare.apply(this, args);
    };
    const Collator = Intl.Collator;
    Intl.Collator = new Proxy(Collator, {
      construct: (target, args: []) => (note('new Intl.Collator'), Reflect.construct(target, args)),
      apply: (target, self, args: []) => (note('Intl.Collator'), Reflect.apply(target, self, args)),
    });
  });
  // /schedule and /articles order nothing by name (the home page's leaders card does, at a tie: a Collator there is the page's own).
  await page.goto('/schedule');
  await waitForFirstSync(page);
  // A page opened inside the app after the first sync shows the device's own queries only: once its
  // articles show, the database has opened, synced and answered queries.
  await new Header(page).navLink('Articles').click();
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __collators: unknown }).__collators)).toEqual({ count: 0, first: [] });
});
