import { teamsCalendarPath } from '../../src/shared/calendarLinks';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { TestServer } from '../kit/server';
import { sameSport } from '../../src/shared/catalog/sports';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { ensureServiceWorkerControl, expect, holdSync, test, uniqueName, waitForFirstSync } from './fixtures';
import { expectLaidOut, expectNoAxeViolations, expectNoHorizontalScroll, VIEWPORTS } from './lookChecks';
import { allDocs, putDoc } from './serverDocs';

/**
 * Issue 17, the fan's side: My Teams (follow, home first, /schedule filtered, kept offline), any
 * day's games on /schedule, search from the header (offline too), and the install button.
 * Each test seeds schools and games of its own on the shared server.
 */

const dayKey = (time: number) => {
  const d = new Date(time);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/** A local time `days` from today at `hour`:00 (the browser runs in this process's time zone). */
const dayAt = (days: number, hour: number) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, hour).getTime();
};

interface Seeded {
  home: { id: string; name: string };
  away: { id: string; name: string };
  games: { yesterday: string; tomorrow: string; other: string };
}

async function seedGame(server: TestServer, game: { home: { id: string; name: string }; away: { id: string; name: string }; sport: string; time: number; status: string; score?: [number, number] }): Promise<string> {
  const id = `game-${randomUUID()}`;
  await putDoc(server, 'games', {
    id,
    sport: game.sport,
    homeSchoolId: game.home.id,
    homeSchoolName: game.home.name,
    awaySchoolId: game.away.id,
    awayName: game.away.name,
    time: new Date(game.time).toISOString(),
    location: `${game.home.name} Field`,
    status: game.status,
    ...(game.score ? { score: { home: { final: game.score[0] }, away: { final: game.score[1] } } } : {}),
  });
  return id;
}

async function seedSchoolWith(server: TestServer, name: string, sports: string[]): Promise<{ id: string; name: string }> {
  const id = `school-${randomUUID()}`;
  await putDoc(server, 'schools', { id, name, location: `${name.split(' ')[0]}, NY`, sports });
  return { id, name };
}

/** Two schools playing football: a final yesterday, a game tomorrow; and another school's volleyball game tomorrow. */
async function seedTeams(server: TestServer, prefix: string): Promise<Seeded> {
  const home = await seedSchoolWith(server, uniqueName(`${prefix} Harbor`), ['football']);
  const away = await seedSchoolWith(server, uniqueName(`${prefix} Valley`), ['football']);
  const third = await seedSchoolWith(server, uniqueName(`${prefix} Lakeside`), ['volleyball']);
  const yesterday = await seedGame(server, { home, away, sport: 'football', time: dayAt(-1, 18), status: 'FINAL', score: [28, 14] });
  const tomorrow = await seedGame(server, { home: away, away: home, sport: 'football', time: dayAt(1, 17), status: 'UPCOMING' });
  const other = await seedGame(server, { home: third, away: { id: '', name: 'Visitors' }, sport: 'volleyball', time: dayAt(1, 16), status: 'UPCOMING' });
  return { home, away, games: { yesterday, tomorrow, other } };
}

const followButton = (page: Page, team: string) => page.getByRole('button', { name: `Follow ${team}`, exact: true });
/** What the eye reads on a follow button (its star and words; the rest is for screen readers). */
const shownOn = (button: Locator) => button.evaluate((element) => [...element.querySelectorAll('[aria-hidden="true"]')].map((part) => part.textContent).join(' '));
const myTeams = (page: Page) => page.getByRole('region', { name: 'My Teams' });
/** The home page's cards, in the order shown. */
const homeCardTitles = (page: Page) => page.locator('.home__grid > section').evaluateAll((cards) => cards.map((card) => card.querySelector('h2')?.textContent ?? ''));

