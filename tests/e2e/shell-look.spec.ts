import { expect, test } from './fixtures';
import { expectLaidOut, expectNoAxeViolations } from './lookChecks';
import { Header } from './pages/Header';
import { AdminPage } from './pages/AdminPage';
import { LoginPage } from './pages/LoginPage';
import { SchoolsPage } from './pages/SchoolsPage';

// The demo association: a realistic list to look at.
test.use({ demoData: true });

const VIEWPORTS = [
  { name: 'mobile', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('/schools, /login and /admin are laid out and pass axe', async ({ page, server }) => {
      const schools = new SchoolsPage(page);
      await schools.goto();
      await expect(schools.cards.first()).toBeVisible();
      await expect(schools.cards.first().locator('img')).toBeVisible();
      await schools.header.expectLive();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);

      const login = new LoginPage(page);
      await login.goto();
      await login.submit.click();
      await login.expectError('Please enter both email and password.');
      await expectLaidOut(page);
      await expectNoAxeViolations(page);

      await login.signIn(server.adminEmail, server.adminPassword);
      const admin = new AdminPage(page);
      await admin.expectDashboard();
      await expect(admin.addSchool.rows.first()).toBeVisible();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);

      if (viewport.name === 'mobile') {
        const header = new Header(page);
        await header.menuToggle.click();
        await expect(header.navLink('Home')).toBeVisible();
        await expectLaidOut(page);
      }
    });
  });
}
