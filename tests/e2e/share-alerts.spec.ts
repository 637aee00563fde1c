import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { schoolCalendarPath } from '../../src/shared/calendarLinks';
import { normalizeSportKey, sameSport, sportName } from '../../src/shared/catalog/sports';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { ensureServiceWorkerControl, expect, test, waitForFirstSync } from './fixtures';
import { expectNoAxeViolations } from './lookChecks';
import { ArticlePage } from './pages/ArticlePage';
import { GamePage } from './pages/GamePage';
import { allDocs, putDoc, updateDoc } from './serverDocs';

// Issue 17's page side: a shared article link, calendars from the school and game pages, and
// alerts for a followed team shown through the service worker.
test.use({ demoData: true, serverKey: 'share-alerts-demo' });

/** The titles of the notifications the service worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title} | ${n.body}`));

/** A page or a worker: where code runs. */
interface Realm {
  evaluate<R>(code: () => R | Promise<R>): Promise<R>;
}

interface ShowCall {
  text: string;
  state: 'pending' | 'shown' | `failed: ${string}`;
}

/**
 * Records every `showNotification` call of a realm (the page, by an init script; the service worker,
 * by evaluate) and whether it settled: the app's code and Chromium run unchanged.
 */
function recordShowCalls(): void {
  const realm = globalThis as unknown as { showCalls?: ShowCall[] };
  if (realm.showCalls) return;
  const calls: ShowCall[] = (realm.showCalls = []);
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (this: ServiceWorkerRegistration, title: string, options?: NotificationOptions) {
    const call: ShowCall = { text: `${title} | ${options?.body ?? ''}`, state: 'pending' };
    calls.push(call);
    const shown = show.call(this, title, options);
    shown.then(
      () => (call.state = 'shown'),
      (error: unknown) => (call.state = `failed: ${String(error)}`),
    );
    return shown;
  };
}

/**
 * The notification `text` was shown: its `showNotification` settled, and the service worker's
 * notifications hold it. They are read once nothing is being shown any more: a read while Chromium
 * stores one drops it (the read removes stored notifications not yet on screen), which failed this
 * suite in about one run in 25.
 */
async function expectNotificationShown(realm: Realm, page: Page, text: string, timeout: number): Promise<void> {
  const calls = () => realm.evaluate(() => (globalThis as unknown as { showCalls?: ShowCall[] }).showCalls ?? []);
  await expect.poll(calls, { timeout }).toContainEqual({ text, state: 'shown' });
  await expect.poll(async () => (await calls()).filter((call) => call.state === 'pending')).toEqual([]);
  expect(await shownNotifications(page)).toContain(text);
}

test.describe('a shared article link', () => {
  test('opens the article rendered by the server with its title and link-preview tags; Share copies the link', async ({ page, context, server, baseURL }) => {
    const id = `shared-${randomUUID().slice(0, 8)}`;
    const today = new Date().toISOString().slice(0, 10);
    await putDoc(server, 'articles', {
      id, title: 'Harborview clinches the county title', date: today, category: 'Sports', excerpt: 'A late goal settled it.',
      content: 'The final whistle blew at 9 PM.\n\nFans stormed the field.', archived: false,
    });

    // What a chat app fetches: the page itself, rendered, with the preview's tags.
    const html = await (await page.request.get(`/articles/${id}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<title>Harborview clinches the county title · LIAA</title>');
    expect(html).toContain('<meta property="og:title" content="Harborview clinches the county title" />');
    expect(html).toContain('data-testid="article-page"');
    expect(html).toContain('Fans stormed the field.');

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const view = new ArticlePage(page);
    await view.goto(id);
    await expect(view.heading).toHaveText('Harborview clinches the county title');
    await expect(page).toHaveTitle('Harborview clinches the county title · LIAA');
    await expect(view.meta('og:description')).toHaveAttribute('content', 'A late goal settled it.');
    await expect(view.meta('og:url')).toHaveAttribute('content', `${baseURL}/articles/${id}`);
    await expect(view.meta('og:image')).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\//);
    await expect(view.meta('twitter:card')).toHaveAttribute('content', 'summary');
    await expect(view.article).toContainText('Fans stormed the field.');
    await expectNoAxeViolations(page);

    // No share sheet in this browser: the link is copied, and the page says so. Keyboard only.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await view.share.focus();
    await page.keyboard.press('Enter');
    await expect(view.said).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/articles/${id}`);

    // With a share sheet (Web Share API), Share hands it the page's title and address: nothing copied, nothing said.
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.reload();
    await expect(view.said).toHaveText('');
    await view.share.click();
    await expect(page).toHaveTitle('Harborview clinches the county title · LIAA');
    expect(page.url()).toBe(`${baseURL}/articles/${id}`);
    const shared = { title: await page.title(), url: page.url() };
    await expect.poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls)).toEqual([shared]);
    await expect(view.said).toHaveText('');
    await expect(page.getByText('Link copied')).toHaveCount(0);

    // The articles list links to it.
    await page.goto('/articles');
    await page.getByRole('link', { name: 'Harborview clinches the county title' }).click();
    await expect(page).toHaveURL(new RegExp(`/articles/${id}$`));
    await expect(view.heading).toHaveText('Harborview clinches the county title');
  });
});