test.describe('My Teams', () => {
  test('follow a team on its school page: home shows its games first, and it stays followed offline', async ({ page, server }) => {
    const { home, away } = await seedTeams(server, 'Follow');
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Scores' })).toBeVisible();
    // Following none, the home page has no My Teams card (its chunk is not even loaded).
    expect(await homeCardTitles(page)).not.toContain('My Teams');

    await page.goto(`/schools/${home.id}?sport=football`);
    const follow = followButton(page, `${home.name} Football`);
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    // The whole school is a follow of its own.
    await expect(followButton(page, home.name)).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(myTeams(page).getByTestId('my-team')).toHaveCount(1);
    expect((await homeCardTitles(page))[0]).toBe('My Teams');
    const team = myTeams(page).getByTestId('my-team');
    await expect(team.getByRole('heading')).toContainText(home.name);
    await expect(team.locator('[data-kind="next"]')).toContainText(away.name);
    await expect(team.locator('[data-kind="latest"]')).toContainText('28');
    // My teams' calendar: a feed whose address names the followed teams.
    const feedPath = teamsCalendarPath([{ school: home.id, sport: 'football' }]);
    await expect(myTeams(page).getByRole('link', { name: 'Add to calendar: my teams\' games' })).toHaveAttribute('href', `webcal://${new URL(server.url).host}${feedPath}`);
    const ics = await (await fetch(`${server.url}${feedPath}`)).text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(away.name);

    await ensureServiceWorkerControl(page);
    await waitForFirstSync(page);
    await page.context().setOffline(true);
    await page.reload();
    // The card is a chunk of its own: it comes a moment after the page.
    await expect.poll(async () => (await homeCardTitles(page))[0]).toBe('My Teams');
    await expect(team.locator('[data-kind="latest"]')).toContainText('28');
    await page.goto(`/schools/${home.id}?sport=football`);
    await expect(followButton(page, `${home.name} Football`)).toHaveAttribute('aria-pressed', 'true');
    await page.context().setOffline(false);
  });

  test('follow from the game page, another tab hears of it, and /schedule filters to my teams', async ({ page, context, server }) => {
    const { home, away, games } = await seedTeams(server, 'Game');
    await page.goto(`/games/${games.tomorrow}`);
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('region', { name: 'Scores' })).toBeVisible();
    await expect(myTeams(other)).toHaveCount(0);

    await followButton(page, `${away.name} Football`).click();
    await expect(followButton(page, `${away.name} Football`)).toHaveAttribute('aria-pressed', 'true');
    await expect(followButton(page, `${home.name} Football`)).toHaveAttribute('aria-pressed', 'false');
    // The eye tells the two buttons apart too: each shows its school.
    expect(await shownOn(followButton(page, `${away.name} Football`))).toBe(`★ Following ${away.name}`);
    expect(await shownOn(followButton(page, `${home.name} Football`))).toBe(`☆ Follow ${home.name}`);
    // The other tab moves My Teams first by itself (the storage event).
    await expect(myTeams(other).getByTestId('my-team')).toHaveCount(1);
    await expect.poll(() => homeCardTitles(other).then((titles) => titles[0])).toBe('My Teams');

    await page.goto('/schedule?date=' + dayKey(dayAt(1, 12)));
    const panel = page.getByRole('region', { name: "Tomorrow's Games" });
    // Another school's game (every test seeds one) is there before the filter.
    await expect(panel.getByTestId('today-game').filter({ hasText: 'Visitors' }).first()).toBeVisible();
    await panel.getByRole('button', { name: 'My Teams' }).click();
    await expect(panel.getByRole('button', { name: 'My Teams' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/teams=mine/);
    await expect(panel.getByTestId('today-game')).toHaveCount(1);
    await expect(panel.getByTestId('today-game')).toContainText(away.name);
    await other.close();
  });

  test("/schedule's My Teams says how to follow a team when none is followed", async ({ page }) => {
    await page.goto('/schedule?teams=mine');
    await expect(page.getByTestId('today-empty')).toContainText("You're not following any teams yet.");
    await expect(page.getByTestId('today-empty').getByRole('link', { name: 'school' })).toHaveAttribute('href', '/schools');
  });
});

test.describe('/schedule any day', () => {
  test("the date strip shows yesterday's finals with their scores and tomorrow's games; the day is in the address", async ({ page, server }) => {
    const { home, away } = await seedTeams(server, 'Strip');
    await page.goto('/schedule');
    const strip = page.getByRole('navigation', { name: 'Choose a day' });
    await expect(strip.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'date');

    await strip.getByRole('link', { name: 'Yesterday' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]date=${dayKey(dayAt(-1, 12))}`));
    const yesterday = page.getByRole('region', { name: "Yesterday's Games" });
    const final = yesterday.getByTestId('today-game').filter({ hasText: home.name });
    await expect(final).toHaveAttribute('data-status', 'FINAL');
    await expect(final).toContainText('28');
    await expect(final).toContainText('14');
    // Only yesterday's game of these teams: not tomorrow's. (Only this test's own games: the shared
    // server's demo games were dated when it started, and after a midnight since then its "today",
    // still UPCOMING, is yesterday.)
    await expect(yesterday.getByTestId('today-game').filter({ hasText: home.name })).toHaveCount(1);

    await strip.getByRole('link', { name: 'Next day' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await strip.getByRole('link', { name: 'Tomorrow' }).click();
    const tomorrow = page.getByRole('region', { name: "Tomorrow's Games" });
    await expect(tomorrow.getByTestId('today-game').filter({ hasText: away.name })).toHaveAttribute('data-status', 'UPCOMING');

    // Any date, from the date field: one with no games.
    const far = dayAt(400, 12);
    await strip.getByLabel('Pick a date').fill(dayKey(far));
    await expect(page).toHaveURL(new RegExp(`date=${dayKey(far)}`));
    await expect(page.getByTestId('today-empty')).toHaveText(/^No games scheduled on /);

    // A shared link opens on its day.
    await page.goto(`/schedule?date=${dayKey(dayAt(-1, 12))}`);
    await expect(page.getByRole('region', { name: "Yesterday's Games" }).getByTestId('today-game').filter({ hasText: home.name })).toContainText('28');
  });

  test("a first visit to a day's link shows that day's games before the device's first sync, and so does each day the strip walks to", async ({ page, server }) => {
    const { home, away } = await seedTeams(server, 'Shared Day');
    // Nothing from the device's database: every game shown until release() is a first screen's.
    const sync = await holdSync(page);
    await page.goto(`/schedule?date=${dayKey(dayAt(-1, 12))}`);
    const strip = page.getByRole('navigation', { name: 'Choose a day' });
    const final = page.getByRole('region', { name: "Yesterday's Games" }).getByTestId('today-game').filter({ hasText: home.name });
    await expect(final).toHaveAttribute('data-status', 'FINAL');
    await expect(final).toContainText('28');
    await expect(final).toContainText('14');
    await expect.poll(() => sync.pulls.length).toBeGreaterThan(0);

    // Two days on, still before the sync: tomorrow's game, from tomorrow's own first screen.
    await strip.getByRole('link', { name: 'Next day' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await strip.getByRole('link', { name: 'Tomorrow' }).click();
    const tomorrow = page.getByRole('region', { name: "Tomorrow's Games" });
    await expect(tomorrow.getByTestId('today-game').filter({ hasText: away.name })).toHaveAttribute('data-status', 'UPCOMING');

    // Then the device's own data answers: a game the server gets for tomorrow arrives by itself.
    sync.release();
    await waitForFirstSync(page);
    const later = await seedTeams(server, 'Shared Day Later');
    await expect(tomorrow.getByTestId('today-game').filter({ hasText: later.away.name })).toHaveAttribute('data-status', 'UPCOMING');
    await expect(tomorrow.getByTestId('today-game').filter({ hasText: away.name })).toHaveCount(1);
  });

  test("a first visit to a sport's link shows that sport's games before the device's first sync", async ({ page, server }) => {
    // Games still to come that were due to start earlier today: first in line, so on the first page of their sport.
    const due = Date.now() - 3 * 60 * 60_000;
    const volleyball = await seedSchoolWith(server, uniqueName('Shared Sport Lakeside'), ['volleyball']);
    const football = await seedSchoolWith(server, uniqueName('Shared Sport Harbor'), ['football']);
    const visitors = { id: '', name: 'Visitors' };
    await seedGame(server, { home: volleyball, away: visitors, sport: 'volleyball', time: due, status: 'UPCOMING' });
    await seedGame(server, { home: football, away: visitors, sport: 'football', time: due, status: 'UPCOMING' });
    const sync = await holdSync(page);
    await page.goto('/schedule?sport=volleyball');
    const today = page.getByRole('region', { name: "Today's and Upcoming Games" });
    await expect(today.getByTestId('today-game').filter({ hasText: volleyball.name })).toHaveAttribute('data-status', 'UPCOMING');
    await expect(page.getByRole('group', { name: 'Filter games by sport' }).getByRole('button', { name: 'Volleyball', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(today.getByTestId('today-game').filter({ hasText: football.name })).toHaveCount(0);
    await expect.poll(() => sync.pulls.length).toBeGreaterThan(0);

    // Then the device's own data answers: a volleyball game the server gets afterwards arrives by itself.
    sync.release();
    await waitForFirstSync(page);
    const later = await seedSchoolWith(server, uniqueName('Shared Sport Later'), ['volleyball']);
    await seedGame(server, { home: later, away: visitors, sport: 'volleyball', time: due, status: 'UPCOMING' });
    await expect(today.getByTestId('today-game').filter({ hasText: later.name })).toHaveAttribute('data-status', 'UPCOMING');
    await expect(today.getByTestId('today-game').filter({ hasText: volleyball.name })).toHaveCount(1);
    await expect(today.getByTestId('today-game').filter({ hasText: football.name })).toHaveCount(0);
  });

  for (const viewport of VIEWPORTS) {
    test(`on a ${viewport.name} the date strip's days share one row, and its controls read in the order the keyboard reaches them`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/schedule');
      const strip = page.getByRole('navigation', { name: 'Choose a day' });
      const days = strip.getByRole('list').getByRole('link');
      await expect(days).toHaveText(['Yesterday', 'Today', 'Tomorrow']);
      const tops = await days.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(new Set(tops).size, `the days' tops: ${tops.join(', ')}`).toBe(1);
      // Document order is the keyboard's: each control stands right of the one before on its row, or on a row below it.
      const boxes = await strip.locator('a, input').evaluateAll((all) =>
        all.map((el) => {
          const box = el.getBoundingClientRect();
          return { name: el.textContent?.trim() || el.getAttribute('type') || '', top: box.top, bottom: box.bottom, left: box.left };
        }),
      );
      expect(boxes.map((b) => b.name)).toEqual(['Yesterday', 'Today', 'Tomorrow', '‹Previous day', 'date', '›Next day']);
      for (const [i, box] of boxes.entries()) {
        if (i === 0) continue;
        const before = boxes[i - 1];
        const sameRow = box.top < before.bottom && before.top < box.bottom;
        expect(sameRow ? box.left > before.left : box.top >= before.bottom, `${box.name} after ${before.name}`).toBe(true);
      }
      await expectNoHorizontalScroll(page);
    });
  }

  test('the sport filters cover every sport with games, the spec\'s list first', async ({ page, server }) => {
    await seedTeams(server, 'Sports');
    await page.goto(`/schedule?date=${dayKey(dayAt(1, 12))}`);
    const filters = page.getByRole('group', { name: 'Filter games by sport' }).getByRole('button');
    await expect(filters.first()).toHaveText('All');
    await expect(filters.nth(8)).toHaveText('Tennis');
    const volleyball = page.getByRole('group', { name: 'Filter games by sport' }).getByRole('button', { name: 'Volleyball', exact: true });
    await volleyball.click();
    await expect(page).toHaveURL(/sport=volleyball/);
    const rows = page.getByTestId('today-game');
    await expect(rows.first()).toBeVisible();
    // The list follows the filter as a transition after the address changes: read it until it has.
    await expect.poll(async () => new Set(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-sport'))))).toEqual(new Set(['volleyball']));
  });
});

test.describe('/schedule sport filters', () => {
  test('a sport no school lists gets a filter once it has games, named as the catalog names it', async ({ page, server }) => {
    const home = await seedSchoolWith(server, uniqueName('Mat Harbor'), ['football']);
    await seedGame(server, { home, away: { id: '', name: 'Visitors' }, sport: 'wrestling', time: dayAt(1, 15), status: 'UPCOMING' });
    // No school plays wrestling: only its game can bring the filter.
    const schools = await allDocs<SchoolDoc>(server, 'schools');
    expect(schools.some((school) => school.sports.some((sport) => sameSport(sport, 'wrestling')))).toBe(false);

    await page.goto(`/schedule?date=${dayKey(dayAt(1, 12))}`);
    const wrestling = page.getByRole('group', { name: 'Filter games by sport' }).getByRole('button', { name: 'Wrestling', exact: true });
    await wrestling.click();
    await expect(wrestling).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/sport=wrestling/);
    const rows = page.getByRole('region', { name: "Tomorrow's Games" }).getByTestId('today-game');
    await expect(rows).toHaveCount(1);
    await expect(rows).toHaveAttribute('data-sport', 'wrestling');
    await expect(rows).toContainText(home.name);
  });
});

test.describe('search', () => {
  test('finds a school offline from the header, by keyboard, as the fan types, and opens it', async ({ page, server }) => {
    const { home } = await seedTeams(server, 'Search');
    await page.goto('/');
    await ensureServiceWorkerControl(page);
    await waitForFirstSync(page);
    await page.context().setOffline(true);
    await page.reload();

    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    const field = page.getByRole('searchbox', { name: 'Schools, teams and articles' });
    await expect(field).toBeFocused();
    await field.pressSequentially(home.name.split(' ').slice(0, 2).join(' ').toLowerCase());
    const school = page.getByRole('region', { name: 'Schools' }).getByRole('link', { name: new RegExp(home.name) });
    await expect(school).toBeVisible();
    await expect(page.getByRole('region', { name: 'Teams' }).getByRole('link', { name: new RegExp(`${home.name} Football`) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(/^\d+ results?$/);
    await field.press('ArrowDown');
    await expect(school).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/schools/${home.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: home.name })).toBeVisible();

    // Back returns to the same results (the query is in the address).
    await page.goBack();
    await expect(field).toHaveValue(home.name.split(' ').slice(0, 2).join(' ').toLowerCase());
    await field.fill('zzqx nothing');
    await expect(page.getByText('No results for “zzqx nothing”.')).toBeVisible();
    await page.context().setOffline(false);
  });
});

test.describe('search beyond its first results (issue 38)', () => {
  test('says how many more schools match and shows them on request', async ({ page, server }) => {
    // A word no other test's school has: eight schools share it, two more than a kind shows at first.
    const word = `Qz${randomUUID().slice(0, 8)}`;
    const names = Array.from({ length: 8 }, (_, i) => `${word} Academy ${String.fromCharCode(65 + i)}`);
    for (const name of names) await seedSchoolWith(server, name, []);
    await page.goto('/search');
    await waitForFirstSync(page);
    const field = page.getByRole('searchbox', { name: 'Schools, teams and articles' });
    await field.fill(word.toLowerCase());
    const schools = page.getByRole('region', { name: 'Schools' });
    await expect(schools.getByTestId('search-result')).toHaveCount(6);
    await expect(page.getByRole('status').filter({ hasText: /results/ })).toHaveText('8 results: 6 shown, 2 more below');

    await schools.getByRole('button', { name: 'Show 2 more schools' }).click();
    await expect(schools.getByTestId('search-result')).toHaveCount(8);
    await expect(schools.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /results/ })).toHaveText('8 results');
    for (const name of names) await expect(schools.getByRole('link', { name: new RegExp(name) })).toBeVisible();

    // Another search starts from the first results again.
    await field.fill(`${word.toLowerCase()} academy`);
    await expect(schools.getByRole('button', { name: 'Show 2 more schools' })).toBeVisible();
  });
});

