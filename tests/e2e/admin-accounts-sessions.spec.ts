import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import type { TestServer } from '../kit/server';
import { signedInAdmin } from './adminContexts';
import { expect, skipWelcomePopup, test, uniqueName, waitForFirstSync } from './fixtures';
import { AdminPage } from './pages/AdminPage';
import { AddSchoolTab } from './pages/AddSchoolTab';
import { AccountsTab } from './pages/admin/AccountsTab';
import { DashboardNotices } from './pages/admin/DashboardNotices';
import { MyAccountTab } from './pages/admin/MyAccountTab';
import { LoginPage } from './pages/LoginPage';

/**
 * Issue 16, the Accounts tab's actions and My Account in a browser (the server's side is in
 * tests/integration/sessions-shared and roles-authz): a reset password is shown once, works, and
 * the old one no longer does; each session is listed with its device and last seen, and 'Sign out'
 * ends one, 'Sign out all' the rest (that device's next request needs a new sign-in); a changed
 * password signs out the account's other sessions and keeps the one that changed it.
 */

const INVALID = 'The email or password is wrong.';

/** A new association admin account made through the server's API: its email and one-time password. */
async function makeAccount(server: TestServer, label: string): Promise<{ email: string; password: string }> {
  const email = `${uniqueName(label).replace(/\W+/g, '-').toLowerCase()}@liaa.test`;
  const res = await fetch(`${server.url}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await server.adminToken()}` },
    body: JSON.stringify({ email, role: 'admin' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const body = (await res.json()) as { password: string };
  return { email, password: body.password };
}

/** A device signed in as `email`, on the dashboard, its first sync done. */
async function signedInAs(browser: Browser, server: TestServer, email: string, password: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  await skipWelcomePopup(context);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  const admin = new AdminPage(page);
  await admin.expectDashboard();
  // Opened afresh as the signed-in account: a sign-in during the login page's own first sync
  // restarts its season lanes, and that page load never reports its first sync done (liaa.synced).
  await page.reload();
  await admin.expectDashboard();
  await waitForFirstSync(page);
  return { context, page, admin };
}

/** What the server answers this page's stored session now (200: signed in; 401: a new sign-in is needed). */
function sessionStatus(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('liaa.session') ?? 'null') as { token?: string } | null;
    const res = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${stored?.token ?? ''}` } });
    return res.status;
  });
}

/** An edit on a device whose session the server ended: kept, and the device asks for a new sign-in with the server's reason. */
async function expectEditWaitsForSignIn(device: { page: Page; admin: AdminPage }, reason: string): Promise<void> {
  await device.admin.openTab('Add School');
  await new AddSchoolTab(device.page).add(uniqueName('Signed Out High'), 'Harborview');
  await expect(device.admin.header.syncStatus).toContainText('Sign in again to sync your changes (1 change waiting to sync)');
  await expect(new DashboardNotices(device.page).sessionExpired).toContainText(`The server refused this device's changes (${reason})`);
  await expect(device.admin.pending).toHaveText('1 change waiting to sync');
}

test('Reset password: the new one-time password is shown once and works; the old one no longer does', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const account = await makeAccount(server, 'reset');
  const owner = await signedInAs(browser, server, account.email, account.password);
  const admin = await signedInAdmin(browser, server);
  const fresh = await browser.newContext({ baseURL: server.url });
  try {
    await admin.admin.openTab('Accounts');
    const accounts = new AccountsTab(admin.page);
    const password = await accounts.resetPassword(account.email);
    expect(password).not.toBe(account.password);
    await expect(admin.page.getByTestId('one-time-password')).toContainText('It is shown only now');
    // Shown once: gone after 'Done', and not shown again when the tab is opened again.
    await admin.page.getByTestId('one-time-password').getByRole('button', { name: 'Done' }).click();
    await expect(accounts.oneTimePassword).toHaveCount(0);
    await admin.admin.openTab('My Account');
    await admin.admin.openTab('Accounts');
    await expect(accounts.account(account.email)).toBeVisible();
    await expect(accounts.oneTimePassword).toHaveCount(0);

    // The reset ended the owner's session.
    await expect.poll(() => sessionStatus(owner.page)).toBe(401);

    await skipWelcomePopup(fresh);
    const login = new LoginPage(await fresh.newPage());
    await login.goto();
    await login.signIn(account.email, account.password);
    await login.expectError(INVALID);
    await login.signIn(account.email, password);
    await new AdminPage(login.page).expectDashboard();
    await expect.poll(() => sessionStatus(login.page)).toBe(200);
  } finally {
    await fresh.close();
    await owner.context.close();
    await admin.context.close();
  }
});

