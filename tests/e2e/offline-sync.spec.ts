import { ensureServiceWorkerControl, expect, newContext, seedSchool, test, uniqueName } from './fixtures';
import { AdminPage } from './pages/AdminPage';
import { SchoolsPage } from './pages/SchoolsPage';

test.describe('live sync and offline use', () => {
  test('a fan sees a school an admin adds, without reloading', async ({ browser, server, adminSession }) => {
    const fan = await newContext(browser, server);
    const schools = new SchoolsPage(fan.page);
    await schools.goto();
    await schools.header.expectLive();

    const name = uniqueName('Maple Ridge Academy');
    await adminSession.admin.addSchool.add(name, 'Maple Ridge, NY');

    await schools.expectSchool(name);
    await expect(schools.card(name)).toContainText('Maple Ridge, NY');
    await expect(schools.card(name)).toContainText('No Logo');
    await expect(schools.viewLink(name)).toHaveAttribute('href', /^\/schools\/[\w-]+$/);
    await adminSession.admin.header.expectPending(0);
    await fan.context.close();
  });

  test('an admin adds a school offline, reloads offline, and it reaches a fan once back online', async ({
    browser,
    server,
    adminSession,
  }) => {
    const { context, page, admin } = adminSession;
    await ensureServiceWorkerControl(page);
    await admin.expectDashboard();
    await admin.header.expectLive();

    const fan = await newContext(browser, server);
    const fanSchools = new SchoolsPage(fan.page);
    await fanSchools.goto();
    await fanSchools.header.expectLive();

    await context.setOffline(true);
    await admin.header.expectOffline();
    const name = uniqueName('Offline Prep');
    await admin.addSchool.add(name, 'Cedar Point, NY');
    await admin.header.expectPending(1);
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    // With no network at all the service worker serves the shell; the school comes from IndexedDB.
    await page.reload();
    await admin.expectDashboard();
    await expect(admin.addSchool.row(name)).toBeVisible();
    await admin.header.expectPending(1);
    await expect(fanSchools.card(name)).toHaveCount(0);

    await context.setOffline(false);
    await admin.header.expectPending(0);
    await admin.header.expectLive();
    await fanSchools.expectSchool(name);
    await fan.context.close();
  });

  test('a repeat visit with no signal shows /schools from local data', async ({ browser, server }) => {
    const name = uniqueName('Bayside Central');
    await seedSchool(server, { name, location: 'Bayside, NY' });

    const { context, page } = await newContext(browser, server);
    const schools = new SchoolsPage(page);
    await schools.goto();
    await schools.expectSchool(name);
    await ensureServiceWorkerControl(page);
    await page.close();

    await context.setOffline(true);
    const again = new SchoolsPage(await context.newPage());
    await again.goto();
    await again.expectSchool(name);
    await expect(again.card(name)).toContainText('Bayside, NY');
    await again.header.expectOffline();
    await expect(again.header.syncStatus).toContainText('showing saved data');

    // A fan's browser never fetched the admin code, so offline it says so instead of breaking.
    await again.page.goto('/login');
    await expect(again.page.getByRole('heading', { level: 1, name: 'Not available offline yet' })).toBeVisible();
    await context.close();
  });

  test('the admin dashboard keeps a pending change across a reload with no signal', async ({ adminSession }) => {
    const { context, page, admin } = adminSession;
    await ensureServiceWorkerControl(page);
    await context.setOffline(true);
    const name = uniqueName('Pending Valley');
    await admin.addSchool.add(name, 'Valley Stream, NY');
    await page.reload();
    const again = new AdminPage(page);
    await again.expectDashboard();
    await expect(again.pending).toHaveText('1 change waiting to sync');
    await context.setOffline(false);
    await expect(again.pending).toHaveText('All changes synced');
  });

  test('an admin who signed in on a first visit opens the dashboard with no signal, without an online reload', async ({
    adminSession,
  }) => {
    const { context, page, admin } = adminSession;
    // No reload: the worker claims the page, and the admin code this page loaded is cached through it.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('liaa-admin-code');
          return (await cache.keys()).filter((request) => /adminChunk-.*\.js$/.test(request.url)).length;
        }),
      )
      .toBeGreaterThan(0);
    await context.setOffline(true);
    await page.reload();
    await admin.expectDashboard();
    await expect(admin.addSchool.name).toBeVisible();
  });
});
