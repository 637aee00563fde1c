import { randomUUID } from 'node:crypto';
import { seasonOf } from '../../src/shared/standings/season';
import { PHONE, signedInAdmin } from './adminContexts';
import { seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { expect, newContext, test, uniqueName, waitForFirstSync } from './fixtures';
import { putDoc } from './serverDocs';
import { GamePage } from './pages/GamePage';
import type { Side } from './pages/admin/ScoringConsole';
import { ScoringConsole } from './pages/admin/ScoringConsole';
import type { TestServer } from '../kit/server';

/** Issue 39: sports scored in their own units, on a phone, by taps. */

async function liveConsole(browser: Parameters<typeof signedInAdmin>[0], server: TestServer, sport: string) {
  const home = uniqueName('Harborview');
  const away = uniqueName('Maple Ridge');
  const homeId = await seedSchoolWithSports(server, home, [sport]);
  const gameId = await seedGame(server, { sport, home: { id: homeId, name: home }, away: { name: away }, status: 'UPCOMING', time: new Date().toISOString() });
  const admin = await signedInAdmin(browser, server, PHONE);
  const scorer = new ScoringConsole(admin.page);
  await scorer.goto(gameId);
  await scorer.startGame.click();
  await expect(scorer.status).toHaveText('LIVE');
  return { ...admin, scorer, home, away, gameId };
}

/**
 * Volleyball points for one side, each tap seen on the scoreboard before the next (the console
 * decides a set from the score it shows). The tap that wins a set is made apart: its set ends.
 */
async function points(scorer: ScoringConsole, button: ReturnType<ScoringConsole['play']>, side: Side, times: number): Promise<void> {
  const start = Number(await scorer.setPoints(side).textContent());
  for (let i = 1; i <= times; i++) {
    await button.click();
    await expect(scorer.setPoints(side)).toHaveText(String(start + i));
  }
}

test('a volleyball match scored by taps to 3-1 in sets: the set score at each step, each set ended by the rule', async ({ browser, server }) => {
  test.setTimeout(240_000);
  const { context, scorer, home, away, gameId } = await liveConsole(browser, server, 'volleyball');
  const point = (side: Side) => scorer.play(side, side === 'home' ? home : away, 'Point', 1);
  const setScore = (h: number, a: number, sets: [number, number]) =>
    Promise.all([
      expect(scorer.setPoints('home')).toHaveText(String(h)),
      expect(scorer.setPoints('away')).toHaveText(String(a)),
      expect(scorer.homeScore).toHaveText(`Sets ${sets[0]}`),
      expect(scorer.awayScore).toHaveText(`Sets ${sets[1]}`),
    ]);
  await expect(scorer.period).toHaveText('Set 1');
  await setScore(0, 0, [0, 0]);
  // Score, plays, Undo and End in the first screen of a phone (the site header collapses on the console).
  for (const control of [scorer.setPoints('home'), point('home'), point('away'), scorer.undoSlot, scorer.endGame]) await expect(control).toBeInViewport();

  // Set 1 to deuce: 25 is not enough while the other team has 24.
  await points(scorer, point('away'), 'away', 24);
  await points(scorer, point('home'), 'home', 24);
  await setScore(24, 24, [0, 0]);
  await points(scorer, point('home'), 'home', 1);
  await setScore(25, 24, [0, 0]);
  await expect(scorer.period).toHaveText('Set 1');
  await point('home').click();
  // Won by two: the console starts set 2 itself.
  await expect(scorer.notice).toHaveText(`Set 1 to ${home}, 26 – 24. Set 2 started.`);
  await expect(scorer.period).toHaveText('Set 2');
  await setScore(0, 0, [1, 0]);
  await expect(scorer.historyItems.first()).toContainText('Set 1 26 – 24, sets 1 – 0');

  // A point cannot go into a set already won. Its reason lies over the page: nothing under the
  // thumb moves when it comes, nor when it goes (dismissed, or cleared by the next tap).
  const controls = () =>
    Promise.all([point('home'), point('away'), scorer.periodButton('Set 2'), scorer.undoSlot, scorer.endGame].map(async (target) => {
      const box = await target.boundingBox();
      return box && { x: box.x, y: box.y };
    }));
  await scorer.periodButton('Set 1').click();
  await expect(scorer.period).toHaveText('Set 1');
  const still = await controls();
  await point('away').click();
  await expect(scorer.error).toHaveText(`Set 1 is over: ${home} won it 26 – 24. Points go to Set 2.`);
  expect(await controls()).toEqual(still);
  await scorer.dismissError.click();
  await expect(scorer.error).toBeHidden();
  await point('away').click();
  await expect(scorer.error).toBeVisible();
  await expect(scorer.error).toBeInViewport();
  await scorer.periodButton('Set 2').click();
  await expect(scorer.period).toHaveText('Set 2');
  await expect(scorer.error).toBeHidden();
  expect(await controls()).toEqual(still);

  // Set 2 to the visitors 25-20; the winning point undone opens the set again, then counts again.
  await points(scorer, point('home'), 'home', 20);
  await points(scorer, point('away'), 'away', 24);
  await point('away').click();
  await expect(scorer.period).toHaveText('Set 3');
  await setScore(0, 0, [1, 1]);
  await scorer.undo.click();
  await expect(scorer.notice).toHaveText('Set 2 open again.');
  await expect(scorer.period).toHaveText('Set 2');
  await setScore(20, 24, [1, 0]);
  await point('away').click();
  await expect(scorer.period).toHaveText('Set 3');
  await setScore(0, 0, [1, 1]);

  // Sets 3 and 4 to the home team.
  await points(scorer, point('away'), 'away', 3);
  await points(scorer, point('home'), 'home', 24);
  await point('home').click();
  await expect(scorer.period).toHaveText('Set 4');
  await setScore(0, 0, [2, 1]);
  await points(scorer, point('home'), 'home', 25);
  await setScore(25, 0, [3, 1]);
  // The match is won: no fifth set starts, and another point is refused.
  await expect(scorer.period).toHaveText('Set 4');
  await point('away').click();
  await expect(scorer.error).toHaveText(`The match is over: ${home} won 3 – 1 in sets. End the game, or undo the last point.`);
  await scorer.end(`${home} 3 – 1 ${away}`);

  await expect
    .poll(async () => (await serverGame(server, gameId)).score)
    .toEqual({
      home: { '1': 26, '2': 20, '3': 25, '4': 25, final: 3 },
      away: { '1': 24, '2': 25, '3': 3, '4': 0, final: 1 },
    });
  await context.close();
});

test('a tennis dual scored game by game to 4-2 in lines on a phone: set scores on each line, a match tiebreak, the fan sees the lines', async ({ browser, server }) => {
  test.setTimeout(300_000);
  const { context, scorer, home, away, gameId } = await liveConsole(browser, server, 'tennis');
  const game = (side: Side) => scorer.play(side, side === 'home' ? home : away, 'Game', 1);
  /** Games for one side in the line's set being played, each seen on the line's button before the next. */
  const games = async (line: string, side: Side, from: [number, number], times: number, before = '') => {
    for (let i = 1; i <= times; i++) {
      await game(side).click();
      const [h, a] = side === 'home' ? [from[0] + i, from[1]] : [from[0], from[1] + i];
      await expect(scorer.line(line)).toContainText(`${before}${h}-${a}`);
    }
  };
  await expect(scorer.period).toHaveText('Singles 1 set 1');
  await scorer.expectScore(0, 0);
  // The lines, the pads, Undo and End in reach on a phone.
  for (const control of [scorer.homeScore, scorer.line('s1'), game('home'), game('away'), scorer.undoSlot, scorer.endGame]) await expect(control).toBeInViewport();

  // Singles 1: 6-4, then 7-6; the game that wins set 1 starts set 2.
  await games('s1', 'away', [0, 0], 4);
  await games('s1', 'home', [0, 4], 6);
  await expect(scorer.notice).toHaveText(`Singles 1 set 1 to ${home}, 6 – 4. Singles 1 set 2 started.`);
  await expect(scorer.period).toHaveText('Singles 1 set 2');
  await games('s1', 'home', [0, 0], 5, '6-4 ');
  await games('s1', 'away', [5, 0], 6, '6-4 ');
  await games('s1', 'home', [5, 6], 2, '6-4 ');
  await expect(scorer.line('s1')).toHaveText(`Singles 16-4 7-6${home} 2 – 0`);
  await scorer.expectScore(1, 0);
  // A line won takes no more games; Undo opens it again.
  await game('away').click();
  await expect(scorer.error).toHaveText(`Singles 1 is over: ${home} won it 2 – 0 in sets. Pick another line.`);
  // Two Undos at once (one task, the second before the first one's writes landed) take back the last two games.
  await scorer.undo.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(scorer.line('s1')).toHaveText('Singles 16-4 5-6');
  await scorer.expectScore(0, 0);
  await games('s1', 'home', [5, 6], 1, '6-4 ');
  await game('home').click();
  await scorer.expectScore(1, 0);

  // Singles 2 to the visitors 6-0 6-0.
  await scorer.line('s2').click();
  await expect(scorer.period).toHaveText('Singles 2 set 1');
  await games('s2', 'away', [0, 0], 6);
  await games('s2', 'away', [0, 0], 6, '0-6 ');
  await scorer.expectScore(1, 1);

  // Singles 3 split 6-3 2-6, then the match tiebreak to 10, won 10-8.
  await scorer.line('s3').click();
  await games('s3', 'away', [0, 0], 3);
  await games('s3', 'home', [0, 3], 5);
  // The game that wins the set and the next one, tapped before the first one's writes (the game, then
  // the set started) have landed (two taps in one task): the second counts in set 2, not in the set won.
  await game('home').evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(scorer.line('s3')).toContainText('6-3 1-0');
  await games('s3', 'home', [1, 0], 1, '6-3 ');
  await games('s3', 'away', [2, 0], 6, '6-3 ');
  await expect(scorer.period).toHaveText('Singles 3 set 3');
  await games('s3', 'away', [0, 0], 8, '6-3 2-6 ');
  await games('s3', 'home', [0, 8], 10, '6-3 2-6 ');
  await expect(scorer.line('s3')).toHaveText(`Singles 36-3 2-6 10-8${home} 2 – 1`);
  await scorer.expectScore(2, 1);

  // The doubles: 6-0 6-0 home, away, home.
  for (const [line, side] of [['d1', 'home'], ['d2', 'away'], ['d3', 'home']] as const) {
    await scorer.line(line).click();
    await games(line, side, [0, 0], 6);
    await games(line, side, [0, 0], 6, side === 'home' ? '6-0 ' : '0-6 ');
  }
  await scorer.expectScore(4, 2);
  await scorer.end(`${home} 4 – 2 ${away}`);

  await expect
    .poll(async () => (await serverGame(server, gameId)).score)
    .toEqual({
      home: { 's1-1': 6, 's1-2': 7, 's2-1': 0, 's2-2': 0, 's3-1': 6, 's3-2': 2, 's3-3': 10, 'd1-1': 6, 'd1-2': 6, 'd2-1': 0, 'd2-2': 0, 'd3-1': 6, 'd3-2': 6, final: 4 },
      away: { 's1-1': 4, 's1-2': 6, 's2-1': 6, 's2-2': 6, 's3-1': 3, 's3-2': 6, 's3-3': 8, 'd1-1': 0, 'd1-2': 0, 'd2-1': 6, 'd2-2': 6, 'd3-1': 0, 'd3-2': 0, final: 2 },
    });

  // The fan's page: the team score, and each line with its set scores and its winner.
  const fan = await newContext(browser, server);
  const page = new GamePage(fan.page);
  await page.goto(gameId);
  await page.expectGame(home, away);
  await expect(page.score).toContainText('4–2');
  await expect(page.lineRow('Singles 1').getByRole('cell')).toHaveText(['6-4', '7-6', '–', home]);
  await expect(page.lineRow('Singles 2').getByRole('cell')).toHaveText(['0-6', '0-6', '–', away]);
  await expect(page.lineRow('Singles 3').getByRole('cell')).toHaveText(['6-3', '2-6', '10-8', home]);
  await expect(page.lineRow('Doubles 3').getByRole('cell')).toHaveText(['6-0', '6-0', '–', home]);
  await fan.context.close();
  await context.close();
});

test('a baseball game through extra innings, half by half, with its line score of runs, hits and errors', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const { context, page, scorer, home, away, gameId } = await liveConsole(browser, server, 'baseball');
  const tap = (side: Side, label: 'Run' | 'Hit' | 'Error') =>
    label === 'Run' ? scorer.play(side, side === 'home' ? home : away, 'Run', 1) : page.getByRole('button', { name: `${side === 'home' ? 'Home' : 'Away'} ${side === 'home' ? home : away}: ${label}`, exact: true });
  const nextHalf = scorer.root.getByRole('button', { name: /^Three outs: to the / });

  await expect(scorer.period).toHaveText('Top 1');
  // The inning picker offers the seven innings; an extra one only once it is next.
  const innings = scorer.root.getByRole('group', { name: /^Inning: / }).getByRole('button');
  const upTo = (last: number) => Array.from({ length: last }, (_, i) => String(i + 1));
  await expect(innings).toHaveText(upTo(7));
  // Each pad offers its team's plays of the half inning: the team at bat its runs and hits, the team in the field its errors.
  const pads = (atBat: Side) => {
    const pad = (side: Side) =>
      scorer.root.getByRole('group', { name: `${side === 'home' ? 'Home' : 'Away'} ${side === 'home' ? home : away}, ${side === atBat ? 'at bat' : 'in the field'}`, exact: true });
    const fielding: Side = atBat === 'home' ? 'away' : 'home';
    return Promise.all([
      expect(pad(atBat).getByRole('button')).toHaveText([/Run$/, /Hit$/]),
      expect(pad(atBat)).toContainText('At bat'),
      expect(pad(fielding).getByRole('button')).toHaveText([/Error$/]),
      expect(pad(fielding)).toContainText('In the field'),
    ]);
  };
  await pads('away');
  // Top 1: a hit and a run for the visitors; bottom 1: two hits and a run at home, an error by the visitors.
  await tap('away', 'Hit').click();
  await tap('away', 'Run').click();
  await scorer.expectScore(0, 1);
  await expect(nextHalf).toHaveText('Three outs: to the Bottom 1');
  await nextHalf.click();
  await expect(scorer.period).toHaveText('Bottom 1');
  await pads('home');
  await tap('home', 'Hit').click();
  await tap('home', 'Hit').click();
  await tap('away', 'Error').click();
  await tap('home', 'Run').click();
  await scorer.expectScore(1, 1);
  // Innings 2 to 7 go by scoreless, half by half: tied after seven.
  for (let inning = 2; inning <= 7; inning++) {
    for (const half of ['Top', 'Bottom']) {
      await nextHalf.click();
      await expect(scorer.period).toHaveText(`${half} ${inning}`);
    }
  }
  await expect(innings).toHaveText(upTo(8));
  await expect(nextHalf).toHaveText('Three outs: to the Top 8');
  await nextHalf.click();
  await expect(scorer.period).toHaveText('Top 8');
  await expect(innings).toHaveText(upTo(9));
  await tap('away', 'Hit').click();
  await nextHalf.click();
  await expect(scorer.period).toHaveText('Bottom 8');
  await tap('home', 'Hit').click();
  await tap('home', 'Run').click();
  await scorer.expectScore(2, 1);
  await scorer.end(`${home} 2 – 1 ${away}`);

  await expect
    .poll(async () => (await serverGame(server, gameId)).score)
    .toEqual({
      home: { '1': 1, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0, '8': 1, H: 3, E: 0, final: 2 },
      away: { '1': 1, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0, '8': 0, H: 2, E: 1, final: 1 },
    });

  // A fan's box score is the line score: eight innings (the extra one shown, none past it), then R H E.
  const fan = await newContext(browser, server);
  const game = new GamePage(fan.page);
  await game.goto(gameId);
  await game.expectGame(home, away);
  await expect(game.periodTable.getByRole('columnheader')).toHaveText(['Team', '1', '2', '3', '4', '5', '6', '7', '8', 'R', 'H', 'E']);
  await expect(game.periodRow(away).getByRole('cell')).toHaveText(['1', '0', '0', '0', '0', '0', '0', '0', '1', '2', '1']);
  await expect(game.periodRow(home).getByRole('cell')).toHaveText(['1', '0', '0', '0', '0', '0', '0', '1', '2', '3', '0']);
  await fan.context.close();
  await context.close();
});

