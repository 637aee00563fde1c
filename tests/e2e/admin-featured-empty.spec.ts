import { expect, test } from './fixtures';
import { FeaturedTab } from './pages/admin/FeaturedTab';

// A store of its own: no game has a score and nothing is featured.
test.use({ serverKey: 'featured-empty' });

test('Featured Scores says when there is nothing to feature and nothing featured', async ({ adminSession }) => {
  const { admin, page } = adminSession;
  await admin.openTab('Featured Scores');
  const tab = new FeaturedTab(page);
  await expect(tab.heading).toBeVisible();
  await expect(tab.panel.getByText('No games with scores available to feature.', { exact: true })).toBeVisible();
  await expect(tab.panel.getByText('No featured scores selected yet.', { exact: true })).toBeVisible();
  await expect(tab.games).toHaveCount(0);
  await expect(tab.featured).toHaveCount(0);
});
