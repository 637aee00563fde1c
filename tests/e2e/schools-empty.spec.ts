import { expect, test } from './fixtures';
import { SchoolsPage } from './pages/SchoolsPage';

// A store of its own: nothing else writes schools into it.
test.use({ serverKey: 'empty' });

test('an empty association shows the empty state, not an endless spinner', async ({ page }) => {
  const schools = new SchoolsPage(page);
  await schools.goto();
  await expect(schools.emptyState).toBeVisible();
  await expect(schools.cards).toHaveCount(0);
  await schools.header.expectLive();
});
