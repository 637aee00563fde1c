import type { ArticleDoc } from '../../src/shared/schemas/articles.schema';
import { ensureServiceWorkerControl, expect, newContext, test, uniqueName } from './fixtures';
import { VIEWPORTS, expectLaidOut, expectNoAxeViolations } from './lookChecks';
import { ArticleTab } from './pages/admin/ArticleTab';
import { drawPng } from './pages/admin/contentSeed';
import { ArticlePage } from './pages/ArticlePage';
import { ArticlesPage } from './pages/ArticlesPage';
import { allDocs } from './serverDocs';

const body = { category: 'Sports', excerpt: 'A short summary.', content: 'First paragraph.\n\nSecond paragraph.' };

test.describe('Add Article tab', () => {
  test('shows every validation message and stores nothing', async ({ adminSession, server }) => {
    const { admin, page } = adminSession;
    await admin.openTab('Add Article');
    const tab = new ArticleTab(page);
    const title = uniqueName('Never saved');

    await tab.submit.click();
    await expect(tab.error).toHaveText('Please fill in all required fields');

    // Each field alone is not enough; blanks count as missing, and so does the category.
    await tab.fill({ title });
    await tab.submit.click();
    await expect(tab.error).toHaveText('Please fill in all required fields');
    await tab.fill({ excerpt: 'An excerpt', content: 'Some content' });
    await tab.submit.click();
    await expect(tab.error).toHaveText('Please fill in all required fields');
    await tab.fill({ category: 'News', excerpt: '   ' });
    await tab.submit.click();
    await expect(tab.error).toHaveText('Please fill in all required fields');

    await tab.image.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(tab.error).toHaveText('Please choose an image file.');
    await expect(tab.imagePreview).toHaveCount(0);

    await expect(tab.row(tab.current, title)).toHaveCount(0);
    expect((await allDocs<ArticleDoc>(server, 'articles')).filter((a) => a.title === title)).toEqual([]);
  });

  test('adds an article with a resized image, archives, restores and deletes it, and fans see each step', async ({
    adminSession,
    browser,
    server,
  }) => {
    const { admin, page } = adminSession;
    await admin.openTab('Add Article');
    const tab = new ArticleTab(page);
    const title = uniqueName('Harborview wins the opener');

    const fan = await newContext(browser, server);
    const fanArticles = new ArticlesPage(fan.page);
    await fanArticles.goto();

    await tab.add({ title: `  ${title}  `, ...body, image: { name: 'banner.png', mimeType: 'image/png', buffer: await drawPng(page, 2400, 1200) } });
    // Form cleared, success gone after 2 s.
    await expect(tab.title).toHaveValue('');
    await expect(tab.category).toHaveValue('');
    await expect(tab.imagePreview).toHaveCount(0);
    await expect(tab.success).toHaveCount(0);

    const row = tab.row(tab.current, title);
    await expect(row).toContainText('Sports');
    const image = row.locator('img');
    await expect(image).toHaveAttribute('src', /^data:image\/(webp|png);base64,/);
    expect(await image.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight))).toBeLessThanOrEqual(960);

    // Synced to the server and live on a fan's page, newest first.
    await expect(fanArticles.card(title)).toBeVisible();
    const stored = (await allDocs<ArticleDoc>(server, 'articles')).find((a) => a.title === title);
    expect(stored).toMatchObject({ title, category: 'Sports', excerpt: body.excerpt, content: body.content, archived: false });
    expect(stored?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Archive: synced, so the fan's list drops it too.
    await row.getByRole('button', { name: `Archive ${title}` }).click();
    await expect(tab.row(tab.archived, title)).toBeVisible();
    await expect(tab.row(tab.current, title)).toHaveCount(0);
    await expect(fanArticles.card(title)).toHaveCount(0);

    // Restore brings it back everywhere.
    await tab.row(tab.archived, title).getByRole('button', { name: `Restore ${title}` }).click();
    await expect(tab.row(tab.current, title)).toBeVisible();
    await expect(fanArticles.card(title)).toBeVisible();

    // Delete from the current list: Cancel keeps it, confirming removes it.
    await tab.row(tab.current, title).getByRole('button', { name: `Delete ${title}` }).click();
    await tab.confirm('Are you sure you want to delete this article?', 'Cancel');
    await expect(tab.row(tab.current, title)).toBeVisible();
    await tab.row(tab.current, title).getByRole('button', { name: `Delete ${title}` }).click();
    await tab.confirm('Are you sure you want to delete this article?');
    await expect(tab.row(tab.current, title)).toHaveCount(0);
    await expect(fanArticles.card(title)).toHaveCount(0);
    await expect.poll(async () => (await allDocs<ArticleDoc>(server, 'articles')).some((a) => a.title === title)).toBe(false);
    await fan.context.close();
  });

  test('permanently deletes an archived article after its own confirmation', async ({ adminSession, server }) => {
    const { admin, page } = adminSession;
    await admin.openTab('Add Article');
    const tab = new ArticleTab(page);
    const title = uniqueName('Old announcement');
    await tab.add({ title, ...body, category: 'Announcements' });
    await tab.row(tab.current, title).getByRole('button', { name: `Archive ${title}` }).click();
    const archived = tab.row(tab.archived, title);
    await expect(archived).toBeVisible();
    await expect.poll(async () => (await allDocs<ArticleDoc>(server, 'articles')).find((a) => a.title === title)?.archived).toBe(true);

    await archived.getByRole('button', { name: `Delete ${title} permanently` }).click();
    await tab.confirm('Are you sure you want to permanently delete this archived article?', 'Cancel');
    await expect(archived).toBeVisible();
    await archived.getByRole('button', { name: `Delete ${title} permanently` }).click();
    await tab.confirm('Are you sure you want to permanently delete this archived article?');
    await expect(archived).toHaveCount(0);
    await expect.poll(async () => (await allDocs<ArticleDoc>(server, 'articles')).some((a) => a.title === title)).toBe(false);
  });

  test('works offline: an article added with no signal survives a reload and reaches a fan on reconnect', async ({
    adminSession,
    browser,
    server,
  }) => {
    const { context, page, admin } = adminSession;
    await ensureServiceWorkerControl(page);
    await admin.openTab('Add Article');
    const tab = new ArticleTab(page);
    const fan = await newContext(browser, server);
    const fanArticles = new ArticlesPage(fan.page);
    await fanArticles.goto();

    await context.setOffline(true);
    await admin.header.expectOffline();
    const title = uniqueName('Written courtside');
    await tab.add({ title, ...body });
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    await page.reload();
    await admin.expectDashboard();
    await admin.openTab('Add Article');
    await expect(tab.row(tab.current, title)).toBeVisible();
    await expect(admin.pending).toHaveText('1 change waiting to sync');
    await expect(fanArticles.card(title)).toHaveCount(0);

    await context.setOffline(false);
    await expect(admin.pending).toHaveText('All changes synced');
    await expect(fanArticles.card(title)).toBeVisible();
    await fan.context.close();
  });

  test('edits an article offline, refusing what a new one could not have, and a fan reads the new title and body on its page', async ({
    adminSession,
    browser,
    server,
  }) => {
    const { context, page, admin } = adminSession;
    await ensureServiceWorkerControl(page);
    await admin.openTab('Add Article');
    const tab = new ArticleTab(page);
    const title = uniqueName('Kickoff moved');
    const newTitle = uniqueName('Kickoff moved to Saturday');
    const image = { name: 'banner.png', mimeType: 'image/png', buffer: await drawPng(page, 400, 200) };
    await tab.add({ title, ...body, image });
    await expect.poll(async () => (await allDocs<ArticleDoc>(server, 'articles')).find((a) => a.title === title)?.id).toBeTruthy();
    const stored = (await allDocs<ArticleDoc>(server, 'articles')).find((a) => a.title === title)!;

    // Cancel leaves it as it was; a blank field is refused as on adding, and nothing changes.
    await tab.row(tab.current, title).getByRole('button', { name: `Edit ${title}` }).click();
    await expect(tab.category).toHaveValue('Sports');
    await expect(tab.content).toHaveValue(body.content);
    await expect(tab.imagePreview).toBeVisible();
    await tab.excerpt.fill('  ');
    await tab.saveChanges.click();
    await expect(tab.error).toHaveText('Please fill in all required fields');
    await tab.cancelEdit.click();
    await expect(tab.panel.getByRole('heading', { name: 'Add Article' })).toBeVisible();
    await expect(tab.title).toHaveValue('');
    await expect(tab.row(tab.current, title)).toContainText(body.excerpt);

    await context.setOffline(true);
    await admin.header.expectOffline();
    const content = 'Rain moved the opener.\n\nKickoff is now Saturday at noon.';
    await tab.edit(title, { title: `  ${newTitle} `, content });
    await expect(tab.row(tab.current, newTitle)).toContainText(body.excerpt);
    await expect(tab.row(tab.current, title)).toHaveCount(0);
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    await context.setOffline(false);
    await expect(admin.pending).toHaveText('All changes synced');
    await expect
      .poll(async () => (await allDocs<ArticleDoc>(server, 'articles')).find((a) => a.id === stored.id))
      .toMatchObject({ title: newTitle, content, excerpt: body.excerpt, category: 'Sports', date: stored.date, imageUrl: stored.imageUrl });

    const fan = await newContext(browser, server);
    const view = new ArticlePage(fan.page);
    await view.goto(stored.id);
    await expect(view.heading).toHaveText(newTitle);
    await expect(view.article).toContainText('Kickoff is now Saturday at noon.');
    await expect(view.article).not.toContainText('Second paragraph.');
    await fan.context.close();
  });

  for (const viewport of VIEWPORTS) {
    test(`is laid out and passes axe at ${viewport.width} px`, async ({ adminSession }) => {
      const { admin, page } = adminSession;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await admin.openTab('Add Article');
      const tab = new ArticleTab(page);
      await tab.add({ title: uniqueName('Layout story'), ...body });
      await tab.submit.click();
      await expect(tab.error).toHaveText('Please fill in all required fields');
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
    });
  }
});
