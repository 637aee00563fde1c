import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { currentSeason, sameSeason } from '../../src/shared/standings/season';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { RosterDoc } from '../../src/shared/schemas/rosters.schema';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { ensureServiceWorkerControl, expect, newContext, test, waitForFirstSync } from './fixtures';
import { AdminPage } from './pages/AdminPage';
import { LoginPage } from './pages/LoginPage';
import { SchoolPage } from './pages/SchoolPage';
import { allDocs, bulkDocs, getDoc } from './serverDocs';

/**
 * A signed-out page whose worker holds the database (src/data/openRemoteRuntime.ts,
 * docs/design/page-start.md, "The database in the worker"), in a build made for it
 * (VITE_DATABASE_IN_WORKER=on: this file builds it once and serves it): the page loads none of
 * RxDB, its screens read the worker's queries by name, and a sign-in hands the database back to
 * the page.
 */
const WORKER_DIST = 'dist-database-in-worker';
test.use({ demoData: true, serverKey: 'database-in-worker', serverEnv: { STATIC_DIR: path.resolve(WORKER_DIST) } });

test.beforeAll(() => {
  test.setTimeout(240_000);
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', WORKER_DIST, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, VITE_DATABASE_IN_WORKER: 'on' },
    stdio: 'inherit',
  });
});

/** The scripts the page (not its workers) asked for, by file name. */
const pageScripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop() ?? '').filter((name) => name.endsWith('.js')));

test.describe('the database in the storage worker', () => {
  test("a fan's page shows the worker's answers, live, and offline after a reload", async ({ browser, server }) => {
    const live = (await allDocs<GameDoc>(server, 'games')).find((g) => g.status === 'LIVE' && g.sport === 'football' && g.homeSchoolId)!;
    const { context, page } = await newContext(browser, server);
    const view = new SchoolPage(page);
    await view.goto(live.homeSchoolId!, 'football');
    await view.expectSchool(live.homeSchoolName);
    await view.header.expectLive();
    await waitForFirstSync(page);
    const scripts = await pageScripts(page);
    expect(scripts.some((name) => name.startsWith('openRemoteRuntime-'))).toBe(true);
    expect(scripts.filter((name) => name.startsWith('openRuntime-'))).toEqual([]);
    expect(page.workers().map((worker) => worker.url().split('/').pop()!.split('-')[0])).toEqual(['databaseWorker']);

    // A scorer's correction elsewhere: the computed score reaches the page from the worker's database.
    const now = Date.now();
    await bulkDocs(server, 'scoreEntries', [{
      id: `${live.id}:${crypto.randomUUID()}`, gameId: live.id, kind: 'set', team: 'home', period: '1', value: 77, reason: 'correction',
      hlc: `${String(now).padStart(13, '0')}:0000:e2etest`, device: 'e2etest', createdAt: now, updatedAt: now,
    }]);
    await expect.poll(async () => (await getDoc<GameDoc>(server, 'games', live.id)).score?.home?.['1']).toBe(77);
    const { score } = await getDoc<GameDoc>(server, 'games', live.id);
    const row = view.gameById(live.id);
    await expect(view.score(row)).toContainText(`${String(score!.home!.final)} – ${String(score!.away!.final)}`);

    // Offline, a reload: the service worker's kept page, then the device's own data from the worker.
    await ensureServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await view.expectSchool(live.homeSchoolName);
    await expect(view.score(view.gameById(live.id))).toContainText(`${String(score!.home!.final)} – ${String(score!.away!.final)}`);
    await view.header.expectOffline();
    await context.close();
  });

  test("a followed team's roster is kept by the worker before its page is opened, on the page's shelf", async ({ browser, server }) => {
    const roster = (await allDocs<RosterDoc>(server, 'rosters')).find((r) => r.sport === 'football' && sameSeason(r.season, currentSeason()) && r.players.length > 0)!;
    const school = await getDoc<SchoolDoc>(server, 'schools', roster.schoolId);
    const { context, page } = await newContext(browser, server);
    await page.goto('/');
    await ensureServiceWorkerControl(page);
    await waitForFirstSync(page);
    // Followed after the worker opened: the page tells it, and it keeps the school; the lanes it
    // keeps come back to the page's localStorage.
    await page.evaluate((id) => {
      localStorage.setItem('liaa.myTeams', JSON.stringify([{ school: id, sport: 'football' }]));
      dispatchEvent(new StorageEvent('storage', { key: 'liaa.myTeams' }));
    }, school.id);
    await new SchoolPage(page).expectRosterKeptOffline(context, school, roster);
    await context.close();
  });

  test('a sign-in hands the database back to the page: the dashboard opens it on the page', async ({ browser, server }) => {
    const { context, page } = await newContext(browser, server);
    await page.goto('/schools');
    await waitForFirstSync(page);
    expect((await pageScripts(page)).filter((name) => name.startsWith('openRuntime-'))).toEqual([]);

    const login = new LoginPage(page);
    await login.goto();
    await expect(page).toHaveURL(/\/login$/);
    await login.signIn(server.adminEmail, server.adminPassword);
    const admin = new AdminPage(page);
    await admin.expectDashboard();
    await admin.expectDatabaseOpen();
    expect((await pageScripts(page)).some((name) => name.startsWith('openRuntime-'))).toBe(true);
    // The worker that held the database for the signed-out page has ended; the page's own storage worker runs.
    await expect.poll(() => page.workers().map((worker) => worker.url().split('/').pop()!.split('-')[0]).sort()).toEqual(['storageWorker']);
    await context.close();
  });
});