test.describe('calendars', () => {
  test("the school page's feed holds every game of the school and changes after an admin edits one", async ({ page, server }) => {
    const [schools, games] = await Promise.all([allDocs<SchoolDoc>(server, 'schools'), allDocs<GameDoc>(server, 'games')]);
    const school = schools.find((s) => games.some((g) => g.homeSchoolId === s.id || g.awaySchoolId === s.id))!;
    const own = games.filter((g) => g.homeSchoolId === school.id || g.awaySchoolId === school.id || g.awayName === school.name || g.homeSchoolName === school.name);
    await page.goto(`/schools/${school.id}`);
    const actions = page.getByTestId('school-actions');
    await expect(actions.getByRole('link', { name: `Add to calendar: ${school.name}'s games` })).toHaveAttribute('href', /^webcal:\/\/127\.0\.0\.1:\d+\/api\/calendar\/school\//);
    const file = actions.getByRole('link', { name: `.ics file of ${school.name}'s games` });
    const href = (await file.getAttribute('href'))!;
    await expectNoAxeViolations(page);

    const events = async () => {
      const text = await (await page.request.get(href)).text();
      return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    };
    expect((await events()).map((e) => e.uid).sort()).toEqual(own.map((g) => `game-${g.id}@liaa-sports`).sort());

    const edited = own[0];
    await updateDoc<GameDoc & { id: string }>(server, 'games', edited.id, (doc) => ({ ...doc, location: 'Moved: Memorial Stadium' }));
    await expect.poll(async () => (await events()).find((e) => e.uid === `game-${edited.id}@liaa-sports`)?.location).toBe('Moved: Memorial Stadium');
  });
});

test.describe("a team's calendar", () => {
  test("the school page's sport panel links to the school and sport's feed: it parses and holds that sport's games only", async ({ page, server }) => {
    const [schools, games] = await Promise.all([allDocs<SchoolDoc>(server, 'schools'), allDocs<GameDoc>(server, 'games')]);
    // A school's game: its id on either side, or a side typed as its name (docs/product/screens.md §17).
    const plays = (school: SchoolDoc, g: GameDoc) =>
      g.homeSchoolId === school.id ||
      g.awaySchoolId === school.id ||
      (!g.homeSchoolId && g.homeSchoolName.trim().toLowerCase() === school.name.trim().toLowerCase()) ||
      (!g.awaySchoolId && g.awayName.trim().toLowerCase() === school.name.trim().toLowerCase());
    // A school with games in more than one sport, so the feed has games to leave out.
    const school = schools.find((s) => new Set(games.filter((g) => plays(s, g)).map((g) => normalizeSportKey(g.sport))).size > 1)!;
    const own = games.filter((g) => plays(school, g));
    const sport = normalizeSportKey(own[0].sport)!;
    const team = own.filter((g) => sameSport(g.sport, sport));
    expect(team.length).toBeGreaterThan(0);
    expect(team.length).toBeLessThan(own.length);

    await page.goto(`/schools/${school.id}?sport=${sport}`);
    const what = `${school.name}'s ${sportName(sport)} games`;
    const path = schoolCalendarPath(school.id, sport);
    await expect(page.getByRole('link', { name: `Add to calendar: ${what}` })).toHaveAttribute('href', `webcal://${new URL(server.url).host}${path}`);
    const file = page.getByRole('link', { name: `.ics file of ${what}` });
    await expect(file).toHaveAttribute('href', path);

    const text = await (await page.request.get(path)).text();
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.uid).sort()).toEqual(team.map((g) => `game-${g.id}@liaa-sports`).sort());
    for (const event of events) expect(event.summary.startsWith(`${sportName(sport)}: `)).toBe(true);
  });
});

