import { randomUUID } from 'node:crypto';
import { TIME_ZONE } from '../../src/shared/zone';
import { expectAppReady } from './appReady';
import { expect, test, uniqueName, waitForFirstSync } from './fixtures';
import { putDoc } from './serverDocs';

/*
 * Three clocks: the association's (New York unless the build says otherwise), the server's
 * process (UTC: tests/kit/server.ts) and a fan's phone in Tokyo. A game at 01:30 UTC is the
 * evening before in New York and the next morning in Tokyo: every page shows New York's day
 * and time, the server's page and the app's alike. The expected texts come from Intl.
 */
test.use({ timezoneId: 'Asia/Tokyo' });

const DAY = 86_400_000;
const intl = (options: Intl.DateTimeFormatOptions, at: number) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: TIME_ZONE }).format(at);
const dayKey = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** A game tomorrow evening in the association's zone (yesterday's on the season's last day), at 01:30 UTC. */
function gameInstant(): number {
  const now = Date.now();
  const [year, month, day] = dayKey(now).split('-').map(Number);
  const seasonsLastDay = month === 7 && day === 31;
  // The association's day T is the UTC day T + 1 at 01:30 (New York is 4 or 5 hours behind).
  return Date.UTC(year, month - 1, day + (seasonsLastDay ? -1 : 1) + 1, 1, 30);
}

test("the server's page and the app show the association's day and time on a phone in another zone", async ({ browser, page, server }) => {
  const at = gameInstant();
  expect(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', day: 'numeric' }).format(at), 'Tokyo is a day ahead').not.toBe(intl({ day: 'numeric' }, at));
  const away = uniqueName('Zone Visitors');
  const home = uniqueName('Zone Harbor');
  const schoolId = `school-${randomUUID()}`;
  await putDoc(server, 'schools', { id: schoolId, name: home, location: 'Harbor, NY', sports: ['football'] });
  const id = `game-${randomUUID()}`;
  await putDoc(server, 'games', { id, sport: 'football', homeSchoolId: schoolId, homeSchoolName: home, awayName: away, time: new Date(at).toISOString(), location: `${home} Field`, status: 'UPCOMING' });

  const sameYear = intl({ year: 'numeric' }, at) === intl({ year: 'numeric' }, Date.now());
  const expected = `${intl({ weekday: 'long', month: 'long', day: 'numeric' }, at)}${sameYear ? '' : `, ${intl({ year: 'numeric' }, at)}`} · ${intl({ hour: 'numeric', minute: '2-digit' }, at)}`;

  // The server's page, as a browser without scripts shows it.
  const bare = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, timezoneId: 'Asia/Tokyo' });
  const served = await bare.newPage();
  await served.goto(`/games/${id}`);
  await expect(served.getByTestId('scoreboard').locator('time')).toHaveText(expected);
  await bare.close();

  // The app, on the phone.
  await page.goto(`/games/${id}`);
  await expectAppReady(page);
  await expect(page.getByTestId('scoreboard').locator('time')).toHaveText(expected);

  // The schedule's day is New York's: the game is on the evening's page, not on Tokyo's next morning's.
  await page.goto(`/schedule?date=${dayKey(at)}`);
  await expectAppReady(page);
  await expect(page.getByTestId('today-game').filter({ hasText: away })).toHaveCount(1);
  await waitForFirstSync(page);
  const next = at + DAY;
  await page.goto(`/schedule?date=${dayKey(next)}`);
  await expectAppReady(page);
  const named = intl({ year: 'numeric' }, next) === intl({ year: 'numeric' }, Date.now()) ? intl({ weekday: 'long', month: 'long', day: 'numeric' }, next) : intl({ month: 'long', day: 'numeric', year: 'numeric' }, next);
  await expect(page.getByRole('heading', { name: `Games on ${named}` })).toBeVisible();
  await expect(page.getByTestId('today-game').filter({ hasText: away })).toHaveCount(0);
});
