import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { seedSchoolWithSports } from './adminGamesSeed';
import { ensureServiceWorkerControl, expect, newContext, test, uniqueName } from './fixtures';
import { AdminPage } from './pages/AdminPage';
import { AddSportTab } from './pages/admin/AddSportTab';
import { SchoolPage } from './pages/SchoolPage';
import { getDoc } from './serverDocs';

test.describe('Add Sport tab', () => {
  test('asks for a school and a sport', async ({ adminSession, server }) => {
    const name = uniqueName('Cedar Point High');
    await seedSchoolWithSports(server, name, []);
    await adminSession.admin.openTab('Add Sport');
    const tab = new AddSportTab(adminSession.page);

    await tab.submit.click();
    await expect(tab.error).toHaveText('Please select a school and a sport.');
    await tab.school.selectOption({ label: name });
    await tab.submit.click();
    await expect(tab.error).toHaveText('Please select a school and a sport.');
    await tab.school.selectOption({ index: 0 });
    await tab.sport.selectOption({ label: 'Volleyball' });
    await tab.submit.click();
    await expect(tab.error).toHaveText('Please select a school and a sport.');

    // Exactly the admin sport list of docs/product/rules.md §5.
    const options = (await tab.sport.locator('option').allTextContents()).slice(1);
    expect(options).toEqual([
      'Football', 'Tennis', 'Boys Cross Country', 'Girls Cross Country', 'Field Hockey',
      'Boys Golf', 'Girls Golf', 'Boys Soccer', 'Girls Soccer', 'Volleyball',
    ]);
  });

  test('adds a sport to a school; a fan sees it on the school page', async ({ adminSession, server, browser }) => {
    const name = uniqueName('Harborview High');
    const id = await seedSchoolWithSports(server, name, ['football']);
    await adminSession.admin.openTab('Add Sport');
    const tab = new AddSportTab(adminSession.page);

    await tab.school.selectOption({ label: name });
    await expect(tab.sportsOf(name)).toHaveText(['Football']);
    await expect(tab.sport.locator('option', { hasText: 'Football (already added)' })).toBeDisabled();

    await tab.add(name, 'Boys Soccer');
    await expect(tab.sportsOf(name)).toHaveText(['Football', 'Boys Soccer']);
    await expect(tab.success).toHaveCount(0);
    await expect.poll(async () => (await getDoc<SchoolDoc>(server, 'schools', id)).sports).toEqual(['football', 'soccer-boys']);

    const fan = await newContext(browser, server);
    const school = new SchoolPage(fan.page);
    await school.goto(id);
    await school.expectSchool(name);
    await expect(school.sportLink('Boys Soccer')).toBeVisible();
    await fan.context.close();
  });

  test('works offline: kept across a reload, pushed on reconnect', async ({ adminSession, server, browser }) => {
    const { context, page, admin } = adminSession;
    const name = uniqueName('Offline Ridge');
    const id = await seedSchoolWithSports(server, name, []);
    await ensureServiceWorkerControl(page);
    await admin.openTab('Add Sport');
    const tab = new AddSportTab(page);
    await expect(tab.school.locator('option', { hasText: name })).toHaveCount(1);

    const fan = await newContext(browser, server);
    const school = new SchoolPage(fan.page);
    await school.goto(id);
    await school.expectSchool(name);
    await expect(school.text('No sports added yet')).toBeVisible();

    await context.setOffline(true);
    await admin.header.expectOffline();
    await tab.add(name, 'Girls Golf');
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    await page.reload();
    const again = new AdminPage(page);
    await again.expectDashboard();
    const reloaded = new AddSportTab(page);
    await reloaded.school.selectOption({ label: name });
    await expect(reloaded.sportsOf(name)).toHaveText(['Girls Golf']);
    await expect(again.pending).toHaveText('1 change waiting to sync');
    expect((await getDoc<SchoolDoc>(server, 'schools', id)).sports).toEqual([]);

    await context.setOffline(false);
    await expect(again.pending).toHaveText('All changes synced');
    await expect(school.sportLink('Girls Golf')).toBeVisible();
    await fan.context.close();
  });
});