test('a game clock: the scorer sets, starts and stops it; a fan sees the period and the time left, live', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const { context, scorer, home, away, gameId } = await liveConsole(browser, server, 'basketball');
  const clock = scorer.root.getByRole('region', { name: 'Game clock' });
  await scorer.root.getByRole('button', { name: 'Keep a game clock', exact: true }).click();
  const timeLeft = clock.getByLabel('Time left');
  await timeLeft.fill('8:75');
  await clock.getByRole('button', { name: 'Set clock', exact: true }).click();
  await expect(clock.getByRole('alert')).toHaveText('Type the time left as minutes and seconds, like 8:00.');
  await timeLeft.fill('8:00');
  await clock.getByRole('button', { name: 'Set clock', exact: true }).click();
  await expect(clock.getByTestId('console-clock')).toHaveText('8:00');

  const fan = await newContext(browser, server);
  const game = new GamePage(fan.page);
  await game.goto(gameId);
  await game.expectGame(home, away);
  await expect(game.currentPeriod).toHaveText('Quarter 1');
  await expect(fan.page.getByTestId('game-clock')).toHaveText(/8:00$/);

  await clock.getByRole('button', { name: 'Start clock', exact: true }).click();
  // Running: both count down, without a reload on the fan's side. The start reaches the fan's page
  // first (a failure here is the sync's), then the time left goes down (a failure there is the clock's).
  await expect(fan.page.getByTestId('game-clock')).toHaveAttribute('data-running', 'true');
  await expect(fan.page.getByTestId('game-clock')).toHaveText(/7:[0-5]\d$/);
  await expect(clock.getByTestId('console-clock')).toHaveText(/^7:[0-5]\d$/);
  await clock.getByRole('button', { name: 'Stop clock', exact: true }).click();
  await expect(clock.getByRole('button', { name: 'Start clock', exact: true })).toBeVisible();
  // Stopped: the fan sees the very time the scorer stopped at.
  const stopped = await clock.getByTestId('console-clock').textContent();
  await expect(fan.page.getByTestId('game-clock')).toHaveText(new RegExp(`${stopped}$`));
  await expect(fan.page.getByTestId('game-clock')).not.toHaveAttribute('data-running');
  await fan.context.close();
  await context.close();
});

