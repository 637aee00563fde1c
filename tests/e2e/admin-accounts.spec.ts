import type { Page } from '@playwright/test';
import type { TestServer } from '../kit/server';
import { PHONE, signedInAdmin, signedInDevice } from './adminContexts';
import { seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { expect, test, uniqueName, waitForFirstSync } from './fixtures';
import { AdminPage } from './pages/AdminPage';
import { AccountsTab } from './pages/admin/AccountsTab';
import { ActivityTab } from './pages/admin/ActivityTab';
import { DashboardNotices } from './pages/admin/DashboardNotices';
import { ScoringConsole } from './pages/admin/ScoringConsole';
import { Header } from './pages/Header';

/**
 * Issue 16: an association admin invites a school scorekeeper, who signs in on a phone of its own,
 * sees only what it may do, scores its school's game offline and reconnects; the admin's Activity
 * tab shows the plays. Disabled by the admin, the scorekeeper's next push is refused with a notice
 * and the play stays on the phone.
 */
const pendingCount = (page: Page) => new AdminPage(page).pending;

/** An account made through the server's API (as the Accounts tab does): its one-time password. */
async function makeAccount(server: TestServer, body: { email: string; role: 'admin' | 'scorekeeper'; schools?: string[] }): Promise<string> {
  const res = await fetch(`${server.url}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await server.adminToken()}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { password: string }).password;
}

/** The game's audit records, newest first, as the Activity tab reads them. */
async function auditOf(server: TestServer, gameId: string): Promise<{ collection: string; action: string }[]> {
  const res = await fetch(`${server.url}/api/audit?game=${encodeURIComponent(gameId)}`, { headers: { authorization: `Bearer ${await server.adminToken()}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { records: { collection: string; action: string }[] }).records;
}

test('an admin invites a scorekeeper, whose offline plays are audited; once disabled, its push is refused and kept', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const home = uniqueName('Harborview');
  const homeId = await seedSchoolWithSports(server, home, ['basketball']);
  const away = uniqueName('Maple Ridge');
  const gameId = await seedGame(server, { sport: 'basketball', home: { id: homeId, name: home }, away: { name: away }, status: 'LIVE', time: new Date().toISOString() });

  const admin = await signedInAdmin(browser, server);
  await admin.admin.openTab('Accounts');
  const accounts = new AccountsTab(admin.page);
  const email = `${uniqueName('keeper').replace(/\W+/g, '-').toLowerCase()}@liaa.test`;
  const password = await accounts.inviteScorekeeper(email, [home]);
  await expect(accounts.account(email)).toContainText(`School scorekeeper of ${home}`);

  // The scorekeeper, on a phone of its own.
  const { context, page, admin: dashboard } = await signedInDevice(browser, server, { email, password }, PHONE);
  try {
    await expect(dashboard.tabs).toHaveText(['Add Game', 'Edit Schedule', 'Add Roster', 'Add Stats', 'My Account']);

    const scorer = new ScoringConsole(page);
    await scorer.goto(gameId);
    await waitForFirstSync(page);
    await context.setOffline(true);
    await new Header(page).expectOffline();
    await scorer.play('home', home, 'Two-pointer', 2).click();
    await scorer.expectScore(2, 0);
    await context.setOffline(false);
    await expect(scorer.pending).toHaveText('All changes synced');
    await expect.poll(async () => (await serverGame(server, gameId)).score?.home?.final).toBe(2);
    // The phone pushes its game and its play apart; a score that arrived first is explained by the play
    // just after the play's answer (sync-server/services/audit.ts): the trail is read once that is done.
    await expect.poll(async () => (await auditOf(server, gameId)).map((r) => r.collection).sort()).toEqual(['games', 'scoreEntries']);

    // The admin's Activity tab: who scored what.
    await admin.admin.openTab('Activity');
    const activity = new ActivityTab(admin.page);
    await activity.filterByGame(gameId);
    const play = activity.rows.filter({ hasText: `${email} created scoreEntries` });
    await expect(play).toHaveCount(1);
    await expect(play).toContainText('home.1: – → 2');
    // One row per scoring action (issue 39): the game's score computed from the play (by the phone, then
    // by the server) is the play's consequence, said by the play's row above, not a row of its own.
    await expect(activity.rows.filter({ hasText: `${email} changed games` })).toHaveCount(0);
    // By school, picked from the association's schools (a labelled list, not an id to type): the same play.
    await expect(activity.school.locator('option', { hasText: home })).toHaveCount(1);
    await activity.filterBySchool(home);
    await expect(play).toHaveCount(1);

    // Disabled: the next play is refused by the server, and stays on the phone.
    await admin.admin.openTab('Accounts');
    await accounts.account(email).getByRole('button', { name: 'Disable' }).click();
    await expect(accounts.account(email)).toContainText('Disabled');
    await scorer.play('home', home, 'Three-pointer', 3).click();
    await scorer.expectScore(5, 0);
    const notices = new DashboardNotices(page);
    await page.goto('/admin');
    await expect(notices.sessionExpired).toContainText('The server refused this device\'s changes (account disabled)', { timeout: 30_000 });
    await expect(pendingCount(page)).not.toHaveText('All changes synced');
    expect((await serverGame(server, gameId)).score?.home?.final).toBe(2);
  } finally {
    await context.close();
    await admin.context.close();
  }
});

