import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import { ensureServiceWorkerControl, expect, holdSync, newContext, test, waitForFirstSync } from './fixtures';
import { expectLaidOut, expectNoAxeViolations } from './lookChecks';
import { ArticlesPage } from './pages/ArticlesPage';
import { allDocs, putDoc } from './serverDocs';

// A demo store of its own: these tests add articles, and other screens count on the demo news as seeded.
test.use({ demoData: true, serverKey: 'articles-demo' });

/** Today's local date, as articles store it. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function published(server: Parameters<typeof allDocs>[0]): Promise<ArticleDoc[]> {
  return (await allDocs<ArticleDoc>(server, 'articles'))
    .filter((a) => !a.archived)
    .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}

test('the grid shows every article not archived, newest first, with the count and the first FEATURED', async ({
  page,
  server,
}) => {
  const all = await allDocs<ArticleDoc>(server, 'articles');
  const expected = await published(server);
  const archived = all.filter((a) => a.archived);
  expect(archived.length).toBeGreaterThan(0);

  const articles = new ArticlesPage(page);
  await articles.goto();
  await expect(articles.cards).toHaveCount(expected.length);
  await expect(articles.count).toHaveText(`${expected.length} articles`);
  expect(await articles.titles()).toEqual(expected.map((a) => a.title));
  await expect(articles.cards.first()).toContainText('FEATURED');
  await expect(articles.cards.getByText('FEATURED', { exact: true })).toHaveCount(1);
  for (const gone of archived) await expect(articles.card(gone.title)).toHaveCount(0);
  await expect(articles.card(expected[0].title)).toContainText(expected[0].category);
  await expect(articles.card(expected[0].title)).toContainText(expected[0].excerpt);
});

test('the detail modal shows the whole article; Escape and Close close it and focus returns', async ({ page, server }) => {
  const article = (await published(server)).find((a) => a.imageUrl && a.content.includes('\n\n'));
  expect(article).toBeTruthy();
  const { title, category, excerpt, content, date } = article!;
  const articles = new ArticlesPage(page);
  await articles.goto();
  await articles.open(title);
  const dialog = articles.dialog(title);
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog).toContainText(category);
  await expect(dialog).toContainText(excerpt);
  const [year, month, day] = date.split('-').map(Number);
  const longDate = new Date(year, month - 1, day).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  await expect(dialog).toContainText(longDate);
  await expect(dialog.locator('img')).toHaveAttribute('src', /^data:image\//);
  const paragraphs = content.split('\n\n');
  await expect(dialog.locator('.article-full__paragraph')).toHaveCount(paragraphs.length);
  for (const text of paragraphs) await expect(dialog.getByText(text, { exact: true })).toBeVisible();

  // Focus stays inside the modal.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(articles.readMore(title)).toBeFocused();

  await articles.open(title);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(articles.readMore(title)).toBeFocused();
});

test('an article opened before the first sync stays open, focus inside, when the page switches to the device\'s data', async ({ page, server }) => {
  const { title } = (await published(server))[0];
  // The sync waits: the list is the server's first screen.
  const { release } = await holdSync(page);
  const articles = new ArticlesPage(page);
  await articles.goto();
  await articles.open(title);
  const dialog = articles.dialog(title);
  const close = dialog.getByRole('button', { name: 'Close', exact: true }).last();
  await close.focus();

  release();
  await waitForFirstSync(page);
  // The device's list answered: the older seasons' button is its part of the page.
  await expect(page.getByRole('button', { name: /^Show articles from / })).toBeAttached();
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(articles.readMore(title)).toBeFocused();
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`/articles is laid out and passes axe at ${viewport.width}px, with and without the modal`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const articles = new ArticlesPage(page);
    await articles.goto();
    await expect(articles.cards.first()).toBeVisible();
    await articles.header.expectLive();
    await expectLaidOut(page);
    await expectNoAxeViolations(page);

    const title = (await articles.titles())[0];
    await articles.open(title);
    await expectLaidOut(page);
    await expectNoAxeViolations(page);
  });
}

test('an article an admin publishes elsewhere appears first without a reload', async ({ page, server }) => {
  const articles = new ArticlesPage(page);
  await articles.goto();
  const before = (await published(server)).length;
  await expect(articles.cards).toHaveCount(before);
  await articles.header.expectLive();

  const title = `Playoff brackets announced ${Date.now()}`;
  await putDoc(server, 'articles', {
    id: `article-live-${Date.now()}`,
    title,
    date: today(),
    category: 'Announcements',
    excerpt: 'Brackets for every fall sport are out.',
    content: 'First paragraph.\n\nSecond paragraph.',
    archived: false,
    createdAt: Date.now() + 60_000,
  });
  await expect(articles.cards.first()).toContainText(title);
  await expect(articles.cards.first()).toContainText('FEATURED');
  await expect(articles.count).toHaveText(`${before + 1} articles`);
});

test('article text renders stored HTML as inert text', async ({ page, server }) => {
  const title = '<img src=x onerror="window.__xss=1">Big win';
  await putDoc(server, 'articles', {
    id: `article-xss-${Date.now()}`,
    title,
    date: today(),
    category: 'News',
    excerpt: '<script>window.__xss=2</script>',
    content: '<b onmouseover="window.__xss=3">bold?</b>\n\n<script>alert(1)</script>',
    archived: false,
    createdAt: Date.now() + 120_000,
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const articles = new ArticlesPage(page);
  await articles.goto();
  await expect(articles.card(title)).toBeVisible();
  await expect(articles.card(title)).toContainText('<script>window.__xss=2</script>');
  await articles.open(title);
  const dialog = articles.dialog(title);
  await expect(dialog.getByText('<b onmouseover="window.__xss=3">bold?</b>', { exact: true })).toBeVisible();
  await expect(dialog.getByText('<script>alert(1)</script>', { exact: true })).toBeVisible();
  await expect(page.locator('main img[src="x"], main script, main b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a visited /articles renders with no signal', async ({ browser, server }) => {
  const first = (await published(server))[0];
  const { context, page } = await newContext(browser, server);
  const articles = new ArticlesPage(page);
  await articles.goto();
  await expect(articles.card(first.title)).toBeVisible();
  await ensureServiceWorkerControl(page);
  await page.close();

  await context.setOffline(true);
  const again = new ArticlesPage(await context.newPage());
  await again.goto();
  await expect(again.card(first.title)).toBeVisible();
  await again.open(first.title);
  await again.header.expectOffline();
  await context.close();
});