test("a basketball play credited to a roster player: one more tap, or the player's number; the fan's game page shows the player box score", async ({ browser, server }) => {
  test.setTimeout(120_000);
  const home = uniqueName('Harborview');
  const away = uniqueName('Maple Ridge');
  const homeId = await seedSchoolWithSports(server, home, ['basketball']);
  const season = seasonOf(new Date());
  await putDoc(server, 'rosters', {
    id: randomUUID(), schoolId: homeId, schoolName: home, sport: 'basketball', season: `${season.slice(0, 4)}-${Number(season.slice(0, 4)) + 1}`,
    players: [{ number: '12', name: 'Sam Rivera', grade: '11' }, { number: '4', name: 'Jo Park', grade: '10' }, { number: '23', name: 'Lee Chan', grade: '12' }],
  });
  const gameId = await seedGame(server, { sport: 'basketball', home: { id: homeId, name: home }, away: { name: away }, status: 'LIVE', time: new Date().toISOString() });
  const { context, page } = await signedInAdmin(browser, server, PHONE);
  const scorer = new ScoringConsole(page);
  await scorer.goto(gameId);
  await waitForFirstSync(page);
  const picker = scorer.root.getByTestId('credit-picker');

  // A three: one more tap names the shooter.
  await scorer.play('home', home, 'Three-pointer', 3).click();
  await expect(picker).toHaveAccessibleName(`Who scored? ${home} +3 Three-pointer`);
  await picker.getByRole('button', { name: '#12 Sam Rivera', exact: true }).click();
  await expect(picker).toHaveCount(0);
  await expect(scorer.playItem(`${home} +3 Three-pointer`)).toContainText('#12 Sam Rivera');
  // A two: the number typed on the number pad; a number not on the roster is said so.
  await scorer.play('home', home, 'Two-pointer', 2).click();
  await picker.getByLabel('Number').fill('99');
  await picker.getByRole('button', { name: 'Credit', exact: true }).click();
  await expect(picker.getByRole('alert')).toHaveText(`No #99 on ${home}'s roster.`);
  await picker.getByLabel('Number').fill('4');
  await picker.getByRole('button', { name: 'Credit', exact: true }).click();
  await expect(scorer.playItem(`${home} +2 Two-pointer`)).toContainText('#4 Jo Park');
  // Skipped: the play counts, credited to no one. The visitors have no roster: nobody to ask about.
  await scorer.play('home', home, 'Free throw', 1).click();
  await picker.getByRole('button', { name: 'Skip', exact: true }).click();
  await scorer.play('away', away, 'Two-pointer', 2).click();
  await expect(picker).toHaveCount(0);
  await scorer.expectScore(6, 2);

  const fan = await newContext(browser, server);
  const game = new GamePage(fan.page);
  await game.goto(gameId);
  await game.expectGame(home, away);
  const box = fan.page.getByTestId('player-box-home');
  await expect(box.getByRole('row')).toHaveText([
    /^PlayerFree throwTwo-pointerThree-pointerPoints$/,
    /^#12 Sam Rivera0013$/,
    /^#4 Jo Park0102$/,
  ]);
  await expect(fan.page.getByTestId('player-box-away')).toHaveCount(0);
  await expect(game.plays.filter({ hasText: 'Three-pointer' })).toContainText('#12 Sam Rivera');
  await fan.context.close();
  await context.close();
});
