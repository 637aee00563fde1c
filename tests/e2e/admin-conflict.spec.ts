import type { BrowserContext, Page } from '@playwright/test';
import { seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { expect, newContext, test, uniqueName } from './fixtures';
import type { TestServer } from '../kit/server';
import { AdminPage } from './pages/AdminPage';
import { AddGameTab } from './pages/admin/AddGameTab';
import { DashboardNotices } from './pages/admin/DashboardNotices';
import type { ScoreGrid } from './pages/admin/ScoreGrid';
import { LoginPage } from './pages/LoginPage';

interface Device {
  context: BrowserContext;
  page: Page;
  admin: AdminPage;
  tab: AddGameTab;
  notices: DashboardNotices;
  grid: ScoreGrid;
  save(): Promise<void>;
}

async function device(context: BrowserContext, page: Page, home: string, away: string): Promise<Device> {
  const admin = new AdminPage(page);
  await admin.openTab('Add Game');
  const tab = new AddGameTab(page);
  const { grid, editor } = await tab.openEditor(home, away);
  return {
    context,
    page,
    admin,
    tab,
    notices: new DashboardNotices(page),
    grid,
    async save() {
      await editor.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(editor.getByRole('status').filter({ hasText: 'Score saved.' })).toBeVisible();
    },
  };
}

async function secondAdmin(browser: Parameters<typeof newContext>[0], server: TestServer): Promise<{ context: BrowserContext; page: Page }> {
  const second = await newContext(browser, server);
  const login = new LoginPage(second.page);
  await login.goto();
  await login.signIn(server.adminEmail, server.adminPassword);
  await new AdminPage(second.page).expectDashboard();
  return second;
}

async function reconnect(d: Device): Promise<void> {
  await d.context.setOffline(false);
  await expect(d.admin.pending).toHaveText('All changes synced');
}

for (const order of ['the replaced admin reconnects first', 'the replaced admin reconnects last'] as const) {
  test(`two admins score one game offline; ${order}`, async ({ adminSession, browser, server }) => {
    test.setTimeout(120_000);
    const home = uniqueName('Harborview High');
    const away = uniqueName('Maple Ridge Academy');
    const homeId = await seedSchoolWithSports(server, home, ['football']);
    const gameId = await seedGame(server, { sport: 'football', home: { id: homeId, name: home }, away: { name: away }, status: 'LIVE' });
    const other = await secondAdmin(browser, server);

    const a = await device(adminSession.context, adminSession.page, home, away);
    const b = await device(other.context, other.page, home, away);
    for (const d of [a, b]) {
      await d.context.setOffline(true);
      await d.admin.header.expectOffline();
    }

    // A scores periods 1 and 2; B, later, period 1 too and the away side's period 1.
    await a.grid.fill({ home: { '1': '7', '2': '3' } });
    await a.save();
    await b.grid.fill({ home: { '1': '9' }, away: { '1': '6' } });
    await b.save();
    await expect(a.admin.pending).toHaveText('1 change waiting to sync');
    await expect(b.admin.pending).toHaveText('1 change waiting to sync');

    const [first, second] = order === 'the replaced admin reconnects first' ? [a, b] : [b, a];
    await reconnect(first);
    await reconnect(second);

    // Different periods both survive; the same period goes to the later edit, on the server and both devices.
    await expect.poll(async () => (await serverGame(server, gameId)).score).toEqual({ home: { '1': 9, '2': 3 }, away: { '1': 6 } });
    for (const d of [a, b]) {
      await expect(d.grid.cell('home', '1')).toHaveValue('9');
      await expect(d.grid.cell('home', '2')).toHaveValue('3');
      await expect(d.grid.cell('away', '1')).toHaveValue('6');
    }

    const text = `Your change to Home Period 1 of ${home} vs ${away} was replaced by a later edit from another device.`;
    await expect(a.notices.conflicts).toHaveText([text]);
    await expect(b.notices.conflicts).toHaveCount(0);
    await a.notices.dismiss(text).click();
    await expect(a.notices.conflicts).toHaveCount(0);
    await other.context.close();
  });
}
