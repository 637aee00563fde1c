import type { Page } from '@playwright/test';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { RosterDoc } from '../../src/shared/schemas/rosters.schema';
import { rosterId as rosterIdOf } from '../../src/shared/schemas/rosters.schema';
import { seedGame, seedSchoolWithSports } from './adminGamesSeed';
import { ensureServiceWorkerControl, expect, newContext, test, uniqueName } from './fixtures';
import { allDocs, getDoc, putDoc } from './serverDocs';
import { GamePage } from './pages/GamePage';
import { SchoolPage } from './pages/SchoolPage';
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

    // A refused logo stops the save until it is removed or replaced: never saved without it unsaid.
    const name = uniqueName('Refused Logo High');
    await tab.fill(name, 'Bayport');
    await tab.submit.click();
    await expect(tab.error).toHaveText('Logo file size must be less than 5MB.');
    await expect(tab.row(name)).toHaveCount(0);
    await tab.panel.getByRole('button', { name: 'Remove logo' }).click();
    await expect(tab.error).toHaveCount(0);
    await tab.submit.click();
    await expect(tab.row(name)).toHaveCount(1);
  });

  test('refuses a name another school has, in any case and spacing', async ({ adminSession, server }) => {
    const tab = adminSession.admin.addSchool;
    const name = uniqueName('Twin Name Academy');
    await tab.add(name, 'Bayport');
    await tab.fill(`  ${name.toUpperCase().replace(/ /g, '   ')} `, 'Elsewhere');
    await tab.submit.click();
    await expect(tab.error).toHaveText(`A school named '${name}' already exists.`);
    await expect(tab.rows.filter({ hasText: 'Elsewhere' })).toHaveCount(0);
    await expect(adminSession.admin.pending).toHaveText('All changes synced');
    const stored = await allDocs<SchoolDoc>(server, 'schools');
    expect(stored.filter((school) => school.name.toLowerCase().replace(/\s+/g, ' ').trim() === name.toLowerCase()).map((school) => school.location)).toEqual(['Bayport']);
  });

  test('edits a school offline: the new name survives a reload, then reaches a fan everywhere the school is named', async ({
    adminSession,
    browser,
    server,
  }) => {
    const oldName = uniqueName('Renamed Valley High');
    const newName = uniqueName('Renamed Ridge Academy');
    const schoolId = await seedSchoolWithSports(server, oldName, ['soccer-boys']);
    const rival = uniqueName('Rival Point High');
    const rivalId = await seedSchoolWithSports(server, rival, ['soccer-boys']);
    const home = await seedGame(server, { sport: 'soccer-boys', home: { id: schoolId, name: oldName }, away: { id: rivalId, name: rival }, status: 'UPCOMING' });
    const away = await seedGame(server, { sport: 'soccer-boys', home: { id: rivalId, name: rival }, away: { id: schoolId, name: oldName }, status: 'UPCOMING' });
    const rosterId = rosterIdOf(schoolId, 'soccer-boys', '2026-2027');
    await putDoc(server, 'rosters', { id: rosterId, schoolId, schoolName: oldName, sport: 'soccer-boys', season: '2026-2027', players: [] });

    const { context, page, admin } = adminSession;
    await ensureServiceWorkerControl(page);
    const tab = admin.addSchool;
    await expect(tab.row(oldName)).toHaveCount(1);

    // Cancel leaves the school as it was and the form back to adding.
    await tab.row(oldName).getByRole('button', { name: `Edit ${oldName}` }).click();
    await expect(tab.name).toHaveValue(oldName);
    await tab.name.fill('Not This Name');
    await tab.panel.getByRole('button', { name: 'Cancel Edit' }).click();
    await expect(tab.panel.getByRole('heading', { name: 'Add School' })).toBeVisible();
    await expect(tab.name).toHaveValue('');
    await expect(tab.row(oldName)).toHaveCount(1);

    // Another school's name is refused here as on adding.
    await tab.row(oldName).getByRole('button', { name: `Edit ${oldName}` }).click();
    await tab.name.fill(rival.toUpperCase());
    await tab.panel.getByRole('button', { name: 'Save Changes' }).click();
    await expect(tab.error).toHaveText(`A school named '${rival}' already exists.`);
    await tab.panel.getByRole('button', { name: 'Cancel Edit' }).click();

    await context.setOffline(true);
    await admin.header.expectOffline();
    await tab.edit(oldName, { name: newName, location: 'Harbor Town, NY' });
    await expect(tab.row(newName)).toContainText('Harbor Town, NY');
    await expect(tab.row(oldName)).toHaveCount(0);
    await expect(admin.pending).not.toHaveText('All changes synced');

    await page.reload();
    await admin.expectDashboard();
    await expect(tab.row(newName)).toContainText('Harbor Town, NY');
    await expect(admin.pending).not.toHaveText('All changes synced');

    await context.setOffline(false);
    await expect(admin.pending).toHaveText('All changes synced');
    const school = await getDoc<SchoolDoc>(server, 'schools', schoolId);
    expect([school.name, school.location]).toEqual([newName, 'Harbor Town, NY']);
    expect((await getDoc<GameDoc>(server, 'games', home)).homeSchoolName).toBe(newName);
    expect((await getDoc<GameDoc>(server, 'games', away)).awayName).toBe(newName);
    expect((await getDoc<RosterDoc>(server, 'rosters', rosterId)).schoolName).toBe(newName);

    const fan = await newContext(browser, server);
    const schools = new SchoolsPage(fan.page);
    await schools.goto();
    await schools.expectSchool(newName);
    await expect(schools.card(oldName)).toHaveCount(0);
    const schoolPage = new SchoolPage(fan.page);
    await schoolPage.goto(schoolId);
    await schoolPage.expectSchool(newName);
    const game = new GamePage(fan.page);
    await game.goto(away);
    await game.expectGame(rival, newName);
    await fan.context.close();
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
