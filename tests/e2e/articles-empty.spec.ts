import { expect, test } from './fixtures';
import { patchIndexedDb } from './lookChecks';
import { ArticlesPage } from './pages/ArticlesPage';

// An empty store of its own: no other file writes articles into it.
test.use({ serverKey: 'articles-empty' });

test('with no articles /articles says so, with no count and no cards', async ({ page }) => {
  const articles = new ArticlesPage(page);
  await articles.goto();
  await expect(articles.emptyState).toBeVisible();
  await expect(articles.cards).toHaveCount(0);
  await expect(articles.count).toHaveCount(0);
});

test('a database that cannot open shows the error, and Try Again reloads the page', async ({ page }) => {
  await patchIndexedDb(page, page.context(), () => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('IndexedDB is blocked for this test', 'UnknownError');
    };
  });
  const articles = new ArticlesPage(page);
  await articles.goto();
  await expect(page.getByText('Failed to load articles.', { exact: true })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).beforeReload = true;
  });
  await articles.tryAgain.click();
  await expect(page.getByText('Failed to load articles.', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>).beforeReload)).toBeUndefined();
});
