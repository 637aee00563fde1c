import type { TestServer } from '../kit/server';
import { ensureServiceWorkerControl, expect, test, uniqueName } from './fixtures';
import { watchMessages } from './messages';
import { VIEWPORTS, expectLaidOut, expectNoAxeViolations } from './lookChecks';
import { StatsTab } from './pages/admin/StatsTab';

/** What other clients read: GET /api/stats/sport/{sport} of docs/design/sync.md §9. */
async function apiLines(server: TestServer, sport: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${server.url}/api/stats/sport/${sport}`);
  if (!response.ok) throw new Error(`GET stats failed: ${response.status}`);
  return (await response.json()) as Record<string, unknown>[];
}

const SPORT_BUTTONS = [
  'Football', 'Basketball', 'Boys Soccer', 'Girls Soccer', 'Volleyball', 'Boys Golf', 'Girls Golf', 'Boys Cross Country',
  'Girls Cross Country', 'Wrestling', 'Swimming', 'Baseball', 'Softball', 'Tennis', 'Track', 'Field Hockey', 'Lacrosse',
];

function thisSeason(): string {
  const year = new Date().getFullYear();
  return `${year}-${year + 1}`;
}

test.describe('Add Stats tab', () => {
  test('offers the spec sports and divisions, and shows every validation message', async ({ adminSession }) => {
    const { admin, page } = adminSession;
    await admin.openTab('Add Stats');
    const tab = new StatsTab(page);
    await expect(tab.heading).toHaveText('Add Player Statistics');
    await expect(tab.sports).toHaveText(SPORT_BUTTONS);
    // Player fields appear only after a sport is chosen.
    await expect(tab.playerName).toHaveCount(0);

    await tab.sport('Volleyball').click();
    await expect(tab.sport('Volleyball')).toHaveAttribute('aria-pressed', 'true');
    await expect(tab.division.locator('option')).toHaveText(['Select a division', '3A', '2A', '1A']);
    await tab.sport('Football').click();
    await expect(tab.division.locator('option')).toHaveText(['Select a division', '6A', '5A', '4A', '3A', '2A', '1A']);
    await expect(tab.season).toHaveValue(thisSeason());
    for (const label of ['Passing Yards', 'Passing TDs', 'Rushing Yards', 'Rushing TDs', 'Receiving Yards', 'Receiving TDs', 'Tackles', 'Interceptions', 'Sacks']) {
      await expect(tab.field(label)).toBeVisible();
    }

    await tab.submit.click();
    await expect(tab.error).toHaveText('Error: Player name is required.');
    await tab.playerName.fill('Sam Rivera');
    await tab.submit.click();
    await expect(tab.error).toHaveText('Error: Team name is required.');
    await tab.teamName.fill('Harborview');
    await tab.submit.click();
    await expect(tab.error).toHaveText('Error: School name is required.');
    await tab.schoolName.fill('Harborview High School');
    await tab.submit.click();
    await expect(tab.error).toHaveText('Error: Division is required.');
    await tab.division.selectOption('6A');
    await tab.season.fill(' ');
    await tab.submit.click();
    await expect(tab.error).toHaveText('Error: Season is required.');
    await tab.season.fill('banana');
    await tab.submit.click();
    await expect(tab.error).toHaveText('Error: Season must name a school year, like 2026-27.');
    await tab.season.fill(thisSeason());

    await tab.field('Passing Yards').fill('12.5');
    await tab.submit.click();
    await expect(tab.error).toHaveText('Error: Passing Yards must be a whole number from 0 to 1,000,000.');
    await tab.field('Passing Yards').fill('-3');
    await tab.submit.click();
    await expect(tab.error).toHaveText('Error: Passing Yards must be a whole number from 0 to 1,000,000.');
    // More than any season holds: said here, never left to the server to refuse after "added".
    await tab.field('Passing Yards').fill('2000000');
    await tab.submit.click();
    await expect(tab.error).toHaveText('Error: Passing Yards must be a whole number from 0 to 1,000,000.');

    await tab.sport('Boys Cross Country').click();
    await expect(tab.division).toHaveValue('');
    await tab.division.selectOption('2A');
    await tab.field('Fastest Time (MM:SS)').fill('18.05');
    await tab.submit.click();
    await expect(tab.error).toHaveText('Error: Fastest Time (MM:SS) must be a time as MM:SS.');

    await tab.sport('Swimming').click();
    await tab.division.selectOption('1A');
    await tab.field('Best Time (MM:SS.ms)').fill('1:02:45');
    await tab.submit.click();
    await expect(tab.error).toHaveText('Error: Best Time (MM:SS.ms) must be a time as MM:SS.ms.');
    await expect(tab.savedLines).toHaveCount(0);
  });

  test('saves a line (empty values dropped, decimals for averages), resets the form, and the API serves it', async ({
    adminSession,
    server,
  }) => {
    const { admin, page } = adminSession;
    await admin.openTab('Add Stats');
    const tab = new StatsTab(page);
    const player = uniqueName('Riley Chen');

    await tab.sport('Girls Golf').click();
    await tab.fillPlayer({ player, team: 'Maple Ridge', school: 'Maple Ridge Academy', division: '2A' });
    await tab.field('Average Score').fill('72.5');
    await tab.field('Rounds Played').fill('8');
    await tab.field('Tournament Wins').fill('');
    const shown = await watchMessages(page);
    await tab.submit.click();
    await shown('LIAA Statistics added successfully!');
    // The form resets: empty fields, default season; the sport stays chosen for the next player.
    await expect(tab.playerName).toHaveValue('');
    await expect(tab.division).toHaveValue('');
    await expect(tab.field('Average Score')).toHaveValue('');
    await expect(tab.season).toHaveValue(thisSeason());
    await expect(tab.line(player)).toContainText('Average Score 72.5 · Rounds Played 8');
    await expect(tab.success).toHaveCount(0);

    await expect.poll(async () => (await apiLines(server, 'golf-girls')).find((l) => l.playerName === player)).toMatchObject({
      playerName: player,
      teamName: 'Maple Ridge',
      schoolName: 'Maple Ridge Academy',
      sport: 'golf-girls',
      division: '2A',
      season: thisSeason(),
      averageScore: 72.5,
      roundsPlayed: 8,
    });
    const line = (await apiLines(server, 'girls-golf')).find((l) => l.playerName === player);
    expect(line).not.toHaveProperty('tournamentWins');
    expect(line).not.toHaveProperty('lowestRound');
  });

  test('works offline: a line saved with no signal survives a reload and the API serves it on reconnect', async ({ adminSession, server }) => {
    const { context, page, admin } = adminSession;
    await ensureServiceWorkerControl(page);
    await admin.openTab('Add Stats');
    const tab = new StatsTab(page);
    const player = uniqueName('Jordan Ortiz');

    await context.setOffline(true);
    await admin.header.expectOffline();
    await tab.sport('Boys Soccer').click();
    await tab.fillPlayer({ player, team: 'Harborview', school: 'Harborview High School', division: '3A' });
    await tab.field('Goals').fill('11');
    await tab.field('Assists').fill('4');
    const shown = await watchMessages(page);
    await tab.submit.click();
    await shown('LIAA Statistics added successfully!');
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    await page.reload();
    await admin.expectDashboard();
    await admin.openTab('Add Stats');
    await tab.sport('Boys Soccer').click();
    await expect(tab.line(player)).toContainText('Goals 11 · Assists 4');
    await expect(admin.pending).toHaveText('1 change waiting to sync');
    expect((await apiLines(server, 'boys-soccer')).some((l) => l.playerName === player)).toBe(false);

    await context.setOffline(false);
    await expect(admin.pending).toHaveText('All changes synced');
    await expect.poll(async () => (await apiLines(server, 'boys-soccer')).find((l) => l.playerName === player)).toMatchObject({
      sport: 'soccer-boys',
      goals: 11,
      assistsSoccer: 4,
    });
  });

  test('edits a saved line offline (the API serves the new values on reconnect) and deletes one after confirming', async ({ adminSession, server }) => {
    const { context, page, admin } = adminSession;
    await ensureServiceWorkerControl(page);
    await admin.openTab('Add Stats');
    const tab = new StatsTab(page);
    const player = uniqueName('Casey Morgan');
    await tab.sport('Football').click();
    await tab.fillPlayer({ player, team: 'Harborview', school: 'Harborview High School', division: '6A' });
    await tab.field('Passing Yards').fill('1200');
    await tab.field('Sacks').fill('3');
    await tab.submit.click();
    await expect(tab.line(player)).toContainText('Passing Yards 1200');
    await expect(admin.pending).toHaveText('All changes synced');

    await context.setOffline(true);
    await admin.header.expectOffline();
    await tab.line(player).getByRole('button', { name: `Edit ${player} (${thisSeason()})` }).click();
    await expect(tab.panel.getByRole('heading', { name: `Edit ${player}'s Football statistics` })).toBeVisible();
    await expect(tab.playerName).toBeFocused();
    await expect(tab.field('Passing Yards')).toHaveValue('1200');
    // The same rules as a new line: a wrong value is said, nothing changes.
    await tab.field('Passing Yards').fill('2000000');
    await tab.panel.getByRole('button', { name: 'Save Changes' }).click();
    await expect(tab.error).toHaveText('Error: Passing Yards must be a whole number from 0 to 1,000,000.');
    await tab.field('Passing Yards').fill('1350');
    await tab.field('Sacks').fill('');
    const shown = await watchMessages(page);
    await tab.panel.getByRole('button', { name: 'Save Changes' }).click();
    await shown('Statistics updated successfully!');
    await expect(tab.line(player)).toContainText('Passing Yards 1350');
    await expect(tab.line(player)).not.toContainText('Sacks');
    await expect(tab.submit).toBeVisible();
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    await context.setOffline(false);
    await expect(admin.pending).toHaveText('All changes synced');
    const stored = (await apiLines(server, 'football')).find((l) => l.playerName === player);
    expect(stored).toMatchObject({ passingYards: 1350, updatedBy: server.adminEmail });
    expect(stored).not.toHaveProperty('sacks');

    await tab.line(player).getByRole('button', { name: `Delete ${player} (${thisSeason()})` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText("Are you sure you want to delete this player's statistics line?");
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(tab.line(player)).toHaveCount(0);
    await expect(admin.pending).toHaveText('All changes synced');
    await expect.poll(async () => (await apiLines(server, 'football')).some((l) => l.playerName === player)).toBe(false);
  });

  for (const viewport of VIEWPORTS) {
    test(`is laid out and passes axe at ${viewport.width} px`, async ({ adminSession }) => {
      const { admin, page } = adminSession;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await admin.openTab('Add Stats');
      const tab = new StatsTab(page);
      await tab.sport('Football').click();
      await tab.fillPlayer({ player: uniqueName('Sam Rivera'), team: 'Harborview', school: 'Harborview High School', division: '6A' });
      await tab.field('Passing Yards').fill('250');
      await tab.submit.click();
      await expect(tab.success).toHaveText('LIAA Statistics added successfully!');
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
    });
  }
});
