import { currentSeason } from '../../src/shared/standings/season';
import { expect, test } from './fixtures';
import { breakLocalDatabase, expectNoAxeViolations } from './lookChecks';
import { SportsPage } from './pages/SportsPage';

// The store of its own that nothing writes into.
test.use({ serverKey: 'empty' });

test.describe('/sports with an empty store', () => {
  test('says there are no standings and no rankings yet', async ({ page }) => {
    const sports = new SportsPage(page);
    await sports.goto('boys-cross-country');
    await expect(sports.sportLink('Boys Cross Country')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`No standings for Boys Cross Country in the ${currentSeason()} season yet.`)).toBeVisible();
    await expect(sports.rankingsPanel).toContainText('No rankings yet.');
    await expect(sports.comingSoon('LIAA Leaders')).toContainText('Coming Soon');
    await sports.header.expectLive();
    await expectNoAxeViolations(page);
  });
});

test("when the local database cannot open it says 'Failed to load standings.' with Try Again", async ({ page }) => {
  await breakLocalDatabase(page);
  const sports = new SportsPage(page);
  await sports.goto('football');
  const failed = page.getByText('Failed to load standings.', { exact: true });
  await expect(failed).toBeVisible();
  await expect(sports.rankingsPanel).toContainText('Failed to load rankings.');
  await page.getByRole('button', { name: 'Try Again' }).first().click();
  await expect(failed).toBeVisible();
  await expect(sports.sidebar).toBeVisible();
});
