import type { DivisionsDoc } from '../../src/shared/schemas/divisions.schema';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { SchoolDoc } from '../../src/shared/schemas/schools.schema';
import { computeStandings } from '../../src/shared/standings/compute';
import { currentSeason, previousSeason } from '../../src/shared/standings/season';
import { ensureServiceWorkerControl, expect, newContext, test, waitForFirstSync } from './fixtures';
import { expectLaidOut, expectNoAxeViolations, VIEWPORTS } from './lookChecks';
import { SportsPage } from './pages/SportsPage';
import { allDocs } from './serverDocs';

// The demo association: this season's divisions of every sidebar sport, its games, last season's
// imported standings, a top-10 ranking each. Read only.
test.use({ demoData: true });

const pctValue = (pct: string) => Number(pct.startsWith('.') ? `0${pct}` : pct);

test.describe('/sports with the demo association', () => {

  test('without a choice it shows football this season: three divisions computed from the games, the ranking, the leaders', async ({ page, server }) => {
    const season = currentSeason();
    const sports = new SportsPage(page);
    await sports.goto();
    await expect(sports.sportLink('Football')).toHaveAttribute('aria-current', 'page');
    await expect(sports.standingsHeading).toContainText('Football Standings');
    await expect(sports.standingsHeading).toContainText(season);
    await expect(sports.standingsSource).toContainText('Computed from final scores');

    // docs/product/rules.md §9: Division 1 has 7 teams, Division 2 has 6, Division 3 has 6.
    await expect(sports.divisions.getByRole('heading', { level: 3 })).toHaveText(['Division 1', 'Division 2', 'Division 3']);
    await expect(sports.rows('Division 1')).toHaveCount(7);
    await expect(sports.rows('Division 2')).toHaveCount(6);
    await expect(sports.rows('Division 3')).toHaveCount(6);
    // Phones see W, L and Pct; the accessible names are always the spec's columns, then the new ones.
    const headers = sports.division('Division 1').getByRole('columnheader');
    const columns = ['Team', 'Wins', 'Losses', 'Win %', 'Overall', 'Points for', 'Points against', 'Differential', 'Streak', 'Last 5', 'Games left'];
    await expect(headers).toHaveCount(columns.length);
    for (const [i, name] of columns.entries()) await expect(headers.nth(i)).toHaveAccessibleName(name);

    // Every row is what the shared computation makes of the server's games: nothing typed.
    const [games, schools, setups] = await Promise.all([
      allDocs<GameDoc>(server, 'games'), allDocs<SchoolDoc>(server, 'schools'), allDocs<DivisionsDoc>(server, 'divisions'),
    ]);
    const setup = setups.find((doc) => doc.sport === 'football' && doc.season === season);
    expect(setup).toBeDefined();
    const expected = computeStandings({
      games, sport: 'football', season, setup: setup as DivisionsDoc, teamNames: new Map(schools.map((school) => [school.id, school.name])),
    });
    for (const division of expected) {
      await expect.poll(() => sports.teamNames(division.name)).toEqual(division.rows.map((row) => row.teamName));
      const shown = await sports.table(division.name);
      expect(shown.map((row) => [row.Wins, row.Losses, row.Overall])).toEqual(
        division.rows.map((row) => [String(row.wins), String(row.losses), `${row.overall.wins}-${row.overall.losses}${row.overall.ties ? `-${row.overall.ties}` : ''}`]),
      );
      for (const row of shown) expect(row['Win %']).toMatch(/^(1\.000|\.\d{3})$/);
      for (let i = 1; i < shown.length; i++) expect(pctValue(shown[i - 1]['Win %'])).toBeGreaterThanOrEqual(pctValue(shown[i]['Win %']));
    }
    // The cascade is spelled out for fans.
    await page.getByText('How ties are broken').click();
    await expect(sports.tiebreakRules).toHaveText([
      'Head-to-head record among the tied teams', 'Point differential in games among the tied teams', 'Fewest points allowed in division games',
      'Team name (teams level on everything)',
    ]);

    await expect(sports.rankings).toHaveCount(10);
    const ranks = await sports.rankings.locator('.power-rankings__rank').allTextContents();
    expect(ranks).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await expect(sports.comingSoon('Division Statistics')).toContainText('Coming Soon');
    await sports.header.expectLive();
  });

  test("last season's imported standings are one pick away, and say what they are", async ({ page }) => {
    const sports = new SportsPage(page);
    await sports.goto('football');
    const last = previousSeason(currentSeason());
    await expect(sports.seasonPicker).toBeVisible();
    await sports.seasonPicker.selectOption(last);
    await expect(page).toHaveURL(new RegExp(`[?&]season=${last}$`));
    await expect(sports.standingsHeading).toContainText(last);
    await expect(sports.standingsSource).toContainText('as the association entered them');
    await expect(sports.rows('Division 1')).toHaveCount(7);
    const headers = sports.division('Division 1').getByRole('columnheader');
    await expect(headers).toHaveCount(5);
    for (const [i, name] of ['Team', 'Wins', 'Losses', 'Overall', 'Win %'].entries()) await expect(headers.nth(i)).toHaveAccessibleName(name);
  });

  test('the sidebar sets ?selectedSport=, and both spellings of a sport choose it', async ({ page }) => {
    const sports = new SportsPage(page);
    await sports.goto('football');
    await expect(sports.sidebar.getByRole('link')).toHaveText([
      'Football', 'Boys Golf', 'Girls Golf', 'Boys Soccer', 'Girls Soccer', 'Boys Cross Country', 'Girls Cross Country', 'Volleyball',
      // Issue 39: every sport of the school year, the fall's tennis and field hockey, then winter and spring.
      'Tennis', 'Field Hockey', 'Basketball', 'Wrestling', 'Swimming', 'Baseball', 'Softball', 'Lacrosse', 'Track',
    ]);

    await sports.sportLink('Girls Golf').click();
    await expect(page).toHaveURL(/\/sports\?selectedSport=golf-girls$/);
    await expect(sports.sportLink('Girls Golf')).toHaveAttribute('aria-current', 'page');
    await expect(sports.sportLink('Football')).not.toHaveAttribute('aria-current', 'page');
    await expect(sports.standingsHeading).toContainText('Girls Golf Standings');
    await expect(sports.divisions).toHaveCount(3);

    for (const spelling of ['boys-soccer', 'soccer-boys']) {
      await sports.goto(spelling);
      await expect(sports.sportLink('Boys Soccer')).toHaveAttribute('aria-current', 'page');
      await expect(sports.standingsHeading).toContainText('Boys Soccer Standings');
      await expect(sports.rows('Division 1')).toHaveCount(7);
      await expect(sports.rankings).toHaveCount(10);
    }

    // Keyboard: the sidebar is a list of links.
    await sports.sportLink('Volleyball').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/selectedSport=volleyball$/);
    await expect(sports.standingsHeading).toContainText('Volleyball Standings');
  });

  test('an unknown sport says so and keeps the sidebar', async ({ page }) => {
    const sports = new SportsPage(page);
    await sports.goto('quidditch');
    await expect(page.getByText("There is no sport called 'quidditch'. Choose a sport from the list.")).toBeVisible();
    await expect(sports.divisions).toHaveCount(0);
    await sports.sportLink('Football').click();
    await expect(sports.rows('Division 1')).toHaveCount(7);
  });

  test('after one visit the standings render with no signal', async ({ browser, server }) => {
    const { context, page } = await newContext(browser, server);
    const sports = new SportsPage(page);
    await sports.goto('girls-soccer');
    await expect(sports.rows('Division 1')).toHaveCount(7);
    // The first rows may be the server's first screen: the device's own copy is complete after its first sync.
    await waitForFirstSync(page);
    await ensureServiceWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await expect(sports.heading).toBeVisible();
    await expect(sports.standingsHeading).toContainText('Girls Soccer Standings');
    await expect(sports.rows('Division 1')).toHaveCount(7);
    await expect(sports.rankings).toHaveCount(10);
    await sports.header.expectOffline();
    await expect(sports.header.syncStatus).toContainText('showing saved data');
    await context.close();
  });

  for (const viewport of VIEWPORTS) {
    test(`is laid out and passes axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const sports = new SportsPage(page);
      await sports.goto('football');
      await expect(sports.rows('Division 3')).toHaveCount(6);
      await expect(sports.rankings).toHaveCount(10);
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
    });
  }
});
