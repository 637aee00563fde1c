import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { schoolCalendarPath, teamsCalendarPath } from '../../src/shared/calendarLinks';
import { divisionsDocId } from '../../src/shared/schemas/divisions.schema';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { currentSeason, seasonBounds } from '../../src/shared/standings/season';
import type { TestServer } from '../kit/server';
import { seedGame } from './adminGamesSeed';
import { expect, test, uniqueName, waitForFirstSync } from './fixtures';
import { AddGameTab } from './pages/admin/AddGameTab';
import { GamePage } from './pages/GamePage';
import { SchedulePage } from './pages/SchedulePage';
import { SchoolsPage } from './pages/SchoolsPage';
import { SportsPage } from './pages/SportsPage';
import { getDoc, putDoc } from './serverDocs';

// Issue 38, "Deleting keeps the data whole". A store of its own: each test sets up this season's
// football division with its own schools, which no other file may replace meanwhile.
test.use({ serverKey: 'school-archive' });

const DAY = 86_400_000;

interface Team {
  id: string;
  name: string;
}

/** A school whose id reads like the one fans once saw on /sports (`school-stonebrook`). */
async function seedTeam(server: TestServer, prefix: string): Promise<Team> {
  const name = uniqueName(prefix);
  const id = `school-${randomUUID().slice(0, 8)}`;
  await putDoc(server, 'schools', { id, name, location: 'Stonebrook, NY', sports: ['football'], createdAt: Date.now() });
  return { id, name };
}

/** Both teams in this season's football division; `gone` beat `rival` 21-14 and hosts it again in an hour. */
async function seedSeason(server: TestServer, gone: Team, rival: Team): Promise<{ finalId: string }> {
  const season = currentSeason();
  const id = divisionsDocId('football', season);
  const existing = await fetch(`${server.url}/db/divisions/${encodeURIComponent(id)}`);
  const rev = existing.ok ? { _rev: ((await existing.json()) as { _rev: string })._rev } : {};
  await putDoc(server, 'divisions', {
    ...rev, id, sport: 'football', season, tiebreakers: ['headToHead'],
    divisions: [{ key: 'division-1', name: 'Division 1', schoolIds: [gone.id, rival.id] }],
  });
  const finalId = await seedGame(server, {
    sport: 'football', home: gone, away: rival, status: 'FINAL',
    time: new Date(seasonBounds(season).start + DAY + 19 * 3_600_000).toISOString(),
    score: { home: { '1': 21 }, away: { '1': 14 } },
  });
  await seedGame(server, { sport: 'football', home: rival, away: gone, status: 'UPCOMING' });
  return { finalId };
}

/** Neither the school's raw id in the page's words nor a link to its page. */
async function expectNoTraceOfId(page: Page, id: string): Promise<void> {
  await expect(page.locator('main')).not.toContainText(id);
  await expect(page.locator(`a[href*="${id}"]`)).toHaveCount(0);
}

/** iCalendar text unfolded (RFC 5545 §3.1: long lines continue after CRLF and a space). */
async function feed(server: TestServer, path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, text: (await response.text()).replace(/\r\n[ \t]/g, '') };
}

