import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import type { TestServer } from '../kit/server';
import { localInput, seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { ensureServiceWorkerControl, expect, newContext, test, uniqueName, waitForFirstSync } from './fixtures';
import { watchMessages } from './messages';
import { GamePage } from './pages/GamePage';
import { EditScheduleTab } from './pages/admin/EditScheduleTab';

// Issue 38 point 2 as a fan lives it: the admin moves and then calls off a game the fan follows;
// the fan's calendar keeps one event for it (same UID, SEQUENCE up, STATUS:CANCELLED at the end)
// and the fan is told each time.

interface CalendarEvent {
  uid: string;
  sequence: number;
  start: number;
  status: string | null;
}

/** The game's own feed, parsed by an independent iCalendar parser (ical.js), not by our writer. */
async function gameEvent(server: TestServer, gameId: string): Promise<CalendarEvent> {
  const response = await fetch(`${server.url}/api/calendar/game/${gameId}.ics`);
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]);
  return {
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().getTime(),
    status: (events[0].getFirstPropertyValue('status') as string | null) ?? null,
  };
}

/** Counts the notifications the page shows (this Chromium has no push service: the open app tells the fan). */
function recordShown(): void {
  const realm = globalThis as unknown as { shown?: string[] };
  if (realm.shown) return;
  const shown: string[] = (realm.shown = []);
  const show = ServiceWorkerRegistration.prototype.showNotification;
  ServiceWorkerRegistration.prototype.showNotification = function (this: ServiceWorkerRegistration, title: string, options?: NotificationOptions) {
    shown.push(`${title} | ${options?.body ?? ''}`);
    return show.call(this, title, options);
  };
}

const shownOn = (page: Page) => page.evaluate(() => (globalThis as unknown as { shown?: string[] }).shown ?? []);

test('a followed game moved then cancelled: one calendar event updated each time, and the fan told each time', async ({ adminSession, server, browser }) => {
  const home = uniqueName('Birchwood High');
  const away = uniqueName('Cedar Falls');
  const homeId = await seedSchoolWithSports(server, home, ['soccer-girls']);
  const awayId = await seedSchoolWithSports(server, away, ['soccer-girls']);
  const time = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
  const gameId = await seedGame(server, {
    sport: 'soccer-girls', home: { id: homeId, name: home }, away: { id: awayId, name: away }, status: 'UPCOMING', time, location: 'Birch Field',
  });
  const first = await gameEvent(server, gameId);

  // The fan follows the game (Alert me follows both teams) on a device that has synced.
  const fan = await newContext(browser, server);
  await fan.context.grantPermissions(['notifications']);
  await fan.context.addInitScript(recordShown);
  const view = new GamePage(fan.page);
  await view.goto(gameId);
  await ensureServiceWorkerControl(fan.page);
  await view.scoreboard.getByRole('button', { name: /^Alert me/ }).click();
  await expect(view.scoreboard.getByRole('button', { name: /^Alerts on/ })).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
  await waitForFirstSync(fan.page);

  // The admin moves it to another day.
  await adminSession.admin.openTab('Edit Schedule');
  const tab = new EditScheduleTab(adminSession.page);
  await tab.openSport(home, 'Girls Soccer');
  const row = tab.game(home, away);
  const shown = await watchMessages(adminSession.page);
  await row.getByRole('button', { name: `Reschedule: vs ${away}` }).click();
  const move = row.getByRole('group', { name: `New date and time: vs ${away}` });
  await move.getByLabel('New date and time').fill(localInput(9, 15));
  await move.getByRole('button', { name: 'Save new time' }).click();
  await shown('Game rescheduled.');
  await expect.poll(async () => (await serverGame(server, gameId)).rescheduledFrom).toBe(time);

  const moved = await gameEvent(server, gameId);
  expect(moved.uid).toBe(first.uid);
  expect(moved.sequence).toBeGreaterThan(first.sequence);
  expect(moved.start).toBe(Date.parse((await serverGame(server, gameId)).time));
  expect(moved.start).not.toBe(first.start);
  await expect
    .poll(() => shownOn(fan.page), { timeout: 20_000 })
    .toContain(`${home} vs ${away} | Girls Soccer: the game has a new date and time: see the game page · Birch Field`);

  // Then it is called off: the same event, cancelled, and the fan told.
  await row.getByRole('button', { name: `Cancel game: vs ${away}` }).click();
  await adminSession.page.getByRole('dialog').filter({ hasText: 'Cancel this game?' }).getByRole('button', { name: 'Cancel the game' }).click();
  await shown('Game cancelled.');
  await expect.poll(async () => (await serverGame(server, gameId)).status).toBe('CANCELLED');
  const cancelled = await gameEvent(server, gameId);
  expect(cancelled.uid).toBe(first.uid);
  expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
  expect(cancelled.status).toBe('CANCELLED');
  await expect.poll(() => shownOn(fan.page), { timeout: 20_000 }).toContain(`${home} vs ${away} | Girls Soccer: the game is cancelled · Birch Field`);
  await expect(view.scoreboard.getByTestId('game-state')).toHaveText('Cancelled');
  await fan.context.close();
});
