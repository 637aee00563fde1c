import type { BrowserContext, Page } from '@playwright/test';
import { divisionsDocId } from '../../src/shared/schemas/divisions.schema';
import { currentSeason, seasonBounds } from '../../src/shared/standings/season';
import type { TestServer } from '../kit/server';
import { signedInAdmin } from './adminContexts';
import { seedGame, seedSchoolWithSports } from './adminGamesSeed';
import { ensureServiceWorkerControl, expect, holdSync, newContext, test, uniqueName, waitForFirstSync } from './fixtures';
import { expectSameDocument, markDocument } from './lookChecks';
import { HomePage } from './pages/HomePage';
import { ScoringConsole } from './pages/admin/ScoringConsole';
import { StandingsSetupTab } from './pages/admin/StandingsSetupTab';
import { SchoolPage } from './pages/SchoolPage';
import { SportsPage } from './pages/SportsPage';
import { putDoc, updateDoc } from './serverDocs';
import type { GameDoc } from '../../src/shared/schemas/games.schema';

// A store of its own: this file's division is the only football set-up of the season there.
test.use({ serverKey: 'standings' });

const DAY = 86_400_000;

interface Division {
  season: string;
  teams: Record<'a' | 'b' | 'c' | 'd', { id: string; name: string }>;
  /** B hosts A, not played yet. */
  liveGameId: string;
  /** A beat C 21-7. */
  aOverCId: string;
}

/**
 * A four-team football division this season: A beat C 21-7, B beat D 14-10. A and B are
 * level at 1-0 (A ahead on points allowed, 7 to 10); C and D level at 0-1 (D ahead, 14 to 21).
 */
async function seedDivision(server: TestServer): Promise<Division> {
  const season = currentSeason();
  const { start } = seasonBounds(season);
  const teams = {} as Division['teams'];
  for (const key of ['a', 'b', 'c', 'd'] as const) {
    const name = uniqueName(`Team ${key.toUpperCase()}`);
    teams[key] = { id: await seedSchoolWithSports(server, name, ['football']), name };
  }
  // Each test sets the season's football division up anew (replacing the last one's) with its own schools.
  const id = divisionsDocId('football', season);
  const existing = await fetch(`${server.url}/db/divisions/${encodeURIComponent(id)}`);
  const rev = existing.ok ? { _rev: ((await existing.json()) as { _rev: string })._rev } : {};
  await putDoc(server, 'divisions', {
    ...rev, id, sport: 'football', season,
    tiebreakers: ['headToHead', 'headToHeadDiff', 'pointsAllowed'],
    divisions: [{ key: 'division-1', name: 'Division 1', schoolIds: Object.values(teams).map((t) => t.id) }],
  });
  const final = async (home: { id: string; name: string }, homeScore: number, away: { id: string; name: string }, awayScore: number, day: number) =>
    seedGame(server, {
      sport: 'football', home, away, status: 'FINAL', time: new Date(start + day * DAY + 19 * 3_600_000).toISOString(),
      // Periods only: the server derives the finals (a game with no scoring entries).
      score: { home: { '1': homeScore }, away: { '1': awayScore } },
    });
  const aOverCId = await final(teams.a, 21, teams.c, 7, 1);
  await final(teams.b, 14, teams.d, 10, 1);
  const liveGameId = await seedGame(server, { sport: 'football', home: teams.b, away: teams.a, status: 'UPCOMING', time: new Date().toISOString() });
  return { season, teams, liveGameId, aOverCId };
}

interface Fan {
  context: BrowserContext;
  page: Page;
}

async function offlineReload(fan: Fan): Promise<void> {
  await waitForFirstSync(fan.page);
  await ensureServiceWorkerControl(fan.page);
  await fan.context.setOffline(true);
  await fan.page.reload();
}