test('deleting a school with games says what goes with it, and no page, search or feed shows its raw id after', async ({ adminSession, server, page }) => {
  const gone = await seedTeam(server, 'Stonebrook High');
  const rival = await seedTeam(server, 'Harborview High');
  await seedSeason(server, gone, rival);

  const tab = adminSession.admin.addSchool;
  const dialog = await tab.askDelete(gone.name);
  await expect(dialog).toContainText(`${gone.name} has 2 games, 0 rosters and 0 stats lines on this device.`);
  await expect(dialog).toContainText("followers' links and calendar subscriptions to it stop working");
  await expect(dialog.getByRole('button', { name: 'Archive instead' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(tab.panel.getByText('School deleted successfully!')).toBeVisible();
  await expect(adminSession.admin.pending).toHaveText('All changes synced');
  await expect.poll(async () => (await fetch(`${server.url}/db/schools/${gone.id}`)).status).toBe(404);

  // /sports: the standings row keeps the name its games carry, links nowhere, and is not ranked.
  const sports = new SportsPage(page);
  await sports.goto('football');
  await waitForFirstSync(page);
  await expect(sports.rows('Division 1').filter({ hasText: gone.name })).toHaveCount(1);
  await expect(sports.rows('Division 1').filter({ hasText: rival.name }).getByRole('link', { name: rival.name })).toBeVisible();
  await expect(sports.rankings).toHaveCount(1);
  await expect(sports.rankings).toContainText(`${rival.name}0-1`);
  await expectNoTraceOfId(page, gone.id);

  const schedule = new SchedulePage(page);
  await schedule.goto();
  await expect(schedule.todayGame(gone.name)).toBeVisible();
  await expectNoTraceOfId(page, gone.id);

  await page.goto(`/search?q=${encodeURIComponent(gone.name)}`);
  await expect(page.getByText(`No results for “${gone.name}”.`)).toBeVisible();
  await expectNoTraceOfId(page, gone.id);

  // The rival's feed keeps both games under the deleted school's name; the school's own feed is gone.
  const rivalFeed = await feed(server, schoolCalendarPath(rival.id));
  expect(rivalFeed.text).toContain(`${gone.name} 21–14 ${rival.name}`);
  expect(rivalFeed.text).not.toContain(gone.id);
  expect((await feed(server, schoolCalendarPath(gone.id))).status).toBe(404);
  const followed = await feed(server, teamsCalendarPath([{ school: gone.id }, { school: rival.id }]));
  expect(followed.text).toContain(`${rival.name} vs ${gone.name}`);
  expect(followed.text.split('\r\n').filter((line) => line.includes(gone.id))).toEqual([]);
});

test('an archived school leaves the public list and the pickers while its past game keeps its name; Unarchive brings it back', async ({ adminSession, server, page }) => {
  const archived = await seedTeam(server, 'Elmstead Academy');
  const rival = await seedTeam(server, 'Bayport Prep');
  const { finalId } = await seedSeason(server, archived, rival);
  const { admin, page: adminPage } = adminSession;

  const dialog = await admin.addSchool.askDelete(archived.name);
  await dialog.getByRole('button', { name: 'Archive instead' }).click();
  await expect(admin.addSchool.panel.getByText('School archived: it is off the public lists, and its past results keep its name.')).toBeVisible();
  await expect(admin.addSchool.row(archived.name)).toContainText('Archived: off the public lists');
  await expect(admin.pending).toHaveText('All changes synced');
  await expect.poll(async () => (await getDoc<SchoolDoc>(server, 'schools', archived.id)).archived).toBe(true);

  // The pickers of new games leave it out.
  await admin.openTab('Add Game');
  const addGame = new AddGameTab(adminPage);
  await expect(addGame.school.locator('option', { hasText: rival.name })).toHaveCount(1);
  await expect(addGame.school.locator('option', { hasText: archived.name })).toHaveCount(0);

  const schools = new SchoolsPage(page);
  await schools.goto();
  await waitForFirstSync(page);
  await schools.expectSchool(rival.name);
  await expect(schools.card(archived.name)).toHaveCount(0);

  await page.goto(`/search?q=${encodeURIComponent(archived.name)}`);
  await expect(page.getByText(`No results for “${archived.name}”.`)).toBeVisible();

  // Its past result keeps its name: on the game's page, in the standings, and its own page still opens.
  const game = new GamePage(page);
  await game.goto(finalId);
  await game.expectGame(archived.name, rival.name);
  const sports = new SportsPage(page);
  await sports.goto('football');
  await expect(sports.rows('Division 1').filter({ hasText: archived.name }).getByRole('link', { name: archived.name })).toBeVisible();
  await page.goto(`/schools/${archived.id}`);
  await expect(page.getByRole('heading', { level: 1, name: archived.name })).toBeVisible();

  await admin.openTab('Add School');
  await admin.addSchool.setArchived(archived.name, false);
  await expect(admin.pending).toHaveText('All changes synced');
  await schools.goto();
  await schools.expectSchool(archived.name);
});
