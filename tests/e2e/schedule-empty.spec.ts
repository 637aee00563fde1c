import { expect, test } from './fixtures';
import { breakLocalDatabase, expectNoAxeViolations } from './lookChecks';
import { SchedulePage } from './pages/SchedulePage';

// The store of its own that nothing writes into.
test.use({ serverKey: 'empty' });

test('/schedule with no games says so in both panels, whatever the filter', async ({ page }) => {
  const schedule = new SchedulePage(page);
  await schedule.goto();
  await expect(schedule.noLiveGames).toBeVisible();
  await expect(schedule.noGamesToday).toBeVisible();
  await schedule.filter('Football').click();
  await expect(schedule.filter('Football')).toHaveAttribute('aria-pressed', 'true');
  await expect(schedule.noGamesToday).toBeVisible();
  await expect(schedule.liveGames).toHaveCount(0);
  await expect(schedule.todayGames).toHaveCount(0);
  await schedule.header.expectLive();
  await expectNoAxeViolations(page);
});

test("when the local database cannot open it says 'Failed to load schedules.' with Try Again", async ({ page }) => {
  await breakLocalDatabase(page);
  const schedule = new SchedulePage(page);
  await schedule.goto();
  const failed = page.getByText('Failed to load schedules.', { exact: true });
  await expect(failed).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(failed).toBeVisible();
  await expect(schedule.heading).toBeVisible();
});
