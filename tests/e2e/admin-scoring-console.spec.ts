import { PHONE, signedInAdmin } from './adminContexts';
import { seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { expect, newContext, test, uniqueName } from './fixtures';
import { expectSameDocument, markDocument } from './lookChecks';
import { ScoreAGamePanel } from './pages/admin/ScoreAGamePanel';
import { ScoreGrid } from './pages/admin/ScoreGrid';
import type { Side } from './pages/admin/ScoringConsole';
import { ScoringConsole } from './pages/admin/ScoringConsole';
import { SchedulePage } from './pages/SchedulePage';

const PLAYS = { 1: ['Free throw', 1], 2: ['Two-pointer', 2], 3: ['Three-pointer', 3] } as const;
type Points = keyof typeof PLAYS;

/** A whole game as a scorekeeper taps it: [side, points] per play, each half in turn. */
const FIRST_HALF: readonly [Side, Points][] = [
  ['home', 2], ['away', 3], ['home', 2], ['home', 1], ['away', 2], ['away', 2],
  ['home', 3], ['away', 1], ['home', 2], ['away', 3], ['home', 2], ['away', 2],
];
const SECOND_HALF: readonly [Side, Points][] = [
  ['away', 2], ['home', 3], ['home', 2], ['away', 1], ['away', 1], ['home', 2],
  ['away', 3], ['home', 1], ['home', 2], ['away', 2], ['home', 3],
];

const total = (plays: readonly [Side, Points][], side: Side) => plays.filter(([s]) => s === side).reduce((sum, [, p]) => sum + p, 0);

test('a scorekeeper scores a whole basketball game on a phone; a fan follows it live', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const home = uniqueName('Harborview');
  const away = uniqueName('Maple Ridge');
  const homeId = await seedSchoolWithSports(server, home, ['basketball']);
  const gameId = await seedGame(server, {
    sport: 'basketball',
    home: { id: homeId, name: home },
    away: { name: away },
    status: 'UPCOMING',
    // Today, whatever the hour the test runs at.
    time: new Date().toISOString(),
    location: `${home} Gym`,
  });

  const fan = await newContext(browser, server);
  const schedule = new SchedulePage(fan.page);
  await schedule.goto();
  await markDocument(fan.page);

  const { context, page } = await signedInAdmin(browser, server, PHONE);
  // At most two taps from the top of the dashboard: the game (or 'Show all' first, when many games are live).
  const panel = new ScoreAGamePanel(page);
  await expect(panel.panel).toBeInViewport();
  const link = panel.game(home, away);
  const showAll = panel.panel.getByRole('button', { name: /^Show all \d+ games$/ });
  // The device's first sync may bring the game after the panel has shown others: wait for either.
  await expect(link.or(showAll).first()).toBeVisible();
  if (!(await link.isVisible())) await showAll.click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/score/${gameId}$`));
  const scorer = new ScoringConsole(page);
  await expect(scorer.status).toHaveText('UPCOMING');
  await scorer.expectScore('–', '–');
  await expect(scorer.play('home', home, 'Free throw', 1)).toHaveCount(0);

  await scorer.startGame.click();
  await expect(scorer.status).toHaveText('LIVE');
  // Under way with nothing scored yet: 0 – 0, not a dash.
  await scorer.expectScore(0, 0);
  await expect(scorer.period).toHaveText('Quarter 1');
  await expect(schedule.liveGame(home)).toBeVisible();

  // Every target a thumb hits is at least 48 px.
  for (const target of [scorer.play('away', away, 'Three-pointer', 3), scorer.periodButton('Quarter 2'), scorer.endGame]) {
    const box = await target.boundingBox();
    expect(Math.min(box?.height ?? 0, box?.width ?? 0)).toBeGreaterThanOrEqual(48);
  }

  const tap = async ([side, points]: readonly [Side, Points]) => {
    const [label, value] = PLAYS[points];
    await scorer.play(side, side === 'home' ? home : away, label, value).click();
  };
  // The keyboard works too: the first two plays by Enter and Space on a focused button, with no
  // signal: nothing under the thumb moves while they wait to sync, nor when they have.
  const pads = async () =>
    Promise.all([scorer.play('home', home, 'Free throw', 1), scorer.play('away', away, 'Three-pointer', 3), scorer.endGame].map(async (target) => {
      const box = await target.boundingBox();
      return box && { x: box.x, y: box.y };
    }));
  await expect(scorer.pending).toHaveText('All changes synced');
  const synced = await pads();
  await context.setOffline(true);
  for (const [index, [side, points]] of FIRST_HALF.slice(0, 2).entries()) {
    const [label, value] = PLAYS[points];
    await scorer.play(side, side === 'home' ? home : away, label, value).focus();
    await page.keyboard.press(index === 0 ? 'Enter' : 'Space');
  }
  await scorer.expectScore(total(FIRST_HALF.slice(0, 2), 'home'), total(FIRST_HALF.slice(0, 2), 'away'));
  await expect(scorer.pending).toHaveText(/^\d+ changes? waiting to sync$/);
  expect(await pads()).toEqual(synced);
  await context.setOffline(false);
  await expect(scorer.pending).toHaveText('All changes synced');
  expect(await pads()).toEqual(synced);
  for (const play of FIRST_HALF.slice(2)) await tap(play);
  await scorer.expectScore(total(FIRST_HALF, 'home'), total(FIRST_HALF, 'away'));
  // The fan's schedule follows, without a reload.
  await expect(schedule.liveScore(home).locator('.team-line__score')).toHaveText([String(total(FIRST_HALF, 'home')), String(total(FIRST_HALF, 'away'))]);

  await scorer.periodButton('Quarter 2').click();
  await expect(scorer.period).toHaveText('Quarter 2');
  for (const play of SECOND_HALF) await tap(play);
  const all = [...FIRST_HALF, ...SECOND_HALF];
  expect(all.length).toBeGreaterThanOrEqual(20);
  await scorer.expectScore(total(all, 'home'), total(all, 'away'));

  // The last tap was a mistake: undo takes back exactly that play.
  await expect(scorer.undo).toHaveText(`Undo ${home} +3 Three-pointer`);
  await scorer.undo.click();
  const played = all.slice(0, -1);
  const [homeFinal, awayFinal] = [total(played, 'home'), total(played, 'away')];
  await scorer.expectScore(homeFinal, awayFinal);
  await expect(scorer.historyItems.first()).toContainText(`Undone: ${home} +3 Three-pointer`);
  await expect(scorer.historyItems.nth(1).locator('del')).toHaveText(`${home} +3 Three-pointer`);
  await expect(scorer.historyItems.nth(1)).toContainText('Voided by');

  await scorer.end(`${home} ${homeFinal} – ${awayFinal} ${away}`);
  await expect(scorer.reopenGame).toBeVisible();
  await scorer.expectScore(homeFinal, awayFinal);

  const byHalf = (side: Side, plays: readonly [Side, Points][]) => total(plays, side);
  await expect
    .poll(async () => {
      const game = await serverGame(server, gameId);
      return { status: game.status, score: game.score };
    })
    .toEqual({
      status: 'FINAL',
      score: {
        home: { '1': byHalf('home', FIRST_HALF), '2': byHalf('home', SECOND_HALF.slice(0, -1)), final: homeFinal },
        away: { '1': byHalf('away', FIRST_HALF), '2': byHalf('away', SECOND_HALF.slice(0, -1)), final: awayFinal },
      },
    });

  // The fan's page moved the game from Live to Today's finals with its score, still without a reload.
  await expect(schedule.liveGame(home)).toHaveCount(0);
  const row = schedule.todayGame(home);
  await expect(row).toHaveAttribute('data-status', 'FINAL');
  await expect(row.locator('.team-line__score')).toHaveText([String(homeFinal), String(awayFinal)]);
  await expectSameDocument(fan.page);

  await context.close();
  await fan.context.close();
});

test('a golf match is scored as results: holes typed, the total computed; ended and reopened', async ({ adminSession, server }) => {
  const home = uniqueName('Harborview');
  const homeId = await seedSchoolWithSports(server, home, ['golf-boys']);
  const gameId = await seedGame(server, { sport: 'golf-boys', home: { id: homeId, name: home }, away: { name: 'Links Prep' }, status: 'UPCOMING', time: new Date().toISOString() });
  const scorer = new ScoringConsole(adminSession.page);
  await scorer.goto(gameId);
  const results = scorer.root.getByRole('form', { name: 'Results' });
  await expect(results).toBeVisible();
  await expect(scorer.root.getByRole('button', { name: /plus \d+$/ })).toHaveCount(0);

  const grid = new ScoreGrid(results);
  await grid.fill({ home: { 'Hole 1': '4', 'Hole 2': '5', 'Hole 3': '21' }, away: { 'Hole 1': '3' } });
  await results.getByRole('button', { name: 'Save results' }).click();
  await expect(results.getByRole('alert')).toContainText('Home Hole 3 score must be a whole number from 0 to 20.');
  await scorer.expectScore('–', '–');
  await grid.fill({ home: { 'Hole 3': '' } });
  await expect(grid.cell('home', 'Final')).toHaveText('9');
  await results.getByRole('button', { name: 'Save results' }).click();
  await expect(results.getByRole('status').filter({ hasText: 'Results saved.' })).toBeVisible();
  await scorer.expectScore(9, 3);
  await expect(scorer.status).toHaveText('UPCOMING');

  await scorer.startGame.click();
  await expect(scorer.status).toHaveText('LIVE');
  await scorer.end(`${home} 9 – 3 Links Prep`);
  await scorer.reopen(`${home} 9 – 3 Links Prep`);
  await expect(scorer.historyItems.first()).toContainText('Game reopened');
  await expect
    .poll(async () => {
      const game = await serverGame(server, gameId);
      return { status: game.status, score: game.score };
    })
    .toEqual({ status: 'LIVE', score: { home: { H1: 4, H2: 5, final: 9 }, away: { H1: 3, final: 3 } } });
});