test("Sessions: each device with its last seen; 'Sign out' ends one, 'Sign out all' the rest", async ({ browser, server }) => {
  test.setTimeout(240_000);
  const account = await makeAccount(server, 'sessions');
  const phone = await signedInAs(browser, server, account.email, account.password, { userAgent: 'Mozilla/5.0 (iPhone) LIAA courtside phone' });
  const laptop = await signedInAs(browser, server, account.email, account.password, { userAgent: 'Mozilla/5.0 (X11; Linux) LIAA press-box laptop' });
  const admin = await signedInAdmin(browser, server);
  try {
    await admin.admin.openTab('Accounts');
    const accounts = new AccountsTab(admin.page);
    await expect(accounts.sessions(account.email)).toHaveCount(2);
    for (const device of ['LIAA courtside phone', 'LIAA press-box laptop']) {
      await expect(accounts.session(account.email, device)).toContainText(/ · last seen \S/);
    }

    // Sign out one: the phone's.
    await accounts.session(account.email, 'LIAA courtside phone').getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(accounts.sessions(account.email)).toHaveCount(1);
    await expect(accounts.session(account.email, 'LIAA press-box laptop')).toHaveCount(1);
    await expect.poll(() => sessionStatus(phone.page)).toBe(401);
    await expectEditWaitsForSignIn(phone, 'signed out by an admin');
    // The laptop is still signed in.
    expect(await sessionStatus(laptop.page)).toBe(200);

    // Sign out all: the laptop's too.
    await accounts.account(account.email).getByRole('button', { name: 'Sign out all' }).click();
    await expect(admin.page.getByRole('status').filter({ hasText: `1 session of ${account.email} signed out.` })).toBeVisible();
    await expect(accounts.sessions(account.email)).toHaveText(['No active session.']);
    await expect.poll(() => sessionStatus(laptop.page)).toBe(401);
    await expectEditWaitsForSignIn(laptop, 'signed out by an admin');
  } finally {
    await phone.context.close();
    await laptop.context.close();
    await admin.context.close();
  }
});

test("My Account: a new password signs out the account's other sessions; this one stays", async ({ browser, server }) => {
  test.setTimeout(240_000);
  const account = await makeAccount(server, 'own-password');
  const here = await signedInAs(browser, server, account.email, account.password);
  const there = await signedInAs(browser, server, account.email, account.password);
  try {
    await here.admin.openTab('My Account');
    const mine = new MyAccountTab(here.page);
    await expect(here.page.getByRole('tabpanel')).toContainText(`${account.email} · Association admin`);
    await mine.changePassword(account.password, 'a-new-courtside-passphrase');
    await expect(mine.success).toHaveText('Password changed. 1 other session was signed out.');

    await expect.poll(() => sessionStatus(there.page)).toBe(401);
    await expectEditWaitsForSignIn(there, 'password changed');

    // This device stays signed in: its next edit syncs.
    expect(await sessionStatus(here.page)).toBe(200);
    await here.admin.openTab('Add School');
    await new AddSchoolTab(here.page).add(uniqueName('Still Signed In High'), 'Harborview');
    await expect(here.admin.pending).toHaveText('All changes synced');
  } finally {
    await here.context.close();
    await there.context.close();
  }
});

test('Accounts: an email the server would refuse is refused in the form, in words, and no account is made', async ({ adminSession, server }) => {
  const { admin, page } = adminSession;
  await admin.openTab('Accounts');
  const accounts = new AccountsTab(page);
  const typo = `${uniqueName('coach').replace(/\W+/g, '-').toLowerCase()}.liaa.test`;
  await accounts.email.fill(typo);
  await accounts.role.selectOption('admin');
  await accounts.create.click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText('Please enter a valid email address, like coach@school.org.');
  await expect(accounts.oneTimePassword).toHaveCount(0);
  const listed = await fetch(`${server.url}/api/accounts`, { headers: { authorization: `Bearer ${await server.adminToken()}` } });
  const { accounts: rows } = (await listed.json()) as { accounts: { email: string }[] };
  expect(rows.map((row) => row.email)).not.toContain(typo);
});
