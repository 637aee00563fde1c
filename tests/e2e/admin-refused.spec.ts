import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { randomUUID } from 'node:crypto';
import { ensureServiceWorkerControl, expect, test, uniqueName } from './fixtures';
import { expectLaidOut } from './lookChecks';
import { allDocs, putDoc } from './serverDocs';

/**
 * Issue 38, point 3: a change the server refuses never looks saved and never holds the others.
 * Two admins, one offline, add a school of the same name: the device that was offline cannot
 * know, the server can. Its other change still syncs; the refused one says why and is discarded.
 */
test('a school the server refuses for its name is said, set aside and discarded, while the other change syncs', async ({ adminSession, server }) => {
  const { context, page, admin } = adminSession;
  const tab = admin.addSchool;
  const twin = uniqueName('Refused Twin High');
  const other = uniqueName('Accepted Other Academy');
  await ensureServiceWorkerControl(page);

  await context.setOffline(true);
  await admin.header.expectOffline();
  // Meanwhile another admin's device adds the school first.
  await putDoc(server, 'schools', { id: randomUUID(), name: twin, location: 'First, NY', sports: [] });
  await tab.add(twin, 'Second, NY');
  await tab.add(other, 'Bayport, NY');
  await expect(admin.pending).toHaveText('2 changes waiting to sync');

  await context.setOffline(false);
  const refused = page.getByTestId('refused-change');
  await expect(refused).toHaveText(new RegExp(`^The server refused your change to ${twin}: A school named '${twin}' already exists\\.`));
  await expect(page.getByRole('region', { name: 'Needs attention' })).toContainText('1 change was not saved. Your other changes still sync.');
  await expect(admin.pending).toHaveText('1 change not saved: see below');
  await expect(admin.header.syncStatus).toContainText('1 change not saved: see the admin dashboard');
  await expect.poll(async () => (await allDocs<SchoolDoc>(server, 'schools')).filter((school) => school.name === other).length).toBe(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectLaidOut(page);

  // Kept through a reload: never dropped without the admin's word.
  await page.reload();
  await admin.expectDashboard();
  await expect(refused).toHaveCount(1);

  // Fix opens the school in its form; the admin could rename it there. Cancelled: it is discarded instead.
  await refused.getByRole('link', { name: 'Fix' }).click();
  await expect(tab.panel.getByRole('heading', { name: `Edit School: ${twin}` })).toBeVisible();
  await expect(tab.location).toHaveValue('Second, NY');
  await expect(tab.name).toBeFocused();
  await tab.panel.getByRole('button', { name: 'Cancel Edit' }).click();

  await refused.getByRole('button', { name: 'Discard change' }).click();
  await expect(refused).toHaveCount(0);
  await expect(admin.pending).toHaveText('All changes synced');
  // Only the other admin's school of that name is left (other files' schools may be in Second, NY too).
  await expect(tab.rows.filter({ hasText: twin })).toHaveCount(1);
  await expect(tab.rows.filter({ hasText: twin }).filter({ hasText: 'Second, NY' })).toHaveCount(0);
  const stored = (await allDocs<SchoolDoc>(server, 'schools')).filter((school) => school.name === twin);
  expect(stored.map((school) => school.location)).toEqual(['First, NY']);
});
