import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';
import { SchoolsPage } from './pages/SchoolsPage';
import { expectStoredImage } from './storedImages';

/** A real PNG drawn by the browser, so the test needs no fixture file. */
async function drawPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = '#0b3d91';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#f5b700';
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

test.describe('Add School tab', () => {
  test('refuses empty, over-long and wrong-file input', async ({ adminSession }) => {
    const tab = adminSession.admin.addSchool;
    await tab.submit.click();
    await expect(tab.error).toHaveText('Please fill out all required fields.');

    await tab.fill('   ', 'Bayport');
    await tab.submit.click();
    await expect(tab.error).toHaveText('Please fill out all required fields.');

    // The field stops at 100 characters: a longer name can never be saved.
    await tab.name.fill('N'.repeat(150));
    await expect(tab.name).toHaveValue('N'.repeat(100));
    await tab.location.fill('L'.repeat(250));
    await expect(tab.location).toHaveValue('L'.repeat(200));

    await tab.chooseLogo({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(tab.error).toHaveText('Please choose an image file for the logo.');
    await expect(tab.logoPreview).toHaveCount(0);

    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    await tab.chooseLogo({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await expect(tab.error).toHaveText('Logo file size must be less than 5MB.');
    await expect(tab.logoPreview).toHaveCount(0);
  });

  test('adds a school with a resized logo, trims it, and deletes it after confirming', async ({ adminSession }) => {
    const { admin, page } = adminSession;
    const tab = admin.addSchool;
    const name = uniqueName('Harborview High School');
    await tab.add(`  ${name}  `, '  Bayport, NY ', { name: 'logo.png', mimeType: 'image/png', buffer: await drawPng(page, 800, 600) });
    await expect(tab.row(name)).toContainText('Bayport, NY');
    // The message clears itself (docs/product/rules.md §10: after 2 s).
    await expect(tab.success).toHaveCount(0);

    const logo = tab.row(name).locator('img');
    const src = await logo.getAttribute('src');
    expect(src).toMatch(/^data:image\/(webp|png);base64,/);
    const size = await logo.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight));
    expect(size).toBeLessThanOrEqual(256);

    // The fan list has it too, with its logo.
    const schools = new SchoolsPage(page);
    await schools.header.navLink('Schools').click();
    await schools.expectSchool(name);
    await expectStoredImage(schools.card(name).locator('img'), src ?? '');

    await admin.goto();
    await admin.expectDashboard();
    await tab.row(name).getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this school?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(tab.row(name)).toHaveCount(1);

    await tab.delete(name);
    await expect(tab.panel.getByText('School deleted successfully!')).toBeVisible();
    await expect(tab.row(name)).toHaveCount(0);
    await admin.header.expectLive();
  });
});
