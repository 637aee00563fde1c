import { expect, test, uniqueName } from './fixtures';
import { AdminPage } from './pages/AdminPage';
import { LoginPage } from './pages/LoginPage';

const WRONG = 'The email or password is wrong.';

test.describe('login', () => {
  test('asks for both fields before calling the server', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submit.click();
    await login.expectError('Please enter both email and password.');
    await login.username.fill('someone@liaa.local');
    await login.submit.click();
    await login.expectError('Please enter both email and password.');
  });

  test('warns that the device is tracked on wrong credentials', async ({ page, server }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(server.adminEmail, 'not-the-password');
    await login.expectError(WRONG);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the rate limit message after repeated failures', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    // A username of its own: the limit counts per address and username.
    const username = `${uniqueName('nobody').replace(' ', '-')}@liaa.local`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login.signIn(username, 'wrong');
      await login.expectError(WRONG);
    }
    await login.signIn(username, 'wrong');
    await expect(login.error).not.toHaveText(WRONG);
    await expect(login.error).toHaveText(/\S/);
  });

  test('signs in and lands on the dashboard; sign out returns to login', async ({ page, server }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(server.adminEmail, server.adminPassword);
    const admin = new AdminPage(page);
    await admin.expectDashboard();
    await expect(page.getByText(`Signed in as ${server.adminEmail}`)).toBeVisible();
    for (const name of ['Add School', 'Add Sport', 'Add Schedule', 'Add Game', 'Edit Schedule', 'Add Article', 'Add Roster', 'Add Stats', 'Featured Scores']) {
      await expect(admin.tab(name as 'Add School')).toBeVisible();
    }
    await expect(admin.tab('Add School')).toHaveAttribute('aria-selected', 'true');
    await admin.openTab('Add Roster');
    await expect(admin.page.getByRole('heading', { name: 'Add Team Roster' })).toBeVisible();
    // The session survives a reload.
    await page.reload();
    await admin.expectDashboard();
    await expect(admin.tab('Add Roster')).toHaveAttribute('aria-selected', 'true');
    await admin.signOut();
    await expect(page).toHaveURL(/\/login$/);
    await admin.goto();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-out visitor of /admin is sent to /login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