test('an admin ends a game: standings, the school record and the home leaders follow without a reload, and offline after one', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const { teams, liveGameId } = await seedDivision(server);
  const { a, b, c, d } = teams;

  // Three fans: the standings, B's school page, the home page.
  const standingsFan = await newContext(browser, server);
  const sports = new SportsPage(standingsFan.page);
  await sports.goto('football');
  await expect.poll(() => sports.teamNames('Division 1')).toEqual([a.name, b.name, d.name, c.name]);
  await expect(sports.tiebreakReason('Division 1', a.name)).toHaveText(`Ahead of ${b.name} on points allowed, 7 to 10`);
  await expect(sports.tiebreakReason('Division 1', b.name)).toHaveText(`Behind ${a.name} on points allowed, 10 to 7`);
  await expect(sports.tiebreakReason('Division 1', d.name)).toHaveText(`Ahead of ${c.name} on points allowed, 14 to 21`);
  await markDocument(standingsFan.page);

  const schoolFan = await newContext(browser, server);
  const school = new SchoolPage(schoolFan.page);
  await school.goto(b.id, 'football');
  await expect(school.record).toHaveText('1-0');
  await markDocument(schoolFan.page);

  const homeFan = await newContext(browser, server);
  const home = new HomePage(homeFan.page);
  await home.goto();
  await home.showLeaders();
  await expect(home.leaderLinks).toHaveCount(1);
  await expect(home.leaderLinks.first()).toContainText(a.name);
  await expect(home.leaderLinks.first()).toContainText('1-0 · 100.0%');
  await markDocument(homeFan.page);

  // Courtside: B hosts A, scored in the console and ended 13-6.
  const { context: adminContext, page: adminPage } = await signedInAdmin(browser, server);
  const scorer = new ScoringConsole(adminPage);
  await scorer.goto(liveGameId);
  await scorer.startGame.click();
  await expect(scorer.status).toHaveText('LIVE');
  await scorer.play('home', b.name, 'Touchdown', 6).click();
  await scorer.play('home', b.name, 'Extra point', 1).click();
  await scorer.play('away', a.name, 'Field goal', 3).click();
  await scorer.play('away', a.name, 'Field goal', 3).click();
  await scorer.play('home', b.name, 'Field goal', 3).click();
  await scorer.play('home', b.name, 'Field goal', 3).click();
  // LIVE scores do not count: the tables stand until the final.
  await expect(sports.row('Division 1', b.name)).toContainText('1-0');
  await scorer.end(`${b.name} 13 – 6 ${a.name}`);

  // B is 2-0 and alone on top; A drops to 1-1; the tie at the top is gone, so is its note.
  // The FINAL and the last entries are pushed in separate collections: the server may write the
  // game's score from the entries it holds before the last ones arrive. The table settles then.
  await expect
    .poll(async () =>
      (await sports.table('Division 1')).map((row) => [row.team, row.Wins, row.Losses, row['Win %'], row['Points for'], row['Points against'], row.Streak]),
    )
    .toEqual([
      [b.name, '2', '0', '1.000', '27', '16', 'W2'],
      [a.name, '1', '1', '.500', '27', '20', 'L1'],
      [d.name, '0', '1', '.000', '10', '14', 'L1'],
      [c.name, '0', '1', '.000', '7', '21', 'L1'],
    ]);
  await expect(sports.tiebreakReason('Division 1', b.name)).toHaveCount(0);
  await expect(school.record).toHaveText('2-0');
  await expect(home.leaderLinks.first()).toContainText(b.name);
  await expect(home.leaderLinks.first()).toContainText('2-0 · 100.0%');
  for (const fan of [standingsFan, schoolFan, homeFan]) await expectSameDocument(fan.page);

  // With no signal, after a reload, every fan still sees the result.
  await offlineReload(standingsFan);
  await expect.poll(() => sports.teamNames('Division 1')).toEqual([b.name, a.name, d.name, c.name]);
  await expect(sports.row('Division 1', b.name)).toContainText('1.000');
  await offlineReload(schoolFan);
  await expect(school.record).toHaveText('2-0');
  await offlineReload(homeFan);
  await home.showLeaders();
  await expect(home.leaderLinks.first()).toContainText(`${b.name}`);
  await expect(home.leaderLinks.first()).toContainText('2-0 · 100.0%');

  for (const context of [standingsFan.context, schoolFan.context, homeFan.context, adminContext]) await context.close();
});

test('a first visit to /sports shows the tables the server computed before its sync, the same the device then computes', async ({ browser, server }) => {
  const { teams } = await seedDivision(server);
  const { a, b, c, d } = teams;
  const fan = await newContext(browser, server);
  const sync = await holdSync(fan.page);
  const sports = new SportsPage(fan.page);
  await sports.goto('football');
  await expect.poll(() => sports.teamNames('Division 1')).toEqual([a.name, b.name, d.name, c.name]);
  await expect(sports.tiebreakReason('Division 1', a.name)).toHaveText(`Ahead of ${b.name} on points allowed, 7 to 10`);
  await expect(sports.row('Division 1', a.name)).toContainText('1.000');
  // The sync has asked for its pages, and none has been answered: this came from GET /api/first/standings.
  await expect.poll(() => sync.pulls.length).toBeGreaterThan(0);
  await markDocument(fan.page);

  sync.release();
  await sports.header.expectLive();
  await expect.poll(() => sports.teamNames('Division 1')).toEqual([a.name, b.name, d.name, c.name]);
  await expect(sports.tiebreakReason('Division 1', d.name)).toHaveText(`Ahead of ${c.name} on points allowed, 14 to 21`);
  await expectSameDocument(fan.page);
  await fan.context.close();
});

