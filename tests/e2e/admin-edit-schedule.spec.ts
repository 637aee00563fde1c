import { seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { ensureServiceWorkerControl, expect, newContext, test, uniqueName } from './fixtures';
import { AdminPage } from './pages/AdminPage';
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
  tennis: ['Tennis', ['1', '2', '3', '4', '5', 'Final']],
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
      await expect(tab.grid.cell('away', 'Final')).toHaveAttribute('min', '0');
      await tab.dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(tab.dialog).toBeHidden();
    }

    await tab.schoolToggle(name).click();
    await expect(tab.sportButton(name, 'Football')).toHaveCount(0);
  });

  test('saves scores and notes with the status rule of SPEC §4, and says when it cannot', async ({ adminSession, server, browser }) => {
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

    await tab.grid.fill({ home: { '1': '7', '4': '14', Final: '21' }, away: { '2': '14', Final: '14' } });
    await tab.notesField(/^Home Team Notes/).fill('Two interceptions.');
    await tab.notesField('General Notes').fill('Played in steady rain.');
    await tab.saveScores.click();
    await expect(tab.dialog).toBeHidden();
    await expect(tab.success).toHaveText('Scores and notes updated successfully!');
    const row = tab.game(home, away);
    await expect(row.getByTestId('game-status')).toHaveText('FINAL');
    await expect(row.getByTestId('game-score')).toHaveText(`${home} 21 – 14 ${away}`);
    await expect(row).toContainText('Played in steady rain.');
    await expect(row.getByRole('button', { name: /^Edit Score/ })).toBeVisible();
    await expect(tab.success).toHaveCount(0);
    await expect.poll(async () => (await serverGame(server, gameId)).status).toBe('FINAL');
    const stored = await serverGame(server, gameId);
    expect(stored.score).toEqual({ home: { '1': 7, '4': 14, final: 21 }, away: { '2': 14, final: 14 } });
    expect(stored.gameNotes).toEqual({ home: 'Two interceptions.', general: 'Played in steady rain.' });

    // SPEC §4: a final of 0 counts as empty, so the game is not FINAL.
    await tab.openScores(home, away);
    await expect(tab.grid.cell('home', '1')).toHaveValue('7');
    await expect(tab.notesField('General Notes')).toHaveValue('Played in steady rain.');
    await tab.grid.fill({ away: { Final: '0' } });
    await tab.saveScores.click();
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
    await expect(race.getByTestId('game-status')).toHaveText('UPCOMING');

    const fan = await newContext(browser, server);
    const school = new SchoolPage(fan.page);
    await school.goto(awayId, 'football');
    await school.expectSchool(away);
    await school.openNotes(school.game(home));
    await expect(school.notesDialog).toContainText('Two interceptions.');
    await fan.context.close();
  });

  test('works offline: a score survives a reload and reaches a fan on reconnect', async ({ adminSession, server, browser }) => {
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
    await tab.grid.fill({ home: { '1': '25', Final: '3' }, away: { '1': '21', Final: '1' } });
    await tab.saveScores.click();
    await expect(tab.success).toHaveText('Scores and notes updated successfully!');
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    await page.reload();
    const again = new AdminPage(page);
    await again.expectDashboard();
    const reloaded = new EditScheduleTab(page);
    await reloaded.openSport(home, 'Volleyball');
    await expect(reloaded.game(home, 'Net Setters').getByTestId('game-score')).toHaveText(`${home} 3 – 1 Net Setters`);
    await expect(again.pending).toHaveText('1 change waiting to sync');

    const fan = await newContext(browser, server);
    const school = new SchoolPage(fan.page);
    await school.goto(homeId, 'volleyball');
    await school.expectSchool(home);
    await expect(school.game('Net Setters')).toHaveAttribute('data-status', 'UPCOMING');

    await context.setOffline(false);
    await expect(again.pending).toHaveText('All changes synced');
    await expect(school.game('Net Setters')).toHaveAttribute('data-status', 'FINAL');
    await fan.context.close();
  });
});
