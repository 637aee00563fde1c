import { expect, test } from './fixtures';
import { SchedulePage } from './pages/SchedulePage';

// The demo association: six LIVE games today above the list, as a fan meets it. Read only.
test.use({ demoData: true, viewport: { width: 390, height: 844 } });

test.describe('/schedule on a phone (issue 38)', () => {
  test("choosing a day brings that day's list into view; the page's first day leaves the scroll alone", async ({ page }) => {
    const schedule = new SchedulePage(page);
    await schedule.goto();
    await expect(schedule.liveGames).toHaveCount(6);
    // The list says what it lists: today's games and those to come.
    const todayTitle = page.getByRole('heading', { level: 2, name: "Today's and Upcoming Games" });
    await expect(todayTitle).toBeAttached();
    // Under the live cards and the filters: out of sight, and the page was not scrolled to it.
    await expect(todayTitle).not.toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const days = page.getByRole('navigation', { name: 'Choose a day' });
    await days.getByRole('link', { name: 'Tomorrow', exact: true }).click();
    await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('heading', { level: 2, name: "Tomorrow's Games" })).toBeInViewport();

    // Back to today, from the strip at the top: the list comes into view again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await days.getByRole('link', { name: 'Today', exact: true }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(todayTitle).toBeInViewport();
  });
});
