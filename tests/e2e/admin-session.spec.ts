import type { Page } from '@playwright/test';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { seedSchoolWithSports } from './adminGamesSeed';
import { DIST, expect, newContext, test, uniqueName } from './fixtures';
import { AdminPage } from './pages/AdminPage';
import { AddSportTab } from './pages/admin/AddSportTab';
import { DashboardNotices } from './pages/admin/DashboardNotices';
import { LoginPage } from './pages/LoginPage';
import { getDoc } from './serverDocs';

const EXPIRED = 'Your session has expired. Sign in again to sync your changes.';

/** A school with no sports yet, and the admin signed in on `page`, at the dashboard. */
async function signedInWithSchool(page: Page, server: TestServer, label: string): Promise<{ name: string; schoolId: string; login: LoginPage; admin: AdminPage }> {
  const name = uniqueName(label);
  const schoolId = await seedSchoolWithSports(server, name, []);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(server.adminEmail, server.adminPassword);
  const admin = new AdminPage(page);
  await admin.expectDashboard();
  return { name, schoolId, login, admin };
}

test('a session that expires offline keeps the edits; they push after signing in again', async ({ browser }) => {
  test.setTimeout(180_000);
  // Tokens live 30 s here; the client treats one as expired 5 s early, so it never dies in flight.
  const server = await startTestServer({ staticDir: DIST, env: { TOKEN_TTL: '30' } });
  const { context, page } = await newContext(browser, server);
  try {
    const { name, schoolId, login, admin } = await signedInWithSchool(page, server, 'Expiry High');
    const notices = new DashboardNotices(page);
    await admin.openTab('Add Sport');
    const tab = new AddSportTab(page);
    await expect(tab.school.locator('option', { hasText: name })).toHaveCount(1);

    await context.setOffline(true);
    await admin.header.expectOffline();
    await tab.add(name, 'Tennis');
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    // A wait for the token to run out, not a timing assertion.
    await expect(notices.sessionExpired).toHaveText(EXPIRED, { timeout: 60_000 });
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    await context.setOffline(false);
    await expect(notices.sessionExpired).toHaveText(EXPIRED);
    await expect(admin.pending).toHaveText('1 change waiting to sync');
    expect((await getDoc<SchoolDoc>(server, 'schools', schoolId)).sports).toEqual([]);

    await notices.signInLink.click();
    await expect(page).toHaveURL(/\/login$/);
    await login.signIn(server.adminEmail, server.adminPassword);
    await admin.expectDashboard();
    await expect(admin.pending).toHaveText('All changes synced');
    await expect(notices.sessionExpired).toHaveCount(0);
    await expect.poll(async () => (await getDoc<SchoolDoc>(server, 'schools', schoolId)).sports).toEqual(['tennis']);
  } finally {
    await context.close();
    await server.stop();
  }
});

test.describe('before the page\'s sync has started', () => {
  // The runtime chunk is held on its way to the page; a service worker would serve its precached copy.
  test.use({ serviceWorkers: 'block' });

  test('the dashboard counts the edits waiting on the device, and Sign out asks first', async ({ browser, server }) => {
    const { context, page } = await newContext(browser, server);
    try {
      const { name, admin } = await signedInWithSchool(page, server, 'Waiting High');
      // The edit cannot reach the server: it waits on the device.
      await page.route('**/db/schools/_bulk_docs', (route) => route.abort());
      await admin.openTab('Add Sport');
      const tab = new AddSportTab(page);
      await expect(tab.school.locator('option', { hasText: name })).toHaveCount(1);
      await tab.add(name, 'Tennis');
      await expect(admin.pending).toHaveText('1 change waiting to sync');

      // Reloaded with the runtime (database and sync) held back: the device's record still says so.
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/openRuntime-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      });
      await page.reload();
      await admin.expectDashboard();
      await expect(admin.pending).toHaveText('1 change waiting to sync');
      await admin.signOutButton.click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toContainText('1 change waiting to sync. They stay on this device and sync after you sign in again. Sign out?');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/admin/);
      release();
      await expect(admin.pending).toHaveText('1 change waiting to sync');
    } finally {
      await context.close();
    }
  });
});

test.describe('with no service worker to serve the push code', () => {
  test.use({ serviceWorkers: 'block' });

  test('an edit made while the push code cannot load waits on the device, and pushes once it loads', async ({ page, server }) => {
    const { name, schoolId, admin } = await signedInWithSchool(page, server, 'Chunk High');
    // The push is a chunk loaded at the first local edit (couchReplication.ts): offline, with no
    // service worker holding it yet, it cannot load.
    const PUSH_CHUNK = /\/assets\/couchPush-[^/]+\.js$/;
    let refused = 0;
    await page.route(PUSH_CHUNK, (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await admin.openTab('Add Sport');
    const tab = new AddSportTab(page);
    await expect(tab.school.locator('option', { hasText: name })).toHaveCount(1);
    await tab.add(name, 'Tennis');
    await expect(admin.pending).toHaveText('1 change waiting to sync');
    await expect.poll(() => refused).toBeGreaterThan(0);

    await page.unroute(PUSH_CHUNK);
    // The browser says it is back online: the sync retries at once.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(admin.pending).toHaveText('All changes synced');
    await expect.poll(async () => (await getDoc<SchoolDoc>(server, 'schools', schoolId)).sports).toEqual(['tennis']);
  });
});
