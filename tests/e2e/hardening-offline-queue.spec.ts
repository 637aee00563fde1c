import type { BrowserContext } from '@playwright/test';
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import config from '../../playwright.config';
import type { TestServer } from '../kit/server';
import { seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { ensureServiceWorkerControl, expect, test, uniqueName } from './fixtures';
import { AdminPage } from './pages/AdminPage';
import { LoginPage } from './pages/LoginPage';
import { EditScheduleTab } from './pages/admin/EditScheduleTab';

/**
 * Issue 5, offline queue: a real browser profile on disk enters 50 scores with no
 * network (Edit Schedule, one game each), the browser is closed and started again
 * still offline (the scores and their 150 pending changes are there), then comes
 * online and the server receives all 50.
 */
const SCORES = 50;
/** Each score: the game and its two corrections (scoring entries). */
const PENDING = SCORES * 3;

function launch(userDataDir: string, server: TestServer, offline: boolean): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    args: config.use?.launchOptions?.args ?? [],
    baseURL: server.url,
    serviceWorkers: 'allow',
    offline,
  });
}

const opponent = (i: number) => `Rival ${String(i).padStart(2, '0')}`;

test('50 scores entered offline survive a browser restart and all reach the server', async ({ server }) => {
  test.setTimeout(600_000);
  const school = uniqueName('Queue High');
  const schoolId = await seedSchoolWithSports(server, school, ['football']);
  const gameIds: string[] = [];
  for (let i = 1; i <= SCORES; i++) {
    gameIds.push(await seedGame(server, { sport: 'football', home: { id: schoolId, name: school }, away: { name: opponent(i) }, status: 'UPCOMING' }));
  }

  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'liaa-hardening-profile-'));
  let context: BrowserContext | undefined;
  try {
    context = await launch(userDataDir, server, false);
    let page = context.pages()[0] ?? (await context.newPage());
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(server.adminEmail, server.adminPassword);
    let admin = new AdminPage(page);
    await admin.expectDashboard();
    await ensureServiceWorkerControl(page);
    await admin.expectDashboard();
    await admin.header.expectLive();

    let tab = new EditScheduleTab(page);
    await admin.openTab('Edit Schedule');
    await tab.openSport(school, 'Football');
    await expect(tab.games(school)).toHaveCount(SCORES);

    await context.setOffline(true);
    await admin.header.expectOffline();
    for (let i = 1; i <= SCORES; i++) {
      await tab.openScores(school, opponent(i));
      await tab.grid.fill({ home: { '1': String(i) }, away: { '1': String(i + 1) } });
      await tab.saveScores.click();
      await expect(tab.dialog).toBeHidden();
    }
    await admin.header.expectPending(PENDING);
    await context.close();
    context = undefined;

    // Same profile, still no network: the shell comes from the service worker, the scores from IndexedDB.
    context = await launch(userDataDir, server, true);
    page = context.pages()[0] ?? (await context.newPage());
    admin = new AdminPage(page);
    await admin.goto();
    await admin.expectDashboard();
    await admin.header.expectOffline();
    await admin.header.expectPending(PENDING);
    tab = new EditScheduleTab(page);
    await admin.openTab('Edit Schedule');
    await tab.openSport(school, 'Football');
    for (let i = 1; i <= SCORES; i++) {
      await expect(tab.game(school, opponent(i)).getByTestId('game-score')).toHaveText(`${school} ${i} – ${i + 1} ${opponent(i)}`);
    }
    // Nothing reached the server while offline.
    expect((await serverGame(server, gameIds[0]!)).score).toEqual({ home: {}, away: {} });

    await context.setOffline(false);
    await admin.header.expectPending(0);
    for (const [index, id] of gameIds.entries()) {
      const i = index + 1;
      await expect.poll(async () => (await serverGame(server, id)).score, { timeout: 60_000 }).toEqual({
        home: { '1': i, final: i },
        away: { '1': i + 1, final: i + 1 },
      });
    }
  } finally {
    await context?.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
