import { ensureServiceWorkerControl, expect, newContext, test } from './fixtures';
import { expectNoAxeViolations, expectNoHorizontalScroll, screenshot, VIEWPORTS } from './lookChecks';
import { SportsPage } from './pages/SportsPage';

// The demo association: standings of every sidebar sport, a top-10 ranking each. Read only.
test.use({ demoData: true });

const pctValue = (pct: string) => Number(pct.startsWith('.') ? `0${pct}` : pct);

test.describe('/sports with the demo association', () => {

  test('without a choice it shows football: three divisions sorted by win %, the ranking, Coming Soon panels', async ({ page }) => {
    const sports = new SportsPage(page);
    await sports.goto();
    await expect(sports.sportLink('Football')).toHaveAttribute('aria-current', 'page');
    await expect(sports.standingsHeading).toContainText('Football Standings');
    await expect(sports.standingsHeading).toContainText('2024-25');

    // SPEC §9: Division 1 has 7 teams, Division 2 has 6, Division 3 has 6.
    await expect(sports.divisions.getByRole('heading', { level: 3 })).toHaveText(['Division 1', 'Division 2', 'Division 3']);
    await expect(sports.rows('Division 1')).toHaveCount(7);
    await expect(sports.rows('Division 2')).toHaveCount(6);
    await expect(sports.rows('Division 3')).toHaveCount(6);
    // Phones see W, L and Pct; the accessible names are always the spec's columns.
    const headers = sports.division('Division 1').getByRole('columnheader');
    await expect(headers).toHaveCount(5);
    for (const [i, name] of ['Team', 'Wins', 'Losses', 'Overall', 'Win %'].entries()) {
      await expect(headers.nth(i)).toHaveAccessibleName(name);
    }

    for (const division of ['Division 1', 'Division 2', 'Division 3']) {
      const rows = await sports.table(division);
      for (const row of rows) {
        expect(row.pct).toMatch(/^(1\.000|\.\d{3})$/);
        expect(row.overall).toMatch(new RegExp(`^${row.wins}-${row.losses}(-\\d+)?$`));
      }
      const sorted = [...rows].sort((a, b) => pctValue(b.pct) - pctValue(a.pct) || b.wins - a.wins);
      expect(rows.map((r) => [r.pct, r.wins])).toEqual(sorted.map((r) => [r.pct, r.wins]));
    }

    await expect(sports.rankings).toHaveCount(10);
    const ranks = await sports.rankings.locator('.power-rankings__rank').allTextContents();
    expect(ranks).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    for (const title of ['LIAA Leaders', 'Division Statistics'] as const) {
      await expect(sports.comingSoon(title)).toContainText('Coming Soon');
    }
    await sports.header.expectLive();
  });

  test('the sidebar sets ?selectedSport=, and both spellings of a sport choose it', async ({ page }) => {
    const sports = new SportsPage(page);
    await sports.goto('football');
    await expect(sports.sidebar.getByRole('link')).toHaveText([
      'Football', 'Boys Golf', 'Girls Golf', 'Boys Soccer', 'Girls Soccer', 'Boys Cross Country', 'Girls Cross Country', 'Volleyball',
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
    test(`looks right and passes axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const sports = new SportsPage(page);
      await sports.goto('football');
      await expect(sports.rows('Division 3')).toHaveCount(6);
      await expect(sports.rankings).toHaveCount(10);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await screenshot(page, `sports-${viewport.name}`);
    });
  }
});
