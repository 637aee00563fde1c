import { divisionsDocId } from '../../src/shared/schemas/divisions.schema';
import { currentSeason, previousSeason, seasonBounds } from '../../src/shared/standings/season';
import type { TestServer } from '../kit/server';
import { seedGame, seedSchoolWithSports } from './adminGamesSeed';
import { ensureServiceWorkerControl, expect, newContext, test, uniqueName, waitForFirstSync } from './fixtures';
import { SportsPage } from './pages/SportsPage';
import { putDoc } from './serverDocs';
import { zonedDayKey } from '../../src/shared/zone';

// A store of its own: this file's set-ups are the only basketball ones there.
test.use({ serverKey: 'seasons' });

const DAY = 86_400_000;

/**
 * A two-team basketball division in `season`, with one FINAL: Home 60, Away 50. `divisions: false`:
 * the game alone (a season's set-up is one document, written once per season in this store).
 */
async function seedSeason(server: TestServer, season: string, { divisions = true } = {}): Promise<{ home: string; away: string; gameId: string; time: number }> {
  const { start } = seasonBounds(season);
  const home = uniqueName('Home');
  const away = uniqueName('Away');
  const homeId = await seedSchoolWithSports(server, home, ['basketball']);
  const awayId = await seedSchoolWithSports(server, away, ['basketball']);
  if (divisions) {
    await putDoc(server, 'divisions', {
      id: divisionsDocId('basketball', season), sport: 'basketball', season, tiebreakers: ['headToHead'],
      divisions: [{ key: 'north', name: 'North', schoolIds: [homeId, awayId] }],
    });
  }
  const time = start + 100 * DAY + 19 * 3_600_000;
  const gameId = await seedGame(server, {
    sport: 'basketball', home: { id: homeId, name: home }, away: { id: awayId, name: away }, status: 'FINAL',
    time: new Date(time).toISOString(),
    score: { home: { '1': 60 }, away: { '1': 50 } },
  });
  return { home, away, gameId, time };
}

test("a fan opens last season's standings online, then offline after a reload: the season is kept on the device", async ({ browser, server }) => {
  const last = previousSeason(currentSeason());
  const teams = await seedSeason(server, last);
  const { context, page } = await newContext(browser, server);
  const pulledGames: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/db/games/_find')) pulledGames.push(request.postData() ?? '');
  });
  try {
    await page.goto('/');
    await waitForFirstSync(page);
    // The first sync read this season's games only.
    const thisSeasonStart = new Date(seasonBounds(currentSeason()).start).toISOString();
    expect(pulledGames.length).toBeGreaterThan(0);
    expect(pulledGames.every((body) => body.includes(thisSeasonStart))).toBe(true);

    const sports = new SportsPage(page);
    await sports.goto('basketball', last);
    await expect(sports.rows('North')).toHaveCount(2);
    expect(await sports.teamNames('North')).toEqual([teams.home, teams.away]);
    // Read on demand: a `_find` for last season's games.
    expect(pulledGames.some((body) => body.includes(new Date(seasonBounds(last).start).toISOString()))).toBe(true);

    await ensureServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await expect(sports.rows('North')).toHaveCount(2);
    expect(await sports.teamNames('North')).toEqual([teams.home, teams.away]);
    await expect(sports.division('North').getByRole('row', { name: new RegExp(teams.home) })).toContainText('1.000');
  } finally {
    await context.close();
  }
});

test("/schedule's date strip shows a day of last season: not on the device offline, read once online, then kept offline", async ({ browser, server }) => {
  const last = previousSeason(currentSeason());
  const teams = await seedSeason(server, last, { divisions: false });
  const { context, page } = await newContext(browser, server);
  try {
    await page.goto('/schedule');
    await waitForFirstSync(page);
    await ensureServiceWorkerControl(page);
    const strip = page.getByRole('navigation', { name: 'Choose a day' });
    const day = zonedDayKey(teams.time);
    const final = page.getByRole('region', { name: /^Games on / }).getByTestId('today-game').filter({ hasText: teams.home });

    // Offline before last season was ever read: the page says so, with Try Again, not 'No games were played'.
    await context.setOffline(true);
    await strip.getByLabel('Pick a date').fill(day);
    await expect(page).toHaveURL(new RegExp(`[?&]date=${day}`));
    await expect(page.getByRole('alert').filter({ hasText: 'not on this device' })).toHaveText(`The ${last} season is not on this device yet. Connect to the internet to load it; it stays on this device after that.`);
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByTestId('today-empty')).toHaveCount(0);

    // Online: the day's season is read from the server, and the day's final shows with its score.
    await context.setOffline(false);
    await expect(final).toHaveAttribute('data-status', 'FINAL');
    await expect(final).toContainText('60');
    await expect(final).toContainText('50');
    await expect(final).toContainText(teams.away);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('liaa.keptSeasons'))).toContain(`games@${last}`);

    // Kept: offline after a reload, the same day still shows its final.
    await context.setOffline(true);
    await page.reload();
    await expect(final).toHaveAttribute('data-status', 'FINAL');
    await expect(final).toContainText('60');
  } finally {
    await context.close();
  }
});

test('on the first day of the next season the device moves to it by itself and keeps the season that ended', async ({ browser, server }) => {
  const now = currentSeason();
  const ended = await seedSeason(server, now);
  const { context, page } = await newContext(browser, server);
  try {
    // The last evening of this season, 23:59 local.
    const lastEvening = seasonBounds(now).end - 60_000;
    await page.clock.install({ time: lastEvening });
    await page.goto('/');
    await waitForFirstSync(page);
    const sports = new SportsPage(page);
    await sports.goto('basketball', now);
    await expect(sports.rows('North')).toHaveCount(2);

    // Midnight passes: the device turns to the new season without a reload or an update.
    await page.clock.runFor(2 * 60_000);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('liaa.keptSeasons'))).toContain(`games@${now}`);
    // What was viewed is still there, now as a past season, offline too.
    await ensureServiceWorkerControl(page);
    await context.setOffline(true);
    await sports.goto('basketball', now);
    await expect(sports.rows('North')).toHaveCount(2);
    expect(await sports.teamNames('North')).toEqual([ended.home, ended.away]);
  } finally {
    await context.close();
  }
});