test.describe('install', () => {
  test('the install button appears when the browser offers installation, and a no is remembered', async ({ page }) => {
    // A phone: the offer comes after the page has painted, and nothing in the header may move for it.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifted: number };
      w.__shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) w.__shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const install = page.getByRole('banner').getByRole('button', { name: 'Install app' });
    await expect(install).toHaveCount(0);
    const search = page.getByRole('banner').getByRole('link', { name: 'Search' });
    const menu = page.getByRole('banner').getByRole('button', { name: /menu/i });
    const before = { search: await search.boundingBox(), menu: await menu.boundingBox() };
    const shiftedBefore = await page.evaluate(() => (window as unknown as { __shifted: number }).__shifted);
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          Object.assign(window, { __prompted: true });
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
      Object.assign(window, { __prevented: offer.defaultPrevented });
    });
    await expect(install).toBeVisible();
    expect({ search: await search.boundingBox(), menu: await menu.boundingBox() }).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { __shifted: number }).__shifted)).toBe(shiftedBefore);
    // The browser's own banner gives way to the button.
    expect(await page.evaluate(() => (window as unknown as { __prevented: boolean }).__prevented)).toBe(true);
    await install.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
    await expect(install).toHaveCount(0);
    await page.reload();
    await page.evaluate(() => window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'dismissed' }) })));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(install).toHaveCount(0);
  });

  test('iOS Safari gets a short how-to instead', async ({ browser, server }) => {
    const context = await browser.newContext({
      baseURL: server.url,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      viewport: { width: 360, height: 740 },
    });
    await context.addInitScript(() => localStorage.setItem('liaa.welcomeDismissed', 'yes'));
    const page = await context.newPage();
    await page.goto('/schools');
    const install = page.getByRole('banner').getByRole('button', { name: 'Install app' });
    await install.click();
    await expect(page.getByRole('note')).toHaveText(/Tap Share.*then Add to Home Screen\./);
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(install).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(install).toHaveCount(0);
    await context.close();
  });
});

test.describe('looks', () => {
  for (const viewport of VIEWPORTS) {
    test(`My Teams, the date strip, /search and the school page are laid out and pass axe at ${viewport.width} px`, async ({ page, server }) => {
      const { home, away } = await seedTeams(server, 'Look');
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`/schools/${home.id}?sport=football`);
      await followButton(page, `${home.name} Football`).click();
      await followButton(page, home.name).click();
      await expect(page.getByRole('region', { name: 'Football: Live and upcoming' })).toContainText(away.name);
      await expect(page.getByRole('region', { name: 'Football: Results' })).toContainText('28');
      await expectLaidOut(page);
      await expectNoAxeViolations(page);

      await page.goto('/');
      await expect(myTeams(page).getByTestId('my-team')).toHaveCount(2);
      await expect(myTeams(page).locator('[data-kind="latest"]').first()).toBeVisible();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);

      await page.goto(`/schedule?date=${dayKey(dayAt(-1, 12))}`);
      await expect(page.getByTestId('today-game').first()).toBeVisible();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);

      await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
      await page.getByRole('searchbox').fill(home.name.split(' ')[0]);
      await expect(page.getByTestId('search-result').first()).toBeVisible();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
    });
  }
});
