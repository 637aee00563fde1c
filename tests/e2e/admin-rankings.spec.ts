import type { Page } from '@playwright/test';
import type { RankingDoc } from '../../src/shared/schemas/rankings.schema';
import { seasonName } from '../../src/shared/standings/season';
import type { TestServer } from '../kit/server';
import { ensureServiceWorkerControl, expect, newContext, test } from './fixtures';
import { watchMessages } from './messages';
import { VIEWPORTS, expectLaidOut, expectNoAxeViolations } from './lookChecks';
import { seedStanding } from './pages/admin/contentSeed';
import { FeaturedTab } from './pages/admin/FeaturedTab';
import { RankingsModal } from './pages/admin/RankingsModal';
import { SportsPage } from './pages/SportsPage';
import { allDocs } from './serverDocs';

/**
 * A season no other test uses: the modal and the /sports page show one
 * season's ranking, so each test ranks its own teams in its own season.
 */
async function seedSeason(server: TestServer, sport: string, records: [number, number][]): Promise<{ season: string; teams: string[] }> {
  const season = seasonName(2100 + Math.floor(Math.random() * 7000));
  const teams = records.map((_, i) => `Team ${String.fromCharCode(65 + i)} ${season}`);
  for (const [i, [wins, losses]] of records.entries()) {
    await seedStanding(server, { sport, season, division: 'division-1', teamName: teams[i], wins, losses });
  }
  return { season, teams };
}

async function openRankings(page: Page, sport: string, season: string): Promise<RankingsModal> {
  const tab = new FeaturedTab(page);
  await tab.manageRankings.click();
  const modal = new RankingsModal(page);
  await modal.expectOpen();
  await modal.sport.selectOption({ label: sport });
  await modal.season.selectOption(season);
  return modal;
}

/** The /sports power ranking, team names in rank order. */
function expectRanking(sports: SportsPage, teams: string[]) {
  return expect(sports.rankings).toHaveText(teams.map((team) => new RegExp(`Rank \\d+: ${team}`)));
}

