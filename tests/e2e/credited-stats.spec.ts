import { randomUUID } from 'node:crypto';
import { currentSeason, seasonStartYear } from '../../src/shared/standings/season';
import { PHONE, signedInAdmin } from './adminContexts';
import { seedGame, seedSchoolWithSports } from './adminGamesSeed';
import { expect, newContext, test, uniqueName, waitForFirstSync } from './fixtures';
import { putDoc } from './serverDocs';
import { GamePage } from './pages/GamePage';
import { SchoolPage } from './pages/SchoolPage';
import { SportsPage } from './pages/SportsPage';
import { ScoringConsole } from './pages/admin/ScoringConsole';

// A store of its own: the leaders rank every basketball player of the season, and other files credit some.
test.use({ serverKey: 'credited-stats' });

const SEASON = currentSeason();
const START = seasonStartYear(SEASON) ?? new Date().getFullYear();

test("a basketball play credited to a roster player shows in the game's box score, the LIAA Leaders and the school's stats (issue 39)", async ({ browser, server }) => {
  test.setTimeout(120_000);
  const home = uniqueName('Harborview');
  const away = uniqueName('Maple Ridge');
  const homeId = await seedSchoolWithSports(server, home, ['basketball']);
  await putDoc(server, 'rosters', {
    id: randomUUID(), schoolId: homeId, schoolName: home, sport: 'basketball', season: `${START}-${START + 1}`,
    players: [{ number: '12', name: 'Sam Rivera', grade: '11' }, { number: '4', name: 'Jo Park', grade: '10' }],
  });
  // A typed season line beside the credited plays: Jo Park's points were typed, nobody credited him.
  await putDoc(server, 'playerStats', {
    id: randomUUID(), playerName: 'Jo Park', teamName: home, schoolName: home, sport: 'basketball', division: '5A', season: SEASON, points: 30, rebounds: 8,
  });
  const gameId = await seedGame(server, { sport: 'basketball', home: { id: homeId, name: home }, away: { name: away }, status: 'LIVE', time: new Date().toISOString() });

  const { context, page } = await signedInAdmin(browser, server, PHONE);
  const scorer = new ScoringConsole(page);
  await scorer.goto(gameId);
  await waitForFirstSync(page);
  const picker = scorer.root.getByTestId('credit-picker');
  await scorer.play('home', home, 'Three-pointer', 3).click();
  await picker.getByRole('button', { name: '#12 Sam Rivera', exact: true }).click();
  await expect(scorer.playItem(`${home} +3 Three-pointer`)).toContainText('#12 Sam Rivera');

  const fan = await newContext(browser, server);
  const game = new GamePage(fan.page);
  await game.goto(gameId);
  await game.expectGame(home, away);
  await expect(fan.page.getByTestId('player-box-home').getByRole('row')).toHaveText([/^PlayerFree throwTwo-pointerThree-pointerPoints$/, /^#12 Sam Rivera0013$/]);

  // The same fan, who never replicates the scoring log: the server's credited line ranks beside the typed one.
  const sports = new SportsPage(fan.page);
  await sports.goto('basketball');
  await expect.poll(() => sports.leaderNames('Points')).toEqual(['Jo Park', 'Sam Rivera']);
  const sam = sports.leaderTable('Points').locator('tbody tr').nth(1);
  // Sam has no typed line: his line takes the division his school's typed lines name.
  await expect(sam.locator('td')).toHaveText(['2', '5A', '3']);
  await expect(sam.getByRole('rowheader')).toContainText(home);
  await expect.poll(() => sports.leaderNames('Rebounds')).toEqual(['Jo Park']);

  // Another credited play reaches the open page by itself.
  await scorer.play('home', home, 'Two-pointer', 2).click();
  await picker.getByRole('button', { name: '#12 Sam Rivera', exact: true }).click();
  await expect(sam.locator('td').last()).toHaveText('5');

  const school = new SchoolPage(fan.page);
  await school.goto(homeId);
  await school.expectSchool(home);
  await school.chooseSport('Basketball');
  await expect.poll(() => school.statsPlayers()).toEqual(['Jo Park', 'Sam Rivera']);
  await expect(school.statsTable().getByRole('row', { name: /Sam Rivera/ }).locator('td').nth(0)).toHaveText('5');
  await expect(school.statsTable().getByRole('row', { name: /Jo Park/ }).locator('td').nth(0)).toHaveText('30');
  await fan.context.close();
  await context.close();
});
