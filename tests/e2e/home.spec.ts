import type { BrowserContext, Page } from '@playwright/test';
import { publicSportKey } from '../../src/shared/catalog/sports';
import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import type { FeaturedScoreDoc } from '../../src/shared/schemas/featuredScores.schema';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import { ensureServiceWorkerControl, expect, holdSync, serveUnrendered, test, waitForFirstSync } from './fixtures';
import { VIEWPORTS, breakLocalDatabase, expectLaidOut, expectNoAxeViolations, patchIndexedDb } from './lookChecks';
import { HomePage } from './pages/HomePage';
import { SportsPage } from './pages/SportsPage';
import { allDocs, updateDoc } from './serverDocs';
import { countStoredDocs } from '../kit/storedDocs';

// A demo store of its own: what the home page shows is checked against it as seeded.
test.use({ demoData: true, serverKey: 'home-demo' });

const byTimeDesc = (a: GameDoc, b: GameDoc) => Date.parse(b.time) - Date.parse(a.time);
const shownFinalTimes = (home: HomePage) => home.finalScores.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));

/** Games the device has stored, read in the page. */
const storedGames = (page: HomePage['page']) => page.evaluate(countStoredDocs, { collections: ['games'] });

test.describe('home with the demo association', () => {
  test('shows the newest article, featured and final scores, leaders, the leagues and the mission', async ({ page, server }) => {
    const finals = (await allDocs<GameDoc>(server, 'games')).filter((g) => g.status === 'FINAL').sort(byTimeDesc);
    const featured = (await allDocs<FeaturedScoreDoc>(server, 'featuredScores')).sort((a, b) => a.order - b.order);
    const newest = (await allDocs<ArticleDoc>(server, 'articles'))
      .filter((a) => !a.archived)
      .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0))[0];

    const home = new HomePage(page);
    await home.goto();
    await expect(home.welcome).toBeHidden();

    // Scores: the 10 most recent FINAL games, newest first; featured ones on top in the admin's order.
    await expect(home.finalScores).toHaveCount(10);
    // A first visit shows the finals of the first page it pulled at once, then moves to the newest as the rest arrives.
    await expect.poll(() => shownFinalTimes(home)).toEqual(finals.slice(0, 10).map((g) => g.time));
    await expect(home.finalScores.first()).toContainText(finals[0].homeSchoolName);
    await expect(home.finalScores.first()).toContainText(finals[0].awayName);
    await expect(home.featuredScores).toHaveCount(featured.length);
    for (const [i, item] of featured.entries()) await expect(home.featuredScores.nth(i)).toContainText(item.schoolName);
    await expect(home.scores.getByRole('list', { name: 'Final scores' })).toHaveAttribute('aria-live', 'polite');

    // Latest News expands and collapses.
    await expect(home.newsArticle.getByRole('heading', { name: newest.title })).toBeVisible();
    const content = home.newsArticle.locator('.news__content');
    await expect(content).toBeHidden();
    await home.newsToggle.click();
    await expect(home.newsToggle).toHaveText('Show Less');
    await expect(home.newsToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(content).toBeVisible();
    await expect(content).toContainText(newest.content.split('\n')[0].slice(0, 40));
    await home.newsToggle.click();
    await expect(home.newsToggle).toHaveText('Read More');
    await expect(content).toBeHidden();

    // Divisional leaders: the first standings sport, one leader per division, win % to 1 decimal.
    await home.showLeaders();
    await expect(home.leaderSlide).toHaveAttribute('aria-label', /^1 of 8: Football$/);
    await expect(home.leaderLinks).toHaveCount(3);
    for (const text of await home.leaderLinks.allTextContents()) expect(text).toMatch(/\d+-\d+(-\d+)? · \d{1,3}\.\d%$/);

    await expect(home.leagues.getByRole('listitem')).toHaveCount(6);
    for (const name of ['Football', 'Soccer', 'Volleyball', 'Golf', 'Cross Country', 'Basketball']) {
      await expect(home.leagues.getByRole('listitem').filter({ hasText: name })).toContainText('Coming Soon');
    }
    await expect(home.mission).toContainText('Long Island Athletic Association');
  });

  test('the leaders carousel: previous and next, pauses on hover and focus, a leader opens its standings', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await home.showLeaders();
    const carousel = home.leaders.getByTestId('leaders-carousel');
    await expect(home.leaderSlide).toHaveAttribute('aria-label', '1 of 8: Football');
    await expect(carousel).toHaveAttribute('data-paused', 'false');

    await home.leaders.hover();
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    await page.mouse.move(1, 1);
    await expect(carousel).toHaveAttribute('data-paused', 'false');

    await home.nextSport.click();
    await expect(home.leaderSlide).toHaveAttribute('aria-label', '2 of 8: Boys Golf');
    await home.previousSport.click();
    await home.previousSport.click();
    await expect(home.leaderSlide).toHaveAttribute('aria-label', '8 of 8: Volleyball');
    // The buttons keep focus inside: the rotation holds, and a chosen slide is announced.
    await page.mouse.move(1, 1);
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    await expect(home.leaderSlide.locator('..')).toHaveAttribute('aria-live', 'polite');

    await home.pauseRotation.click();
    await expect(home.pauseRotation).toHaveText('Play rotation');

    for (let i = 0; i < 4; i += 1) await home.nextSport.click();
    await expect(home.leaderSlide).toHaveAttribute('aria-label', '4 of 8: Boys Soccer');
    const team = (await home.leaderLinks.first().locator('.leader__team').textContent()) ?? '';
    await home.leaderLinks.first().click();
    await expect(page).toHaveURL(new RegExp(`/sports\\?selectedSport=${publicSportKey('soccer-boys')}$`));
    const sports = new SportsPage(page);
    await expect(sports.heading).toBeVisible();
    await expect(sports.sidebar.getByRole('link', { name: 'Boys Soccer' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main')).toContainText(team);
  });

  test('with reduced motion the leaders never rotate by themselves', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const home = new HomePage(page);
    await home.goto();
    await home.showLeaders();
    await expect(home.leaderSlide).toBeVisible();
    await expect(home.leaders.getByTestId('leaders-carousel')).toHaveAttribute('data-paused', 'true');
    await expect(home.pauseRotation).toHaveCount(0);
    await home.nextSport.click();
    await expect(home.leaderSlide).toHaveAttribute('aria-label', '2 of 8: Boys Golf');
  });

  test('during a first sync the leaders wait for the whole season: the first ones shown are its leaders', async ({ page }) => {
    // Every set of leaders the card ever shows, in order (no rotation: reduced motion).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __leadersSeen: string[] }).__leadersSeen = seen;
      new MutationObserver(() => {
        const shown = [...document.querySelectorAll('[data-testid="division-leader"]')].map((link) => link.textContent ?? '').join(' | ');
        if (shown && seen.at(-1) !== shown) seen.push(shown);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The games' pulls are answered until one has brought games; the later ones are held: the device
    // holds part of the season (and every other collection) until the release.
    let broughtGames = false;
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/db\/games\//, async (route) => {
      if (broughtGames) await released;
      const response = await route.fetch().catch(() => null);
      if (!response) return route.abort().catch(() => undefined);
      const body = await response.text();
      if (/"(docs|results)":\[\{/.test(body)) broughtGames = true;
      await route.fulfill({ response, body }).catch(() => undefined);
    });
    const home = new HomePage(page);
    await home.goto();
    await home.showLeaders();
    await expect.poll(() => storedGames(page)).toBeGreaterThan(0);
    await expect(home.leaders.getByRole('status')).toContainText('They are worked out from every game of the season, once all of them are on this device.');
    await expect(home.leaderLinks).toHaveCount(0);

    release();
    await waitForFirstSync(page);
    await expect(home.leaderSlide).toHaveAttribute('aria-label', /^1 of 8: Football$/);
    await expect(home.leaderLinks).toHaveCount(3);
    const whole = (await home.leaderLinks.allTextContents()).join(' | ');
    expect(await page.evaluate(() => (window as unknown as { __leadersSeen: string[] }).__leadersSeen)).toEqual([whole]);
  });

  test('renders offline after one visit, from the saved data', async ({ page, context }) => {
    const home = new HomePage(page);
    await home.goto();
    await ensureServiceWorkerControl(page);
    await expect(home.finalScores).toHaveCount(10);
    await home.showLeaders();
    await expect(home.leaderLinks.first()).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(home.heading).toBeVisible();
    await expect(home.finalScores).toHaveCount(10);
    await expect(home.featuredScores.first()).toBeVisible();
    await home.showLeaders();
    await expect(home.leaderLinks.first()).toBeVisible();
    await expect(home.newsArticle).toBeVisible();
    await home.header.expectOffline();
    await context.setOffline(false);
  });

  test("an offline visit paints the scores the server last sent this device before any script runs, and the app takes over from them", async ({ page, context }) => {
    // When the first score card appears, and whether it was in the page as served (the server's page) or rendered by the app.
    await context.addInitScript(() => {
      const seen: { served: boolean | null } = { served: null };
      (window as unknown as { __firstScores: typeof seen }).__firstScores = seen;
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="home-scores"] [data-testid="score-card"]')) return;
        seen.served = document.getElementById('root')?.hasAttribute('data-server-rendered') ?? false;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const home = new HomePage(page);
    await home.goto();
    await ensureServiceWorkerControl(page);
    await waitForFirstSync(page);
    // A visit the service worker answers: it keeps the server's page of '/' for the next one.
    await page.reload();
    await expect(home.finalScores).toHaveCount(10);
    await expect.poll(() => page.evaluate(async () => (await caches.open('liaa-kept-pages')).match('/').then(Boolean))).toBe(true);
    await page.close();

    await context.setOffline(true);
    const again = await context.newPage();
    const next = new HomePage(again);
    await again.goto('/', { waitUntil: 'commit' });
    await expect(next.finalScores).toHaveCount(10);
    expect(await again.evaluate(() => (window as unknown as { __firstScores: { served: boolean | null } }).__firstScores.served)).toBe(true);
    // The app took over (the page answers again) and shows the device's own scores, offline.
    await expect(again.locator('#root')).not.toHaveAttribute('data-server-rendered');
    await expect(next.finalScores).toHaveCount(10);
    await next.header.expectOffline();
    await context.setOffline(false);
  });

  test("a kept home page of another build is never served: the service worker's shell is", async ({ page, context }) => {
    const home = new HomePage(page);
    await home.goto();
    await ensureServiceWorkerControl(page);
    await waitForFirstSync(page);
    // What an update leaves behind: the page of a build whose files this worker does not hold.
    await page.evaluate(async () => {
      const old = '<!doctype html><html lang="en"><head><link rel="stylesheet" href="/assets/index-0ldBu1ld.css"></head><body><p id="old-build">old build</p></body></html>';
      await (await caches.open('liaa-kept-pages')).put('/', new Response(old, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    });
    await context.setOffline(true);
    await page.reload();
    await expect(home.finalScores).toHaveCount(10);
    await expect(page.locator('#old-build')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('nothing below the news moves when the article arrives', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The shell, as the service worker serves it: a first visit's page comes with its news already in.
    await serveUnrendered(page, '/');
    // Hold the articles' first pull and the server's first screen until the loading card has been measured.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    for (const url of ['**/db/articles/_changes*', '**/api/home']) {
      await page.route(url, async (route) => {
        await held;
        await route.continue();
      });
    }
    const home = new HomePage(page);
    await home.goto();
    await expect(home.news.getByRole('status')).toContainText('Loading news…');
    const loading = { news: await home.news.boundingBox(), scores: await home.scores.boundingBox() };
    release();
    await expect(home.newsArticle).toBeVisible();
    const loaded = { news: await home.news.boundingBox(), scores: await home.scores.boundingBox() };
    expect(Math.abs((loaded.news?.height ?? 0) - (loading.news?.height ?? 0))).toBeLessThanOrEqual(8);
    expect(Math.abs((loaded.scores?.y ?? 0) - (loading.scores?.y ?? 0))).toBeLessThanOrEqual(8);
  });

  test('a first visit paints the newest scores and article from the server before its first sync, and nothing changes when the sync lands', async ({ page, server }) => {
    const finals = (await allDocs<GameDoc>(server, 'games')).filter((g) => g.status === 'FINAL').sort(byTimeDesc);
    const featured = await allDocs<FeaturedScoreDoc>(server, 'featuredScores');
    const newest = (await allDocs<ArticleDoc>(server, 'articles'))
      .filter((a) => !a.archived)
      .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0))[0];
    // Whether the scores or the news ever said they were loading: the switch from the server's first
    // screen to the device's own data must not pass through a loading state.
    await page.addInitScript(() => {
      const said = { loading: false };
      (window as unknown as { __homeLoading: typeof said }).__homeLoading = said;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="home-scores"] .home-card__state, .news__article--loading')) said.loading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The sync's pulls are held: whatever the page shows now came from GET /api/home.
    const { pulls, release } = await holdSync(page);

    const home = new HomePage(page);
    await home.goto();
    await expect(home.finalScores).toHaveCount(10);
    expect(await shownFinalTimes(home)).toEqual(finals.slice(0, 10).map((g) => g.time));
    await expect(home.featuredScores).toHaveCount(featured.length);
    await expect(home.newsArticle.getByRole('heading', { name: newest.title })).toBeVisible();
    // The sync has asked for its pages, and none has been answered: the page above came from the server's first screen.
    await expect.poll(() => pulls.length).toBeGreaterThan(0);

    // Once the sync has landed, the page reads the device's database: a score changed on the server reaches it.
    // (A write made during the first sync is not lost either: first-sync-writes.spec.ts. Waiting here keeps this
    // test about the switch, not about how long a first sync takes on a loaded machine.)
    release();
    await waitForFirstSync(page);
    const newestFinal = finals[0];
    const homeScore = Number(newestFinal.score?.home?.final ?? 0) + 100;
    await updateDoc<GameDoc>(server, 'games', newestFinal.id, (doc) => ({ ...doc, score: { ...doc.score, home: { ...doc.score?.home, final: homeScore } } }));
    await expect(home.finalScores.first().locator('.score-line__score').first()).toHaveText(String(homeScore));
    expect(await shownFinalTimes(home)).toEqual(finals.slice(0, 10).map((g) => g.time));
    await expect(home.newsArticle.getByRole('heading', { name: newest.title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __homeLoading: { loading: boolean } }).__homeLoading.loading)).toBe(false);
  });

  /** A new tab whose IndexedDB never answers (a slow phone's first moments, stretched forever). */
  async function pageWithStalledDatabase(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await patchIndexedDb(page, page, () => {
      IDBFactory.prototype.open = function stall(): IDBOpenDBRequest {
        return {} as IDBOpenDBRequest;
      };
    });
    return page;
  }

  test.describe('with no service worker', () => {
    // The stalled IndexedDB is patched into the storage worker's script on its way to the page;
    // a service worker would serve the unpatched copy it precached on the first visit.
    test.use({ serviceWorkers: 'block' });

    test('a repeat visit shows the last scores at once, before the local database has opened', async ({ page, context, server }) => {
      const finals = (await allDocs<GameDoc>(server, 'games')).filter((g) => g.status === 'FINAL').sort(byTimeDesc);
      const lastSeen = finals.slice(0, 10).map((g) => g.time);
      const home = new HomePage(page);
      await home.goto();
      await expect.poll(() => shownFinalTimes(home)).toEqual(lastSeen);
      await expect(home.featuredScores.first()).toBeVisible();

      // The next visit's IndexedDB never answers (a slow phone's first moments, stretched forever).
      const again = await pageWithStalledDatabase(context);
      const next = new HomePage(again);
      await next.goto();
      await expect(next.finalScores).toHaveCount(10);
      expect(await shownFinalTimes(next)).toEqual(lastSeen);
      await expect(next.featuredScores.first()).toBeVisible();
      // The scores came before the database: it has not opened (src/data/openRuntime.ts marks it).
      expect(await again.evaluate(() => performance.getEntriesByName('liaa:database-open').length)).toBe(0);
      await again.close();
    });

    test('a device that synced before never says its leaders wait for a first sync, even before its database opens', async ({ page, context }) => {
      const home = new HomePage(page);
      await home.goto();
      await waitForFirstSync(page);

      // The next visit's IndexedDB never answers: the runtime never says whether this device has synced.
      const again = await pageWithStalledDatabase(context);
      const next = new HomePage(again);
      await next.goto();
      await next.showLeaders();
      // The card's own loading state (not the placeholder shown while its chunk loads), and no reason to wait.
      await expect(next.leaders.getByTestId('leaders-loading')).toHaveText('Loading leaders…');
      await again.close();
    });
  });

  test('says so when the local database cannot be read, with Try Again, and still shows the welcome article', async ({ page }) => {
    await breakLocalDatabase(page);
    const home = new HomePage(page);
    await home.goto();
    await expect(home.scores.getByText('Failed to load scores.')).toBeVisible();
    await expect(home.scores.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(home.newsArticle).toContainText('Welcome to the LIAA Sports Hub');
  });

  for (const viewport of VIEWPORTS) {
    test(`is laid out and passes axe at ${viewport.name} size`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const home = new HomePage(page);
      await home.goto();
      await expect(home.finalScores).toHaveCount(10);
      await home.showLeaders();
      await expect(home.leaderLinks.first()).toBeVisible();
      await home.header.expectLive();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
      await home.newsToggle.click();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('the welcome popup', () => {
  test.use({ welcomeDismissed: false });

  test('shows on the first visit as a dialog that holds focus; Get Started dismisses it for good', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const home = new HomePage(page);
    await home.goto();
    await expect(home.welcome).toBeVisible();
    const focusInside = () => home.welcome.evaluate((dialog) => dialog.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    await expectLaidOut(page);
    await expectNoAxeViolations(page);

    await home.getStarted.click();
    await expect(home.welcome).toBeHidden();
    await page.reload();
    await expect(home.finalScores.first()).toBeVisible();
    await expect(home.welcome).toBeHidden();
  });

  test('Escape closes it too, and it stays closed', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(home.welcome).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(home.welcome).toBeHidden();
    await page.reload();
    await expect(home.finalScores.first()).toBeVisible();
    await expect(home.welcome).toBeHidden();
  });
});