test("an admin puts 'most points scored' first in the cascade: a fan's tied rows say so without a reload", async ({ browser, server }) => {
  const { season, teams } = await seedDivision(server);
  const { a, b, c, d } = teams;
  const fan = await newContext(browser, server);
  const sports = new SportsPage(fan.page);
  await sports.goto('football');
  await expect(sports.tiebreakReason('Division 1', a.name)).toHaveText(`Ahead of ${b.name} on points allowed, 7 to 10`);
  await expect(sports.tiebreakReason('Division 1', c.name)).toHaveText(`Behind ${d.name} on points allowed, 21 to 14`);
  await fan.page.getByText('How ties are broken').click();
  await expect(sports.tiebreakRules.first()).toHaveText('Head-to-head record among the tied teams');
  await markDocument(fan.page);

  const { context: adminContext, page: adminPage } = await signedInAdmin(browser, server);
  const tab = new StandingsSetupTab(adminPage);
  await tab.open();
  await tab.choose('Football', season);
  const scored = 'Most points scored in division games';
  await tab.addTiebreakerSelect.selectOption({ label: scored });
  await tab.addTiebreakerButton.click();
  for (let i = 0; i < 3; i++) await tab.moveButton(scored, 'up').click();
  await expect(tab.tiebreakers.first()).toContainText(scored);
  await tab.save.click();
  await expect(tab.success).toBeVisible();

  // A scored 21 to B's 14; D scored 10 to C's 7: the same order, now for the admin's first rule.
  await expect(sports.tiebreakReason('Division 1', a.name)).toHaveText(`Ahead of ${b.name} on points scored, 21 to 14`);
  await expect(sports.tiebreakReason('Division 1', b.name)).toHaveText(`Behind ${a.name} on points scored, 14 to 21`);
  await expect(sports.tiebreakReason('Division 1', d.name)).toHaveText(`Ahead of ${c.name} on points scored, 10 to 7`);
  await expect(sports.tiebreakRules.first()).toHaveText(scored);
  await expectSameDocument(fan.page);
  await adminContext.close();
  await fan.context.close();
});

test('an admin device on its first sync waits for the stored set-up instead of offering the defaults, which saved would replace it', async ({ browser, server }) => {
  const { season, teams } = await seedDivision(server);
  // The device's pulls of the set-ups wait; everything else syncs.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const { context, page } = await signedInAdmin(browser, server, {}, async ({ context: held }) => {
    await held.route('**/db/divisions/**', async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
  });
  const tab = new StandingsSetupTab(page);
  await tab.open();
  await tab.sport.selectOption({ label: 'Football' });
  await tab.season.selectOption(season);
  await expect(tab.panel.getByText('Loading standings set-up…')).toBeVisible();
  await expect(tab.save).toBeHidden();

  release();
  await expect(tab.save).toBeVisible({ timeout: 60_000 });
  await expect(tab.divisionName(1)).toHaveValue('Division 1');
  await expect(tab.panel.getByText(teams.a.name)).toBeVisible();
  await context.close();
});

test('a game called off after its result was entered leaves the standings: only games played count', async ({ browser, server }) => {
  const { teams, aOverCId } = await seedDivision(server);
  const { a, b, c, d } = teams;
  const fan = await newContext(browser, server);
  const sports = new SportsPage(fan.page);
  await sports.goto('football');
  const records = async () => (await sports.table('Division 1')).map((row) => [row.team, row.Wins, row.Losses]);
  await expect.poll(records).toEqual([[a.name, '1', '0'], [b.name, '1', '0'], [d.name, '0', '1'], [c.name, '0', '1']]);

  // Another admin's device: the result was entered by mistake, the game was never played and is called off.
  await updateDoc<GameDoc & { id: string }>(server, 'games', aOverCId, (game) => ({ ...game, status: 'CANCELLED' }));
  await expect
    .poll(async () => new Map((await records()).map(([team, wins, losses]) => [team, `${wins}-${losses}`])))
    .toEqual(new Map([[a.name, '0-0'], [b.name, '1-0'], [c.name, '0-0'], [d.name, '0-1']]));
  await fan.context.close();
});
