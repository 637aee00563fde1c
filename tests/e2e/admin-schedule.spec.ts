import type { GameDoc } from '../../src/shared/schemas/games.schema';
import { localInput, seedSchoolWithSports } from './adminGamesSeed';
import { ensureServiceWorkerControl, expect, newContext, test, uniqueName } from './fixtures';
import { AdminPage } from './pages/AdminPage';
import { AddScheduleTab } from './pages/admin/AddScheduleTab';
import { SchoolPage } from './pages/SchoolPage';
import { allDocs } from './serverDocs';

async function openTab(admin: AdminPage): Promise<AddScheduleTab> {
  await admin.openTab('Add Schedule');
  return new AddScheduleTab(admin.page);
}

test.describe('Add Schedule tab', () => {
  test('every validation message, sport choices limited to the school, one entry always kept', async ({ adminSession, server }) => {
    const school = uniqueName('Bayside Central');
    await seedSchoolWithSports(server, school, ['football', 'volleyball']);
    const tab = await openTab(adminSession.admin);

    await expect(tab.sport).toBeDisabled();
    await tab.submit.click();
    await expect(tab.error).toHaveText('Please select a school and a sport.');

    await tab.school.selectOption({ label: school });
    await expect(tab.sport).toBeEnabled();
    expect((await tab.sport.locator('option').allTextContents()).slice(1)).toEqual(['Football', 'Volleyball']);
    await tab.submit.click();
    await expect(tab.error).toHaveText('Please select a school and a sport.');

    await tab.sport.selectOption({ label: 'Volleyball' });
    await expect(tab.entries).toHaveCount(1);
    await expect(tab.entry(0).remove).toBeDisabled();
    await tab.submit.click();
    await expect(tab.error).toHaveText('Please fill out all fields for each schedule entry.');

    await tab.fillEntry(0, { location: 'Bayside Gym', time: localInput(3, 18), opponent: 'Oak Valley', venue: 'Home', nonMember: true });
    await tab.addEntry.click();
    await expect(tab.entries).toHaveCount(2);
    await tab.fillEntry(1, { location: 'Oak Valley Gym', opponent: 'Oak Valley', venue: 'Away', nonMember: true });
    await tab.submit.click();
    await expect(tab.error).toHaveText('Please fill out all fields for each schedule entry.');

    await tab.entry(1).remove.click();
    await expect(tab.entries).toHaveCount(1);
    await expect(tab.entry(0).remove).toBeDisabled();
    await tab.fillEntry(0, { opponent: school });
    await tab.submit.click();
    await expect(tab.error).toHaveText('Home and away teams must be different.');
    expect((await allDocs<GameDoc>(server, 'games')).filter((g) => g.homeSchoolName === school)).toEqual([]);
  });

  test('adds entries as games of both schools, lists them, and deletes one after confirming', async ({ adminSession, server, browser }) => {
    const home = uniqueName('Harborview High');
    const away = uniqueName('Maple Ridge Academy');
    await seedSchoolWithSports(server, home, ['soccer-girls']);
    const awayId = await seedSchoolWithSports(server, away, ['soccer-girls']);
    const tab = await openTab(adminSession.admin);

    await tab.add(home, 'Girls Soccer', [
      { location: 'Harborview Field', time: localInput(2, 16), opponent: away },
      { location: 'Cedar Park', time: localInput(9, 15), opponent: 'Cedar Point Prep', nonMember: true },
    ]);
    await expect(tab.entries).toHaveCount(1);
    await expect(tab.entry(0).location).toHaveValue('');
    await expect(tab.games).toHaveCount(2);
    await expect(tab.game(away)).toContainText('Harborview Field');
    await expect(tab.game(away)).toContainText('UPCOMING');
    await expect(tab.success).toHaveCount(0);

    // The opponent is a member school: the game is on its schedule too.
    const fan = await newContext(browser, server);
    const page = new SchoolPage(fan.page);
    await page.goto(awayId, 'soccer-girls');
    await page.expectSchool(away);
    await expect(page.game(home)).toHaveCount(1);

    await tab.game('Cedar Point Prep').getByRole('button', { name: /^Delete game/ }).click();
    const dialog = adminSession.page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this game?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(tab.games).toHaveCount(2);

    await tab.deleteGame('Cedar Point Prep');
    await expect(tab.panel.getByText('Schedule deleted successfully!')).toBeVisible();
    await expect(tab.games).toHaveCount(1);
    await expect(tab.panel.getByText('Schedule deleted successfully!')).toHaveCount(0);
    await expect
      .poll(async () => (await allDocs<GameDoc>(server, 'games')).filter((g) => g.homeSchoolName === home).map((g) => g.awayName))
      .toEqual([away]);
    await fan.context.close();
  });

  test('works offline: kept across a reload, pushed on reconnect', async ({ adminSession, server, browser }) => {
    const { context, page, admin } = adminSession;
    const home = uniqueName('Offline Prep');
    const homeId = await seedSchoolWithSports(server, home, ['football']);
    await ensureServiceWorkerControl(page);
    const tab = await openTab(admin);
    await expect(tab.school.locator('option', { hasText: home })).toHaveCount(1);

    await context.setOffline(true);
    await admin.header.expectOffline();
    await tab.add(home, 'Football', [{ location: 'Offline Stadium', time: localInput(4, 19), opponent: 'Night Owls', nonMember: true }]);
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    await page.reload();
    const again = new AdminPage(page);
    await again.expectDashboard();
    const reloaded = new AddScheduleTab(page);
    await reloaded.choose(home, 'Football');
    await expect(reloaded.game('Night Owls')).toContainText('Offline Stadium');
    await expect(again.pending).toHaveText('1 change waiting to sync');

    const fan = await newContext(browser, server);
    const school = new SchoolPage(fan.page);
    await school.goto(homeId, 'football');
    await school.expectSchool(home);
    await expect(school.game('Night Owls')).toHaveCount(0);

    await context.setOffline(false);
    await expect(again.pending).toHaveText('All changes synced');
    await expect(school.game('Night Owls')).toHaveCount(1);
    await fan.context.close();
  });
});
