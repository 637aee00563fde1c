import { randomUUID } from 'node:crypto';
import { currentSeason, seasonStartYear } from '../../src/shared/standings/season';
import type { TestServer } from '../kit/server';
import { expect, test, uniqueName } from './fixtures';
import { expectNoHorizontalScroll, expectSameDocument, markDocument } from './lookChecks';
import { SchoolPage } from './pages/SchoolPage';
import { SportsPage } from './pages/SportsPage';
import { putDoc } from './serverDocs';

// A store of its own: the leaders rank every football line of the season, and other files write some.
test.use({ serverKey: 'leaders' });

// The season in both spellings: the admin form writes '2026-2027', other data '2026-27'.
const SHORT = currentSeason();
const START = seasonStartYear(SHORT) ?? new Date().getFullYear();
const LONG = `${START}-${START + 1}`;

async function putLine(server: TestServer, playerName: string, schoolName: string, over: Record<string, unknown>): Promise<void> {
  await putDoc(server, 'playerStats', {
    id: `e2e-${randomUUID()}`,
    playerName,
    teamName: `${schoolName} Team`,
    schoolName,
    sport: 'football',
    division: '5A',
    season: LONG,
    ...over,
  });
}

test.describe('player lines written on the server', () => {
  test('the LIAA Leaders and the school Stats panel show the season\'s player lines, and new ones without a reload', async ({ page, server }) => {
    const school = uniqueName('Leaders High');
    const rival = uniqueName('Rival Prep');
    const schoolId = randomUUID();
    await putDoc(server, 'schools', { id: schoolId, name: school, location: 'Testville', sports: ['football', 'volleyball'] });
    await putLine(server, 'Quinn Avery', school, { passingYards: 3100, tackles: 12 });
    await putLine(server, 'blake Moss', ` ${school.toUpperCase()} `, { passingYards: 2400, rushingYards: 900, season: SHORT, sport: 'Football' });
    await putLine(server, 'Casey Lin', rival, { passingYards: 2800, division: '3A' });
    // Other seasons never lead, however good.
    await putLine(server, 'Old Timer', school, { passingYards: 9000, season: `${START - 1}-${START}` });

    // Without ?season= the page shows the current season.
    const sports = new SportsPage(page);
    await sports.goto('football');
    await expect(sports.leaders().getByRole('heading', { level: 2 })).toHaveText('LIAA Leaders');
    await expect(sports.leaders().getByRole('table')).toHaveCount(3);
    await expect(sports.leaders().locator('caption')).toHaveText(['Passing Yards', 'Rushing Yards', 'Tackles']);
    await expect.poll(() => sports.leaderNames('Passing Yards')).toEqual(['Quinn Avery', 'Casey Lin', 'blake Moss']);
    const top = sports.leaderTable('Passing Yards').locator('tbody tr').first();
    await expect(top.locator('td')).toHaveText(['1', '5A', '3,100']);
    await expect(top.getByRole('rowheader')).toContainText(school);
    await expect(sports.leaderTable('Passing Yards').locator('tbody tr').nth(1)).toContainText(rival);
    await expect(sports.comingSoon('Division Statistics')).toContainText('Coming Soon');
    await expectNoHorizontalScroll(page);

    // Another device saves a better line: it leads without a reload.
    await markDocument(page);
    await putLine(server, 'Drew Fox', school, { passingYards: 4000 });
    await expect.poll(() => sports.leaderNames('Passing Yards')).toEqual(['Drew Fox', 'Quinn Avery', 'Casey Lin', 'blake Moss']);
    await expectSameDocument(page);

    // A sport without lines this season keeps the Coming Soon panel, and says why (the season named in either spelling).
    await page.goto(`/sports?selectedSport=volleyball&season=${LONG}`);
    await expect(sports.comingSoon('LIAA Leaders')).toContainText('Coming Soon');
    await expect(sports.comingSoon('LIAA Leaders')).toContainText(`No player statistics for Volleyball in ${SHORT} yet.`);

    const view = new SchoolPage(page);
    await view.goto(schoolId);
    await view.expectSchool(school);
    await view.chooseSport('Football');
    // The school's lines only (by school name in any case and spacing), this season's, by player name.
    await expect.poll(() => view.statsPlayers()).toEqual(['blake Moss', 'Drew Fox', 'Quinn Avery']);
    const headers = await view.statsTable().locator('thead th').allTextContents();
    expect(headers.slice(0, 4)).toEqual(['Player', 'Passing Yards', 'Passing TDs', 'Rushing Yards']);
    await expect(view.statsTable().getByRole('row', { name: /blake Moss/ }).locator('td').nth(0)).toHaveText('2,400');
    await expect(view.statsTable().getByRole('row', { name: /blake Moss/ }).locator('td').nth(2)).toHaveText('900');
    await expect(view.statsRegion('Football')).toHaveAttribute('tabindex', '0');
    await expect(view.statsRegion('Football')).toHaveCSS('overflow-x', 'auto');

    // A line naming the school as its team counts too, and arrives without a reload.
    await markDocument(page);
    await putLine(server, 'Aaron Bell', 'Elsewhere Academy', { teamName: school, tackles: 30 });
    await expect.poll(() => view.statsPlayers()).toEqual(['Aaron Bell', 'blake Moss', 'Drew Fox', 'Quinn Avery']);
    await expectSameDocument(page);

    // Phones: the wide table scrolls inside its region, never the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    const scrolls = await view.statsRegion('Football').evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);

    await view.chooseSport('Volleyball');
    await expect(view.statsSection()).toContainText('Volleyball stats coming soon.');
  });
});
