import path from 'node:path';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, expectNoHorizontalScroll as noHorizontalScroll } from './lookChecks';
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

    test('/schools, /login and /admin look right and pass axe', async ({ page, server }, testInfo) => {
      const shot = (name: string) =>
        page.screenshot({
          path: path.join(testInfo.project.outputDir, 'screenshots', `${name}-${viewport.width}.png`),
          fullPage: viewport.name === 'desktop',
        });

      const schools = new SchoolsPage(page);
      await schools.goto();
      await expect(schools.cards.first()).toBeVisible();
      await expect(schools.cards.first().locator('img')).toBeVisible();
      await schools.header.expectLive();
      await noHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot('schools');

      const login = new LoginPage(page);
      await login.goto();
      await login.submit.click();
      await login.expectError('Please enter both username and password.');
      await noHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot('login');

      await login.signIn(server.adminEmail, server.adminPassword);
      const admin = new AdminPage(page);
      await admin.expectDashboard();
      await expect(admin.addSchool.rows.first()).toBeVisible();
      await noHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot('admin');

      if (viewport.name === 'mobile') {
        await page.getByRole('button', { name: /menu/i }).click();
        await shot('menu-open');
      }
    });
  });
}
