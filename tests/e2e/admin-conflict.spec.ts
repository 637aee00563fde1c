import type { BrowserContext, Page } from '@playwright/test';
import { seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { expect, newContext, test, uniqueName } from './fixtures';
import type { TestServer } from '../kit/server';
import { AdminPage } from './pages/AdminPage';
import { AddGameTab } from './pages/admin/AddGameTab';
import { DashboardNotices } from './pages/admin/DashboardNotices';
import { EditScheduleTab } from './pages/admin/EditScheduleTab';
import type { ScoreGrid } from './pages/admin/ScoreGrid';
import { ScoringConsole } from './pages/admin/ScoringConsole';
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

async function offline(d: Device): Promise<void> {
  await d.context.setOffline(true);
  await d.admin.header.expectOffline();
}

async function reconnect(d: Device): Promise<void> {
  await d.context.setOffline(false);
  await expect(d.admin.pending).toHaveText('All changes synced');
}

for (const order of ['the replaced admin reconnects first', 'the replaced admin reconnects last'] as const) {
  test(`two admins edit one game offline; ${order}`, async ({ adminSession, browser, server }) => {
    test.setTimeout(150_000);
    const home = uniqueName('Harborview High');
    const away = uniqueName('Maple Ridge Academy');
    const homeId = await seedSchoolWithSports(server, home, ['football']);
    const gameId = await seedGame(server, { sport: 'football', home: { id: homeId, name: home }, away: { name: away }, status: 'LIVE' });
    const other = await secondAdmin(browser, server);

    const a = await device(adminSession.context, adminSession.page, home, away);
    const b = await device(other.context, other.page, home, away);
    for (const d of [a, b]) await offline(d);

    // A scores periods 1 and 2; B, later, period 1 too and the away side's period 1.
    await a.grid.fill({ home: { '1': '7', '2': '3' } });
    await a.save();
    await b.grid.fill({ home: { '1': '9' }, away: { '1': '6' } });
    await b.save();
    // Each: the game and its two corrections.
    await expect(a.admin.pending).toHaveText('3 changes waiting to sync');
    await expect(b.admin.pending).toHaveText('3 changes waiting to sync');

    const [first, second] = order === 'the replaced admin reconnects first' ? [a, b] : [b, a];
    await reconnect(first);
    await reconnect(second);

    // Different periods both survive; the same period goes to the later edit, on the server and both devices.
    await expect
      .poll(async () => (await serverGame(server, gameId)).score)
      .toEqual({ home: { '1': 9, '2': 3, final: 12 }, away: { '1': 6, '2': 0, final: 6 } });
    for (const d of [a, b]) {
      await expect(d.grid.cell('home', '1')).toHaveValue('9');
      await expect(d.grid.cell('home', '2')).toHaveValue('3');
      await expect(d.grid.cell('away', '1')).toHaveValue('6');
      await expect(d.grid.cell('home', 'Final')).toHaveText('12');
    }

    // Notes are fields of the game: the later edit wins, and the replaced admin is told on the dashboard.
    const schedules = [a, b].map((d) => new EditScheduleTab(d.page));
    for (const [index, d] of [a, b].entries()) {
      await d.admin.openTab('Edit Schedule');
      await schedules[index].openSport(home, 'Football');
      await expect(schedules[index].game(home, away)).toBeVisible();
    }
    for (const d of [a, b]) await offline(d);
    for (const [index, note] of [[0, 'Rain delay at the half.'], [1, 'Played through the wind.']] as const) {
      const tab = schedules[index];
      await tab.openScores(home, away);
      await tab.notesField('General Notes').fill(note);
      await tab.saveScores.click();
      await expect(tab.dialog).toBeHidden();
    }
    await reconnect(first);
    await reconnect(second);
    await expect.poll(async () => (await serverGame(server, gameId)).gameNotes).toEqual({ general: 'Played through the wind.' });

    const text = `Your change to General Notes of ${home} vs ${away} was replaced by a later edit from another device.`;
    await expect(a.notices.conflicts).toHaveText([text]);
    // A score never makes a dashboard notice: its corrections, and what replaced them, are in the console's history.
    await expect(b.notices.conflicts).toHaveCount(0);
    await a.notices.dismiss(text).click();
    await expect(a.notices.conflicts).toHaveCount(0);

    const scorer = new ScoringConsole(a.page);
    await scorer.goto(gameId);
    const replaced = scorer.historyItem(`Correction: ${home} Quarter 1 – → 7`);
    await expect(replaced).toContainText(`Replaced by a later correction by ${server.adminEmail}`);
    await expect(scorer.historyItem(`Correction: ${home} Quarter 1 7 → 9`)).toContainText('device');
    await scorer.expectScore(12, 6);
    await other.context.close();
  });
}