test.describe('alerts for a followed team', () => {
  test('asks for notifications only at the tap on "Alert me", then shows a notification through the service worker when the score changes', async ({ page, context, server }) => {
    const schools = await allDocs<SchoolDoc>(server, 'schools');
    const [home, away] = schools;
    const id = `alert-${randomUUID().slice(0, 8)}`;
    await putDoc(server, 'games', {
      id, sport: 'football', homeSchoolId: home.id, homeSchoolName: home.name, awaySchoolId: away.id, awayName: away.name,
      time: new Date().toISOString(), location: 'Alert Field', status: 'LIVE',
      score: { home: { final: 7, '1': 7 }, away: { final: 0, '1': 0 } },
    });
    await context.grantPermissions(['notifications']);
    // Every call of the permission prompt is counted: the page must not ask on its own.
    await context.addInitScript(() => {
      const asked = { count: 0 };
      (window as unknown as { permissionAsks: typeof asked }).permissionAsks = asked;
      const original = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
        asked.count += 1;
        return original(...args);
      };
    });
    await context.addInitScript(recordShowCalls);
    const asks = () => page.evaluate(() => (window as unknown as { permissionAsks: { count: number } }).permissionAsks.count);

    const view = new GamePage(page);
    await view.goto(id);
    await ensureServiceWorkerControl(page);
    await expect(view.score).toContainText('7');
    const alertMe = view.scoreboard.getByRole('button', { name: /^Alert me/ });
    await expect(alertMe).toBeVisible();
    await expect(view.scoreboard.getByRole('link', { name: 'Add to calendar: this game' })).toHaveAttribute('href', new RegExp(`/api/calendar/game/${id}\\.ics$`));
    expect(await asks()).toBe(0);
    await expectNoAxeViolations(page);

    await alertMe.click();
    await expect(view.scoreboard.getByRole('button', { name: /^Alerts on/ })).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
    // This Chromium has no push service (offline): the open page tells the fan itself.
    await expect(view.scoreboard.getByRole('status').filter({ hasText: /^Alerts on/ })).toHaveText(/^Alerts on(: you'll be told| while the app is open)/);
    expect(await asks()).toBe(1);
    // Alerts are for My Teams: both teams are followed now.
    for (const school of [home, away]) await expect(page.getByRole('button', { name: `Follow ${school.name} Football`, exact: true })).toHaveAttribute('aria-pressed', 'true');

    // The game page follows the game live once the device's first sync is done (before, it shows the
    // server's copy read once): on a store other tests filled, that first sync takes a while.
    await waitForFirstSync(page);
    // The score changes on the server (an admin's device): the fan is told through the service worker.
    await updateDoc<GameDoc & { id: string }>(server, 'games', id, (doc) => ({ ...doc, score: { home: { final: 14, '1': 14 }, away: { final: 0, '1': 0 } } }));
    await expectNotificationShown(page, page, `${home.name} 14–0 ${away.name} | Football · Live`, 20_000);

    // Unfollowing both teams stops their alerts: 'Alert me' is off again.
    for (const school of [home, away]) await page.getByRole('button', { name: `Follow ${school.name} Football`, exact: true }).click();
    await expect(alertMe).toHaveAttribute('aria-pressed', 'false');
  });

  test("the service worker's push handler shows the alert the server sends", async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.goto('/');
    await ensureServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const [worker] = context.serviceWorkers();
    await worker.evaluate(recordShowCalls);
    const origin = new URL(page.url()).origin;
    const payload = { kind: 'final', gameId: 'g1', title: 'Harborview 28–3 Maple Ridge', body: 'Final · Football', url: '/games/g1', tag: 'game:g1' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data: JSON.stringify(payload) });
    await expectNotificationShown(worker, page, 'Harborview 28–3 Maple Ridge | Final · Football', 10_000);
  });
});
