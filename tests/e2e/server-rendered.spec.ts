import type { Page } from '@playwright/test';
import type { ArticlesFirstScreen, ScheduleFirstScreen, SchoolsFirstScreen } from '../../src/shared/firstScreens';
import type { HomePreview } from '../../src/shared/homePreview';
import type { TestServer } from '../kit/server';
import { expect, holdSync, test } from './fixtures';
import { Header } from './pages/Header';
import { expectAppReady } from './appReady';

// A first visit's /, /schools, /schedule and /articles come rendered by the server (its own
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

/** What src/main.tsx says when the server's page differed from the device's and React rendered it again. */
const RENDERED_AGAIN = 'the page was rendered again on this device';

/** Whether the `<main>` the server's HTML brought is still the page's once the app has taken over (hydrated, not replaced). */
async function watchServerMain(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __serverMain?: Element | null };
    const observer = new MutationObserver(() => {
      w.__serverMain ??= document.querySelector('#root main');
      if (w.__serverMain) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return async () => {
    await expectAppReady(page);
    return page.evaluate(() => {
      const server = (window as unknown as { __serverMain?: Element | null }).__serverMain;
      return !!server && server.isConnected && document.querySelector('#root main') === server;
    });
  };
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

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const renderedAgain: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes(RENDERED_AGAIN)) renderedAgain.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(home|first\/)/.test(request.url())) asked.push(request.url());
    });
    const shifts = await watchLayoutShifts(page);
    const kept = await watchServerMain(page);
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
    // Hydrated, not rebuilt: the server's elements are the app's.
    expect(await kept()).toBe(true);
    expect(renderedAgain).toEqual([]);
  });
}

test('a keyboard user who tabbed into the page before its scripts ran keeps their place when the app takes over', async ({ page }) => {
  // The main script is held until the fan has moved the focus in the server's page.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not until 'load': a script asked for before it (the held one) holds it back.
  await page.goto('/articles', { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: 'Schedule' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Articles' })).toBeFocused();
  await page.evaluate(() => document.activeElement?.setAttribute('data-from-server', ''));
  release();
  await new Header(page).expectLive();
  await expectAppReady(page);
  // Hydrated: the very link the fan focused is the app's now, still focused, and it works.
  await expect(page.locator('[data-from-server]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Articles' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'Schedule' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule');
});

test.describe('on a device whose time zone is not the server\'s', () => {
  // The server rendered the schedule's times in its own zone (UTC here); this device reads them
  // 14 hours on, so its first render differs and React renders the page again.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('the schedule shows the device\'s times, and a keyboard user keeps their place', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const renderedAgain: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes(RENDERED_AGAIN)) renderedAgain.push(message.text());
    });
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
    await expect.poll(() => renderedAgain.length).toBeGreaterThan(0);
    // Rendered again: the server's game link is gone, and the same game's link in the new page has the focus.
    await expect(page.locator('[data-from-server]')).toHaveCount(0);
    await expect(page.getByTestId('today-game').first().getByRole('link').first()).toBeFocused();
    expect(focusedName).toBeTruthy();
    expect(await page.getByTestId('today-game').allInnerTexts()).not.toEqual(serverTimes);
  });
});

test('a page with a query, or served by the service worker, is built by the app as before', async ({ page }) => {
  await page.goto('/schedule?sport=football');
  await expect(page.getByRole('button', { name: 'Football', pressed: true })).toBeVisible();
  await expect(page.getByTestId('today-game').first()).toHaveAttribute('data-sport', /football/);
});