test("a scorekeeper's school removed while its phone was offline: the play stays on the phone, with a notice about the role, not a sign-in", async ({ browser, server }) => {
  test.setTimeout(180_000);
  const home = uniqueName('Harborview');
  const homeId = await seedSchoolWithSports(server, home, ['basketball']);
  const otherId = await seedSchoolWithSports(server, uniqueName('Cedar Point'), ['basketball']);
  const gameId = await seedGame(server, { sport: 'basketball', home: { id: homeId, name: home }, away: { name: uniqueName('Maple Ridge') }, status: 'LIVE', time: new Date().toISOString() });
  const email = `${uniqueName('moved-keeper').replace(/\W+/g, '-').toLowerCase()}@liaa.test`;
  const password = await makeAccount(server, { email, role: 'scorekeeper', schools: [homeId, otherId] });

  const { context, page } = await signedInDevice(browser, server, { email, password }, PHONE);
  try {
    const scorer = new ScoringConsole(page);
    await scorer.goto(gameId);
    await waitForFirstSync(page);

    // Courtside without signal; meanwhile an admin takes the home school off the account.
    await context.setOffline(true);
    const header = new Header(page);
    await header.expectOffline();
    const patched = await fetch(`${server.url}/api/accounts/${encodeURIComponent(email)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await server.adminToken()}` },
      body: JSON.stringify({ schools: [otherId] }),
    });
    expect(patched.status).toBe(200);
    await scorer.play('home', home, 'Two-pointer', 2).click();
    await scorer.expectScore(2, 0);

    // Signal again: the server refuses the play for the role; the phone keeps it and says why.
    await context.setOffline(false);
    const notices = new DashboardNotices(page);
    await expect(notices.roleRefused).toContainText("your account's role or schools do not allow them", { timeout: 30_000 });
    await expect(notices.roleRefused).toContainText('is not one of your schools');
    await expect(notices.sessionExpired).toHaveCount(0);
    await expect(header.syncStatus).toContainText("Changes refused: not allowed for your account's role or schools");
    await expect(header.syncStatus.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    await page.goto('/admin');
    await expect(notices.roleRefused).toContainText('They stay on this device', { timeout: 30_000 });
    await expect(notices.sessionExpired).toHaveCount(0);
    await expect(pendingCount(page)).not.toHaveText('All changes synced');
    expect((await serverGame(server, gameId)).score?.home?.final ?? 0).toBe(0);
  } finally {
    await context.close();
  }
});
