import type { RosterDoc } from '../../src/shared/schemas/rosters.schema';
import { rosterId } from '../../src/shared/schemas/rosters.schema';
import { ensureServiceWorkerControl, expect, newContext, test, uniqueName } from './fixtures';
import { VIEWPORTS, expectLaidOut, expectNoAxeViolations } from './lookChecks';
import { seedSchoolWithSports } from './pages/admin/contentSeed';
import { RosterTab } from './pages/admin/RosterTab';
import { SchoolPage } from './pages/SchoolPage';
import { getDoc } from './serverDocs';

const REQUIRED = 'Please select a school, sport, and season.';

test.describe('Add Roster tab', () => {
  test('needs school, sport and season; sport waits for a school', async ({ adminSession, server }) => {
    const school = uniqueName('Roster Rules High');
    await seedSchoolWithSports(server, school, ['football']);
    const { admin, page } = adminSession;
    await admin.openTab('Add Roster');
    const tab = new RosterTab(page);
    await expect(tab.heading).toHaveText('Add Team Roster');

    await expect(tab.sport).toBeDisabled();
    await tab.submit.click();
    await expect(tab.error).toHaveText(REQUIRED);

    await tab.choose(school);
    await expect(tab.sport).toBeEnabled();
    await tab.submit.click();
    await expect(tab.error).toHaveText(REQUIRED);

    await tab.sport.selectOption({ label: 'Football' });
    await tab.submit.click();
    await expect(tab.error).toHaveText(REQUIRED);

    // docs/product/rules.md §6 lists: the three seasons, grades 9-12, football offense and defense.
    await expect(tab.season.locator('option')).toHaveText(['Select a season', '2024-2025', '2025-2026', '2026-2027']);
    const row = tab.row(0);
    await expect(row.getByRole('combobox', { name: 'Grade' }).locator('option')).toHaveText(['Select', '9', '10', '11', '12']);
    await expect(row.getByRole('combobox', { name: 'Offense' }).locator('option')).toHaveText(['—', 'QB', 'RB', 'WR', 'TE', 'OL', 'K', 'P']);
    await expect(row.getByRole('combobox', { name: 'Defense' }).locator('option')).toHaveText(['—', 'DL', 'LB', 'CB', 'S', 'DB']);
    await expect(tab.savedRosters).toHaveCount(0);

    // Issue 14: a number outside 0-99 is refused before saving, naming the row as the form shows it; nothing is stored.
    await tab.season.selectOption('2025-2026');
    await tab.fillPlayer(0, { number: '100', name: 'Too Big', position: 'QB', grade: '11' });
    await tab.submit.click();
    await expect(tab.error).toHaveText('Player 1: number must be a whole number from 0 to 99.');
    await expect(row.getByRole('textbox', { name: 'Number', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(tab.success).toHaveCount(0);
    // The device's own list of this school's rosters (it shows a saved one at once): still empty.
    await expect(tab.panel.getByText('No rosters saved for this school yet.')).toBeVisible();
    await expect(tab.savedRosters).toHaveCount(0);
  });

  test('adds a football roster (a line that cannot be saved said so, never changed or dropped), edits it, and the school page shows it', async ({ adminSession, server }) => {
    const school = uniqueName('Harborview High');
    const schoolId = await seedSchoolWithSports(server, school, ['football', 'soccer-boys']);
    const { admin, page } = adminSession;
    await admin.openTab('Add Roster');
    const tab = new RosterTab(page);
    await tab.choose(school, 'Football', '2025-2026');
    // Only this school's sports are offered.
    await expect(tab.sport.locator('option')).toHaveText(['Select a sport', 'Football', 'Boys Soccer']);

    await tab.fillPlayer(0, { number: '12', name: 'Sam Rivera', position: 'QB', defense: 'S', grade: '11' });
    await tab.addPlayer.click();
    await tab.fillPlayer(1, { number: '7', name: 'No Grade Yet', position: 'WR' });
    await tab.addPlayer.click();
    await tab.fillPlayer(2, { number: '54', name: 'Lee Park', defense: 'LB', grade: '10' });
    await tab.addPlayer.click();
    await tab.fillPlayer(3, { number: '99', name: 'Deleted Player', position: 'OL', grade: '12' });
    await tab.deletePlayer(3);
    await expect(tab.playerDeleted).toHaveText('Player deleted successfully');
    await expect(tab.rows).toHaveCount(3);
    // It clears itself after 2 s.
    await expect(tab.playerDeleted).toHaveCount(0);

    // A line with something in it is saved as typed or refused, naming its field: nothing is dropped.
    await tab.submit.click();
    await expect(tab.error).toHaveText('Player 2: grade must be one of 9, 10, 11, 12.');
    await expect(tab.row(1).getByRole('combobox', { name: 'Grade' })).toHaveAttribute('aria-invalid', 'true');
    await tab.fillPlayer(1, { number: '-7', grade: '9' });
    await tab.submit.click();
    await expect(tab.error).toHaveText('Player 2: number must be a whole number from 0 to 99.');
    await expect(tab.row(1).getByRole('textbox', { name: 'Number', exact: true })).toHaveValue('-7');
    // Two players may not share a number ('12' and '012' would; '12' and '54' do not).
    await tab.fillPlayer(1, { number: '54' });
    await tab.submit.click();
    await expect(tab.error).toHaveText('Number 54 is worn by both No Grade Yet and Lee Park.');
    await expect(tab.row(2).getByRole('textbox', { name: 'Number', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(tab.success).toHaveCount(0);
    await tab.deletePlayer(1);
    await expect(tab.rows).toHaveCount(2);

    await tab.submit.click();
    await expect(tab.success).toHaveText(`Roster added successfully for ${school} Football 2025-2026 season!`);
    // Back to a clear add form with one blank row.
    await expect(tab.heading).toHaveText('Add Team Roster');
    await expect(tab.sport).toHaveValue('');
    await expect(tab.season).toHaveValue('');
    await expect(tab.rows).toHaveCount(1);
    await expect(tab.savedRoster('Football', '2025-2026')).toContainText('2 players');

    await expect
      .poll(async () => (await getDoc<RosterDoc>(server, 'rosters', rosterId(schoolId, 'football', '2025-2026')).catch(() => null))?.players)
      .toEqual([
        { number: '12', name: 'Sam Rivera', position: 'QB', defensivePosition: 'S', grade: '11' },
        { number: '54', name: 'Lee Park', position: 'LB', grade: '10' },
      ]);

    // Edit: loads the players, locks the roster's identity, saves as an update.
    await tab.edit('Football', '2025-2026');
    await expect(tab.school).toBeDisabled();
    await expect(tab.sport).toBeDisabled();
    await expect(tab.season).toHaveValue('2025-2026');
    await expect(tab.rows).toHaveCount(2);
    await expect(tab.row(1).getByRole('combobox', { name: 'Defense' })).toHaveValue('LB');
    await tab.fillPlayer(1, { name: 'Lee Parker' });
    await tab.update.click();
    await expect(tab.success).toHaveText(`Roster updated successfully for ${school} Football 2025-2026 season!`);
    await expect(tab.heading).toHaveText('Add Team Roster');

    // Cancel Edit returns to a clear add form without saving.
    await tab.edit('Football', '2025-2026');
    await tab.fillPlayer(0, { name: 'Not Saved' });
    await tab.cancelEdit.click();
    await expect(tab.heading).toHaveText('Add Team Roster');
    await expect(tab.rows).toHaveCount(1);
    await expect(tab.row(0).getByRole('textbox', { name: 'Name' })).toHaveValue('');

    const schoolPage = new SchoolPage(page);
    await schoolPage.goto(schoolId, 'football');
    await schoolPage.expectSchool(school);
    // A past season's roster shows once that season is picked (docs/product/screens.md §4).
    await page.getByLabel('Season', { exact: true }).selectOption('2025-26');
    const table = schoolPage.rosterTable('2025-2026');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table).toContainText('Sam Rivera');
    await expect(table).toContainText('QB / S');
    await expect(table).toContainText('Lee Parker');
    await expect(table).not.toContainText('Not Saved');
  });

  test('saves an empty roster and keeps one blank row when every row is deleted', async ({ adminSession, server }) => {
    const school = uniqueName('Empty Roster Prep');
    const schoolId = await seedSchoolWithSports(server, school, ['soccer-girls']);
    const { admin, page } = adminSession;
    await admin.openTab('Add Roster');
    const tab = new RosterTab(page);
    await tab.choose(school, 'Girls Soccer', '2024-2025');
    await expect(tab.row(0).getByRole('combobox', { name: 'Position' }).locator('option')).toHaveText(['Select', 'GK', 'D', 'M', 'F']);
    await tab.fillPlayer(0, { number: '1', name: 'No Position', grade: '9' });
    await tab.deletePlayer(0);
    await expect(tab.playerDeleted).toBeVisible();
    await expect(tab.rows).toHaveCount(1);
    await expect(tab.row(0).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    // A soccer line without a position is refused, not dropped; with every line blank the roster is saved empty.
    await tab.fillPlayer(0, { number: '1', name: 'No Position', grade: '9' });
    await tab.submit.click();
    await expect(tab.error).toHaveText('Player 1: position is required for Girls Soccer.');
    await tab.deletePlayer(0);
    await tab.submit.click();
    await expect(tab.success).toHaveText(`Roster added successfully for ${school} Girls Soccer 2024-2025 season!`);
    await expect(tab.savedRoster('Girls Soccer', '2024-2025')).toContainText('0 players');
    await expect
      .poll(async () => (await getDoc<RosterDoc>(server, 'rosters', rosterId(schoolId, 'soccer-girls', '2024-2025')).catch(() => null))?.players)
      .toEqual([]);
  });

  test('works offline: a roster saved with no signal survives a reload and reaches a fan on reconnect', async ({
    adminSession,
    browser,
    server,
  }) => {
    const school = uniqueName('Offline Roster High');
    const schoolId = await seedSchoolWithSports(server, school, ['volleyball']);
    const { context, page, admin } = adminSession;
    await ensureServiceWorkerControl(page);
    await admin.openTab('Add Roster');
    const tab = new RosterTab(page);
    await expect(tab.school.locator('option', { hasText: school })).toHaveCount(1);

    const fan = await newContext(browser, server);
    const fanSchool = new SchoolPage(fan.page);
    await fanSchool.goto(schoolId, 'volleyball');
    await fanSchool.expectSchool(school);
    await expect(fanSchool.text('No roster available for Volleyball')).toBeVisible();

    await context.setOffline(true);
    await admin.header.expectOffline();
    await tab.choose(school, 'Volleyball', '2026-2027');
    await tab.fillPlayer(0, { number: '8', name: 'Courtside Setter', position: 'S', grade: '12' });
    await tab.submit.click();
    await expect(tab.success).toHaveText(`Roster added successfully for ${school} Volleyball 2026-2027 season!`);
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    await page.reload();
    await admin.expectDashboard();
    await admin.openTab('Add Roster');
    await tab.choose(school);
    await expect(tab.savedRoster('Volleyball', '2026-2027')).toContainText('1 player');
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    await context.setOffline(false);
    await expect(admin.pending).toHaveText('All changes synced');
    await expect(fanSchool.rosterTable('2026-2027')).toContainText('Courtside Setter');
    await fan.context.close();
  });

  for (const viewport of VIEWPORTS) {
    test(`is laid out and passes axe at ${viewport.width} px`, async ({ adminSession, server }) => {
      const school = uniqueName('Layout Academy');
      await seedSchoolWithSports(server, school, ['football']);
      const { admin, page } = adminSession;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await admin.openTab('Add Roster');
      const tab = new RosterTab(page);
      await tab.choose(school, 'Football', '2025-2026');
      await tab.fillPlayer(0, { number: '12', name: 'Sam Rivera', position: 'QB', defense: 'S', grade: '11' });
      await tab.addPlayer.click();
      await tab.fillPlayer(1, { number: '54', name: 'Lee Park', defense: 'LB', grade: '10' });
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
    });
  }
});
