import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { expect, newContext, test, uniqueName } from './fixtures';
import { AdminPage } from './pages/AdminPage';
import { AccountsTab } from './pages/admin/AccountsTab';
import { AddSportTab } from './pages/admin/AddSportTab';
import { DashboardNotices } from './pages/admin/DashboardNotices';
import { EditScheduleTab } from './pages/admin/EditScheduleTab';
import { ScoringConsole } from './pages/admin/ScoringConsole';
import { LoginPage } from './pages/LoginPage';
import { getDoc } from './serverDocs';

/**
 * Issue 16: an edit waiting on a device is pushed only under its author's name. Another account
 * signing in on that device is told whose edits they are, and they wait for their author.
 */
test('another account signing in on a device holds the first account\'s pending edit until it signs in again; its forms offer its schools only', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const school = uniqueName('Author High');
  const schoolId = await seedSchoolWithSports(server, school, []);
  const home = uniqueName('Keeper Prep');
  const homeId = await seedSchoolWithSports(server, home, ['basketball']);
  const gameId = await seedGame(server, { sport: 'basketball', home: { id: homeId, name: home }, away: { name: uniqueName('Visitors') }, status: 'LIVE', time: new Date().toISOString() });
  const otherGameId = await seedGame(server, { sport: 'basketball', home: { id: schoolId, name: school }, away: { name: uniqueName('Guests') }, status: 'LIVE', time: new Date().toISOString() });
  const { context, page } = await newContext(browser, server);
  const login = new LoginPage(page);
  const admin = new AdminPage(page);
  const notices = new DashboardNotices(page);
  const signOutWithPending = async () => {
    await admin.signOutButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  };
  try {
    await login.goto();
    await login.signIn(server.adminEmail, server.adminPassword);
    await admin.expectDashboard();
    await admin.openTab('Accounts');
    const keeper = `${uniqueName('keeper').replace(/\W+/g, '-').toLowerCase()}@liaa.test`;
    const password = await new AccountsTab(page).inviteScorekeeper(keeper, [home]);

    // The admin's edit cannot reach the server (its push is cut off), and the admin signs out.
    await page.route('**/db/schools/_bulk_docs', (route) => route.abort());
    await admin.openTab('Add Sport');
    const sports = new AddSportTab(page);
    await expect(sports.school.locator('option', { hasText: school })).toHaveCount(1);
    await sports.add(school, 'Tennis');
    await expect(admin.pending).toHaveText('1 change waiting to sync');
    await signOutWithPending();
    await page.unroute('**/db/schools/_bulk_docs');

    // The scorekeeper signs in on the same device: told whose edit it is, which is not sent.
    await login.signIn(keeper, password);
    await admin.expectDashboard();
    const held = `1 change on this device was made by ${server.adminEmail} and waits for them to sign in again. They are not sent under your name.`;
    await expect(notices.othersPending).toHaveText(held);
    // Its forms offer its own school only (docs/product/rules.md §1).
    await admin.openTab('Edit Schedule');
    const edit = new EditScheduleTab(page);
    await expect(edit.school(home)).toHaveCount(1);
    await expect(edit.panel.getByTestId('edit-schedule-school')).toHaveCount(1);
    await page.reload();
    await expect(notices.othersPending).toHaveText(held);
    // The scorekeeper's own play goes through meanwhile (the sync runs), the admin's edit does not.
    const scorer = new ScoringConsole(page);
    await scorer.goto(gameId);
    await scorer.play('home', home, 'Two-pointer', 2).click();
    await expect.poll(async () => (await serverGame(server, gameId)).score?.home?.final).toBe(2);
    await admin.goto();
    await expect(admin.pending).toHaveText('1 change waiting to sync');
    await expect(notices.othersPending).toHaveText(held);
    await expect(notices.sessionExpired).toHaveCount(0);
    // Another school's game, opened by its address: the console says so and offers no play.
    await page.goto(`/admin/score/${otherGameId}`);
    await expect(page.getByRole('status').filter({ hasText: "This game is not one of your schools' games." })).toBeVisible();
    await expect(scorer.root).toHaveCount(0);
    await admin.goto();
    expect((await getDoc<SchoolDoc>(server, 'schools', schoolId)).sports).toEqual([]);

    // The admin signs in again: its edit goes, under its own name.
    await signOutWithPending();
    await login.signIn(server.adminEmail, server.adminPassword);
    await admin.expectDashboard();
    await expect(admin.pending).toHaveText('All changes synced');
    await expect(notices.othersPending).toHaveCount(0);
    const stored = await getDoc<SchoolDoc & { updatedBy?: string }>(server, 'schools', schoolId);
    expect(stored.sports).toEqual(['tennis']);
  } finally {
    await context.close();
  }
});

test('schools an admin gives a scorekeeper while its device is offline reach the device when it is back online', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const first = uniqueName('First Prep');
  const firstId = await seedSchoolWithSports(server, first, ['basketball']);
  const second = uniqueName('Second Prep');
  const secondId = await seedSchoolWithSports(server, second, ['basketball']);
  const adminToken = await server.adminToken();
  const keeper = `${uniqueName('moved').replace(/\W+/g, '-').toLowerCase()}@liaa.test`;
  const made = await fetch(`${server.url}/api/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: keeper, role: 'scorekeeper', schools: [firstId] }),
  });
  expect(made.status).toBe(201);
  const { password } = (await made.json()) as { password: string };

  const { context, page } = await newContext(browser, server);
  try {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(keeper, password);
    const admin = new AdminPage(page);
    await admin.expectDashboard();
    await admin.openTab('Edit Schedule');
    const edit = new EditScheduleTab(page);
    const cards = edit.panel.getByTestId('edit-schedule-school');
    await expect(edit.school(first)).toHaveCount(1);
    await expect(cards).toHaveCount(1);

    await context.setOffline(true);
    await admin.header.expectOffline();
    const moved = await fetch(`${server.url}/api/accounts/${encodeURIComponent(keeper)}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ schools: [secondId] }),
    });
    expect(moved.status).toBe(200);
    // The server keeps what it read of an account for up to 2 s: wait until it answers the change.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('liaa.session') ?? '{}') as { token?: string }).token ?? '');
    await expect
      .poll(async () => ((await (await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { user: { schools: string[] } }).user.schools)
      .toEqual([secondId]);

    await context.setOffline(false);
    await expect(edit.school(second)).toHaveCount(1);
    await expect(cards).toHaveCount(1);
  } finally {
    await context.close();
  }
});
