import { divisionsDocId } from '../../src/shared/schemas/divisions.schema';
import { currentSeason, previousSeason, seasonBounds } from '../../src/shared/standings/season';
import type { TestServer } from '../kit/server';
import { seedGame, seedSchoolWithSports } from './adminGamesSeed';
import { ensureServiceWorkerControl, expect, newContext, test, uniqueName, waitForFirstSync } from './fixtures';
import { SportsPage } from './pages/SportsPage';
import { putDoc } from './serverDocs';

// A store of its own: this file's set-ups are the only basketball ones there.
test.use({ serverKey: 'seasons' });

const DAY = 86_400_000;

/** A two-team basketball division in `season`, with one FINAL: Home 60, Away 50. */
async function seedSeason(server: TestServer, season: string): Promise<{ home: string; away: string; gameId: string }> {
  const { start } = seasonBounds(season);
  const home = uniqueName('Home');
  const away = uniqueName('Away');
  const homeId = await seedSchoolWithSports(server, home, ['basketball']);
  const awayId = await seedSchoolWithSports(server, away, ['basketball']);
  await putDoc(server, 'divisions', {
    id: divisionsDocId('basketball', season), sport: 'basketball', season, tiebreakers: ['headToHead'],
    divisions: [{ key: 'north', name: 'North', schoolIds: [homeId, awayId] }],
  });
  const gameId = await seedGame(server, {
    sport: 'basketball', home: { id: homeId, name: home }, away: { id: awayId, name: away }, status: 'FINAL',
    time: new Date(start + 100 * DAY + 19 * 3_600_000).toISOString(),
    score: { home: { '1': 60 }, away: { '1': 50 } },
  });
  return { home, away, gameId };
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