test.describe('Manage Team Rankings', () => {
  test('is reachable, moves teams within 1 to the count (else says so and saves nothing), saves, and /sports shows it', async ({
    adminSession,
    browser,
    server,
  }) => {
    const { season, teams } = await seedSeason(server, 'volleyball', [[4, 0], [3, 1], [2, 2], [0, 4]]);
    const [a, b, c, d] = teams;
    const fan = await newContext(browser, server);
    const sports = new SportsPage(fan.page);
    await fan.page.goto(`/sports?selectedSport=volleyball&season=${season}`);
    // Issue 38: before an admin ranks anyone, the ranking is the standings' own order.
    await expectRanking(sports, [a, b, c, d]);
    await expect(sports.rankingsPanel).toContainText('Ordered by the standings');

    const { admin, page } = adminSession;
    await admin.openTab('Featured Scores');
    const modal = await openRankings(page, 'Volleyball', season);
    // No ranking yet: the season's standings, best first.
    await expect.poll(() => modal.teams()).toEqual([a, b, c, d]);

    await modal.move(d, '1');
    await expect.poll(() => modal.teams()).toEqual([d, a, b, c]);
    // Outside 1 to 4 (or not a whole number): named, and the list stays as it is.
    await modal.move(a, '5');
    await expect(modal.error).toHaveText(`Rank 5 for ${a} must be a whole number from 1 to 4.`);
    await modal.move(b, '0');
    await modal.move(c, '2.5');
    await expect(modal.error).toHaveText(`Rank 2.5 for ${c} must be a whole number from 1 to 4.`);
    await expect(modal.rankInput(a)).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => modal.teams()).toEqual([d, a, b, c]);
    // Issue 14: saving with such a rank still typed saves nothing, instead of 'updated successfully'.
    await modal.save.click();
    await expect(modal.error).toHaveText(`Error saving rankings: Rank 5 for ${a} must be a whole number from 1 to 4.`);
    await expect(modal.success).toHaveCount(0);
    // Nothing was stored: reopened, the modal starts from the season's standings again (no ranking yet).
    await modal.close();
    await openRankings(page, 'Volleyball', season);
    await expect.poll(() => modal.teams()).toEqual([a, b, c, d]);
    await modal.move(d, '1');
    await expect.poll(() => modal.teams()).toEqual([d, a, b, c]);
    // The Move button does what Enter does.
    await modal.rankInput(c).fill('3');
    await modal.dialog.getByRole('button', { name: `Move ${c}` }).click();
    await expect.poll(() => modal.teams()).toEqual([d, a, c, b]);

    const shown = await watchMessages(page);
    await modal.save.click();
    await shown('Rankings updated successfully!');
    await expectRanking(sports, [d, a, c, b]);
    // The admin's order overrides the standings' order, never their records.
    await expect(sports.rankings.first()).toContainText('0-4');
    await expect(sports.rankingsPanel).toContainText('Order set by the association on');
    await expect
      .poll(async () =>
        (await allDocs<RankingDoc>(server, 'rankings'))
          .filter((r) => r.season === season)
          .sort((x, y) => x.rank - y.rank)
          .map((r) => [r.teamName, r.rank, r.sport]),
      )
      .toEqual([[d, 1, 'volleyball'], [a, 2, 'volleyball'], [c, 3, 'volleyball'], [b, 4, 'volleyball']]);

    // Reopened, it edits the saved ranking; Reset drops unsaved moves.
    await modal.close();
    const again = await openRankings(page, 'Volleyball', season);
    await expect.poll(() => again.teams()).toEqual([d, a, c, b]);
    await again.move(b, '1');
    await expect.poll(() => again.teams()).toEqual([b, d, a, c]);
    await again.reset.click();
    await expect.poll(() => again.teams()).toEqual([d, a, c, b]);
    await again.move(b, '2');
    const shownAgain = await watchMessages(page);
    await again.save.click();
    await shownAgain('Rankings updated successfully!');
    await expectRanking(sports, [d, b, a, c]);
    await fan.context.close();
  });

  test('works offline: a ranking saved with no signal survives a reload and reaches a fan on reconnect', async ({
    adminSession,
    browser,
    server,
  }) => {
    const { season, teams } = await seedSeason(server, 'football', [[5, 1], [4, 2], [1, 5]]);
    const [a, b, c] = teams;
    const { context, page, admin } = adminSession;
    await ensureServiceWorkerControl(page);
    await admin.openTab('Featured Scores');
    const fan = await newContext(browser, server);
    const sports = new SportsPage(fan.page);
    await fan.page.goto(`/sports?selectedSport=football&season=${season}`);
    await expectRanking(sports, [a, b, c]);
    // The standings must be on this device before the signal goes.
    const first = await openRankings(page, 'Football', season);
    await expect.poll(() => first.teams()).toEqual([a, b, c]);
    await first.close();

    await context.setOffline(true);
    await admin.header.expectOffline();
    const modal = await openRankings(page, 'Football', season);
    await modal.move(c, '1');
    const shown = await watchMessages(page);
    await modal.save.click();
    await shown('Rankings updated successfully!');
    await expect(admin.pending).toHaveText('3 changes waiting to sync');

    await page.reload();
    await admin.expectDashboard();
    await admin.openTab('Featured Scores');
    const reopened = await openRankings(page, 'Football', season);
    await expect.poll(() => reopened.teams()).toEqual([c, a, b]);
    await expectRanking(sports, [a, b, c]);

    await context.setOffline(false);
    await expect(admin.pending).toHaveText('All changes synced');
    await expectRanking(sports, [c, a, b]);
    await fan.context.close();
  });

  for (const viewport of VIEWPORTS) {
    test(`is laid out and passes axe at ${viewport.width} px`, async ({ adminSession, server }) => {
      const { season } = await seedSeason(server, 'soccer-girls', [[6, 0], [4, 2], [3, 3], [2, 4], [0, 6]]);
      const { admin, page } = adminSession;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await admin.openTab('Featured Scores');
      const modal = await openRankings(page, 'Girls Soccer', season);
      await expect(modal.rows).toHaveCount(5);
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
    });
  }
});
