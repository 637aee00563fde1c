import { localInput, seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { ensureServiceWorkerControl, expect, newContext, test, uniqueName } from './fixtures';
import { watchMessages } from './messages';
import { AdminPage } from './pages/AdminPage';
import { GamePage } from './pages/GamePage';
import { EditScheduleTab } from './pages/admin/EditScheduleTab';
import { SchoolPage } from './pages/SchoolPage';

async function openTab(admin: AdminPage): Promise<EditScheduleTab> {
  await admin.openTab('Edit Schedule');
  return new EditScheduleTab(admin.page);
}

const SPORTS = ['football', 'soccer-boys', 'field-hockey', 'volleyball', 'tennis', 'cross-country-girls', 'golf-boys'] as const;
const COLUMNS: Record<string, [label: string, columns: string[]]> = {
  football: ['Football', ['1', '2', '3', '4', 'OT', 'Final']],
  'soccer-boys': ['Boys Soccer', ['1', '2', 'OT1', 'OT2', 'SO', 'Final']],
  'field-hockey': ['Field Hockey', ['1', '2', 'OT1', 'OT2', 'SO', 'Final']],
  volleyball: ['Volleyball', ['1', '2', '3', '4', '5', 'Final']],
  // Issue 39: each line's sets (Singles 1 set 1 … Doubles 3 set 3); the final is the lines won.
  tennis: ['Tennis', [...['Singles', 'Doubles'].flatMap((kind) => [1, 2, 3].flatMap((n) => [1, 2, 3].map((set) => `${kind} ${n} set ${set}`))), 'Final']],
  'cross-country-girls': ['Girls Cross Country', ['Time', 'Final']],
  'golf-boys': ['Boys Golf', [...Array.from({ length: 9 }, (_, i) => `Hole ${i + 1}`), 'Final']],
};

test.describe('Edit Schedule tab', () => {
  test('school cards expand, sport buttons toggle, each sport gets its period columns', async ({ adminSession, server }) => {
    const name = uniqueName('Harborview High');
    const id = await seedSchoolWithSports(server, name, [...SPORTS]);
    for (const sport of SPORTS) await seedGame(server, { sport, home: { id, name }, away: { name: `${COLUMNS[sport][0]} Rival` }, status: 'UPCOMING' });
    const tab = await openTab(adminSession.admin);

    await expect(tab.schoolToggle(name)).toHaveAttribute('aria-expanded', 'false');
    await tab.schoolToggle(name).click();
    await expect(tab.schoolToggle(name)).toHaveAttribute('aria-expanded', 'true');
    await tab.sportButton(name, 'Football').click();
    const game = tab.game(name, 'Football Rival');
    await expect(game).toContainText('vs Football Rival');
    await expect(game).toContainText(`${name} Field`);
    await expect(game.getByTestId('game-score')).toHaveText('No score');
    await expect(game.getByRole('button', { name: /^Add Score/ })).toBeVisible();
    // A second click on the sport hides its games again.
    await tab.sportButton(name, 'Football').click();
    await expect(tab.sportButton(name, 'Football')).toHaveAttribute('aria-pressed', 'false');
    await expect(tab.games(name)).toHaveCount(0);

    for (const sport of SPORTS) {
      const [label, columns] = COLUMNS[sport];
      await tab.sportButton(name, label).click();
      await tab.openScores(name, `${label} Rival`);
      expect(await tab.grid.columns()).toEqual(columns);
      const first = tab.grid.cell('home', columns[0]);
      if (columns[0] === 'Time') await expect(first).toHaveAttribute('placeholder', 'MM:SS');
      else await expect(first).toHaveAttribute('min', '0');
      // Cross country's team points are typed; every other final is computed from the periods.
      if (sport === 'cross-country-girls') await expect(tab.grid.cell('away', 'Final')).toHaveAttribute('max', '999');
      else await expect(tab.grid.cell('away', 'Final')).not.toHaveAttribute('type', 'number');
      await tab.dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(tab.dialog).toBeHidden();
    }

    await tab.schoolToggle(name).click();
    await expect(tab.sportButton(name, 'Football')).toHaveCount(0);
  });

  test('saves scores and notes without ever changing the game\'s state, and says when it cannot', async ({ adminSession, server, browser }) => {
    const home = uniqueName('Bayside Central');
    const away = uniqueName('Maple Ridge Academy');
    const homeId = await seedSchoolWithSports(server, home, ['football', 'cross-country-boys']);
    const awayId = await seedSchoolWithSports(server, away, ['football']);
    const gameId = await seedGame(server, { sport: 'football', home: { id: homeId, name: home }, away: { id: awayId, name: away }, status: 'UPCOMING' });
    await seedGame(server, { sport: 'cross-country-boys', home: { id: homeId, name: home }, away: { name: 'Runners Prep' }, status: 'LIVE' });
    const tab = await openTab(adminSession.admin);

    // Away team's card: the same game, seen from the other side.
    await tab.openSport(away, 'Football');
    await expect(tab.game(away, home)).toContainText(`at ${home}`);

    await tab.openSport(home, 'Football');
    await tab.openScores(home, away);
    await tab.grid.fill({ home: { '1': '-3' } });
    await tab.saveScores.click();
    await expect(tab.dialogError).toContainText('Error saving scores');
    await expect(tab.dialogError).toContainText('Home 1 score must be a whole number from 0 to 150.');
    await tab.grid.fill({ home: { '1': '7.5' } });
    await tab.saveScores.click();
    await expect(tab.dialogError).toContainText('Home 1 score must be a whole number from 0 to 150.');

    await tab.grid.fill({ home: { '1': '7', '4': '14' }, away: { '2': '14' } });
    await expect(tab.grid.cell('home', 'Final')).toHaveText('21');
    await expect(tab.grid.cell('away', 'Final')).toHaveText('14');
    await tab.notesField(/^Home Team Notes/).fill('Two interceptions.');
    await tab.notesField('General Notes').fill('Played in steady rain.');
    const shown = await watchMessages(adminSession.page);
    await tab.saveScores.click();
    await expect(tab.dialog).toBeHidden();
    await shown('Scores and notes updated successfully!');
    const row = tab.game(home, away);
    // A score is not a state: the game stays UPCOMING until someone starts or ends it.
    await expect(row.getByTestId('game-status')).toHaveText('UPCOMING');
    await expect(row.getByTestId('game-score')).toHaveText(`${home} 21 – 14 ${away}`);
    await expect(row).toContainText('Played in steady rain.');
    await expect(row.getByRole('button', { name: /^Edit Score/ })).toBeVisible();
    await expect(tab.success).toHaveCount(0);
    await expect
      .poll(async () => (await serverGame(server, gameId)).score)
      .toEqual({ home: { '1': 7, '2': 0, '3': 0, '4': 14, final: 21 }, away: { '1': 0, '2': 14, '3': 0, '4': 0, final: 14 } });
    const stored = await serverGame(server, gameId);
    expect(stored.status).toBe('UPCOMING');
    expect(stored.gameNotes).toEqual({ home: 'Two interceptions.', general: 'Played in steady rain.' });

    // The original rule's 'a final of 0 counts as empty' (docs/product/rules.md §4) no longer moves a game either way.
    await tab.openScores(home, away);
    await expect(tab.grid.cell('home', '1')).toHaveValue('7');
    await expect(tab.notesField('General Notes')).toHaveValue('Played in steady rain.');
    await tab.grid.fill({ away: { '2': '0' } });
    await tab.saveScores.click();
    await expect(row.getByTestId('game-score')).toHaveText(`${home} 21 – 0 ${away}`);
    await expect(row.getByTestId('game-status')).toHaveText('UPCOMING');

    // Notes alone are not a score edit: the LIVE race stays LIVE.
    await tab.openSport(home, 'Boys Cross Country');
    const race = tab.game(home, 'Runners Prep');
    await tab.openScores(home, 'Runners Prep');
    await tab.notesField('Additional Notes').fill('Course was muddy.');
    await tab.saveScores.click();
    await expect(tab.dialog).toBeHidden();
    await expect(race.getByTestId('game-status')).toHaveText('LIVE');

    await tab.openScores(home, 'Runners Prep');
    await tab.grid.fill({ home: { Time: '16:75' } });
    await tab.saveScores.click();
    await expect(tab.dialogError).toContainText('Error saving scores');
    await tab.grid.fill({ home: { Time: '16:45' } });
    await tab.saveScores.click();
    await expect(tab.dialog).toBeHidden();
    await expect(race.getByTestId('game-score')).toHaveText(`${home} – – – Runners Prep`);
    await expect(race.getByTestId('game-status')).toHaveText('LIVE');

    const fan = await newContext(browser, server);
    const school = new SchoolPage(fan.page);
    await school.goto(awayId, 'football');
    await school.expectSchool(away);
    await school.openNotes(school.game(home));
    await expect(school.notesDialog).toContainText('Two interceptions.');
    await fan.context.close();
  });

  test('a LIVE game with a 0 typed in a period stays LIVE; a 7-0 final stays FINAL', async ({ adminSession, server }) => {
    const home = uniqueName('Harborview High');
    const homeId = await seedSchoolWithSports(server, home, ['football']);
    const liveId = await seedGame(server, { sport: 'football', home: { id: homeId, name: home }, away: { name: 'Zero Prep' }, status: 'LIVE' });
    const finalId = await seedGame(server, {
      sport: 'football',
      home: { id: homeId, name: home },
      away: { name: 'Shutout Academy' },
      status: 'FINAL',
      score: { home: { '1': 7, '2': 0, '3': 0, '4': 0 }, away: { '1': 0, '2': 0, '3': 0, '4': 0 } },
    });
    const tab = await openTab(adminSession.admin);
    await tab.openSport(home, 'Football');

    await tab.openScores(home, 'Zero Prep');
    await tab.grid.fill({ home: { '1': '0' } });
    await tab.saveScores.click();
    await expect(tab.dialog).toBeHidden();
    const live = tab.game(home, 'Zero Prep');
    await expect(live.getByTestId('game-score')).toHaveText(`${home} 0 – 0 Zero Prep`);
    await expect(live.getByTestId('game-status')).toHaveText('LIVE');

    const final = tab.game(home, 'Shutout Academy');
    await expect(final.getByTestId('game-score')).toHaveText(`${home} 7 – 0 Shutout Academy`);
    await tab.openScores(home, 'Shutout Academy');
    await tab.grid.fill({ away: { OT: '0' } });
    await tab.notesField('General Notes').fill('A shutout.');
    await tab.saveScores.click();
    await expect(tab.dialog).toBeHidden();
    await expect(final.getByTestId('game-status')).toHaveText('FINAL');
    await expect(final.getByTestId('game-score')).toHaveText(`${home} 7 – 0 Shutout Academy`);

    await expect.poll(async () => (await serverGame(server, liveId)).score).toEqual({ home: { '1': 0, final: 0 }, away: { '1': 0, final: 0 } });
    expect((await serverGame(server, liveId)).status).toBe('LIVE');
    await expect.poll(async () => (await serverGame(server, finalId)).gameNotes).toEqual({ general: 'A shutout.' });
    expect((await serverGame(server, finalId)).status).toBe('FINAL');
    await expect
      .poll(async () => (await serverGame(server, finalId)).score)
      .toEqual({ home: { '1': 7, '2': 0, '3': 0, '4': 0, OT: 0, final: 7 }, away: { '1': 0, '2': 0, '3': 0, '4': 0, OT: 0, final: 0 } });
  });

  test('works offline: a score survives a reload and reaches a fan on reconnect, the game\'s state untouched', async ({ adminSession, server, browser }) => {
    const { context, page, admin } = adminSession;
    const home = uniqueName('Offline Bay');
    const homeId = await seedSchoolWithSports(server, home, ['volleyball']);
    await seedGame(server, { sport: 'volleyball', home: { id: homeId, name: home }, away: { name: 'Net Setters' }, status: 'UPCOMING' });
    await ensureServiceWorkerControl(page);
    const tab = await openTab(admin);
    await tab.openSport(home, 'Volleyball');
    await expect(tab.game(home, 'Net Setters')).toBeVisible();

    await context.setOffline(true);
    await admin.header.expectOffline();
    await tab.openScores(home, 'Net Setters');
    await tab.grid.fill({ home: { '1': '25', '2': '25', '3': '25' }, away: { '1': '21', '2': '18', '3': '23' } });
    // Volleyball's final is the sets won.
    await expect(tab.grid.cell('home', 'Final')).toHaveText('3');
    const shown = await watchMessages(page);
    await tab.saveScores.click();
    await shown('Scores and notes updated successfully!');
    // The game and its six corrections (scoring entries).
    await expect(admin.pending).toHaveText('7 changes waiting to sync');

    await page.reload();
    const again = new AdminPage(page);
    await again.expectDashboard();
    const reloaded = new EditScheduleTab(page);
    await reloaded.openSport(home, 'Volleyball');
    await expect(reloaded.game(home, 'Net Setters').getByTestId('game-score')).toHaveText(`${home} 3 – 0 Net Setters`);
    await expect(again.pending).toHaveText('7 changes waiting to sync');

    const fan = await newContext(browser, server);
    const school = new SchoolPage(fan.page);
    await school.goto(homeId, 'volleyball');
    await school.expectSchool(home);
    await expect(school.game('Net Setters')).toHaveAttribute('data-status', 'UPCOMING');
    await expect(school.score(school.game('Net Setters'))).toHaveText('No score yet');

    await context.setOffline(false);
    await expect(again.pending).toHaveText('All changes synced');
    await expect(school.score(school.game('Net Setters'))).toContainText('3 – 0');
    await expect(school.game('Net Setters')).toHaveAttribute('data-status', 'UPCOMING');
    await fan.context.close();
  });

  test('a rainout: postponed, given a new date, cancelled and reinstated, the same game throughout, and fans see each', async ({ adminSession, server, browser }) => {
    const home = uniqueName('Stonebrook Prep');
    const away = uniqueName('Lakeshore Academy');
    const homeId = await seedSchoolWithSports(server, home, ['soccer-girls']);
    const gameId = await seedGame(server, { sport: 'soccer-girls', home: { id: homeId, name: home }, away: { name: away }, status: 'UPCOMING' });
    const tab = await openTab(adminSession.admin);
    await tab.openSport(home, 'Girls Soccer');
    const row = tab.game(home, away);
    const shown = await watchMessages(adminSession.page);

    await row.getByRole('button', { name: `Postpone: vs ${away}` }).click();
    await shown('Game postponed. Reschedule it once it has a new date.');
    await expect(row.getByTestId('game-status')).toHaveText('POSTPONED');
    // A postponed game can no longer be postponed; it can be rescheduled or called off.
    await expect(row.getByRole('button', { name: `Postpone: vs ${away}` })).toHaveCount(0);
    await expect.poll(async () => (await serverGame(server, gameId)).status).toBe('POSTPONED');

    const fan = await newContext(browser, server);
    const game = new GamePage(fan.page);
    await game.goto(gameId);
    await game.expectGame(home, away);
    await expect(game.scoreboard.getByTestId('game-state')).toHaveText(/Postponed\s*New date to be announced/);

    // A new date without one chosen says so, and changes nothing.
    await row.getByRole('button', { name: `Reschedule: vs ${away}` }).click();
    const move = row.getByRole('group', { name: `New date and time: vs ${away}` });
    await move.getByLabel('New date and time').fill('');
    await move.getByRole('button', { name: 'Save new time' }).click();
    await expect(row.getByRole('alert').filter({ hasText: /./ })).toHaveText('Please choose the new date and time.');
    const before = await serverGame(server, gameId);
    await move.getByLabel('New date and time').fill(localInput(7, 16));
    await move.getByRole('button', { name: 'Save new time' }).click();
    await shown('Game rescheduled.');
    await expect(row.getByTestId('game-status')).toHaveText('UPCOMING');
    await expect.poll(async () => (await serverGame(server, gameId)).status).toBe('UPCOMING');
    const moved = await serverGame(server, gameId);
    // The same game (its id), at its new time, remembering the one it had.
    expect(moved.rescheduledFrom).toBe(before.time);
    expect(Date.parse(moved.time) - Date.parse(before.time)).toBeGreaterThan(5 * 24 * 3600_000);
    await expect(game.scoreboard.getByTestId('game-state')).toHaveCount(0);
    await expect(game.scoreboard).toContainText('4:00 PM');

    // Cancelling asks first; keeping it changes nothing.
    await row.getByRole('button', { name: `Cancel game: vs ${away}` }).click();
    const confirm = adminSession.page.getByRole('dialog').filter({ hasText: 'Cancel this game?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByTestId('game-status')).toHaveText('UPCOMING');
    await row.getByRole('button', { name: `Cancel game: vs ${away}` }).click();
    await confirm.getByRole('button', { name: 'Cancel the game' }).click();
    await shown('Game cancelled.');
    await expect(row.getByTestId('game-status')).toHaveText('CANCELLED');
    await expect(game.scoreboard.getByTestId('game-state')).toHaveText('Cancelled');
    await expect(game.streamLink).toHaveCount(0);

    await row.getByRole('button', { name: `Reinstate: vs ${away}` }).click();
    await shown('Game back on the schedule.');
    await expect(row.getByTestId('game-status')).toHaveText('UPCOMING');
    await expect(game.scoreboard.getByTestId('game-state')).toHaveCount(0);
    await expect.poll(async () => (await serverGame(server, gameId)).status).toBe('UPCOMING');
    await fan.context.close();
  });
});
