import type { FeaturedScoreDoc } from '../../src/shared/schemas/featuredScores.schema';
import { ensureServiceWorkerControl, expect, test, uniqueName } from './fixtures';
import { VIEWPORTS, expectLaidOut, expectNoAxeViolations } from './lookChecks';
import { seedGame } from './pages/admin/contentSeed';
import { FeaturedTab } from './pages/admin/FeaturedTab';
import { allDocs } from './serverDocs';

test.describe('Featured Scores tab', () => {
  test('features LIVE and FINAL games in order, marks them Already Featured, and removes them', async ({ adminSession, server }) => {
    const home = uniqueName('Harborview');
    const final = { home, away: uniqueName('Maple Ridge') };
    const live = { home, away: uniqueName('Bayside') };
    const upcoming = { home, away: uniqueName('Cedar Point') };
    const finalId = await seedGame(server, { ...final, status: 'FINAL', score: [21, 14] });
    const liveId = await seedGame(server, { ...live, status: 'LIVE', score: [7, 3], sport: 'soccer-girls' });
    await seedGame(server, { ...upcoming, status: 'UPCOMING' });
    const title = (g: { home: string; away: string }) => `${g.home} vs ${g.away}`;

    const { admin, page } = adminSession;
    await admin.openTab('Featured Scores');
    const tab = new FeaturedTab(page);
    await expect(tab.heading).toBeVisible();
    await expect(tab.game(title(final))).toContainText('21 - 14');
    await expect(tab.game(title(final))).toContainText('FINAL');
    await expect(tab.game(title(live))).toContainText('LIVE');
    // Only games with scores (LIVE or FINAL) can be picked.
    await expect(tab.game(title(upcoming))).toHaveCount(0);

    const before = await tab.featured.count();
    await tab.feature(title(final));
    await expect(tab.featuredEntry(title(final))).toContainText(String(before + 1));
    await expect(tab.featuredEntry(title(final))).toContainText('21 - 14 · FINAL');
    const already = tab.game(title(final)).getByRole('button', { name: `${title(final)}: Already Featured` });
    await expect(already).toBeDisabled();
    await expect(already).toHaveText('Already Featured');

    await tab.feature(title(live));
    await expect(tab.featuredEntry(title(live))).toContainText(String(before + 2));

    // The sport filter narrows the picker.
    await tab.sportFilter.selectOption({ label: 'Girls Soccer' });
    await expect(tab.game(title(final))).toHaveCount(0);
    await expect(tab.game(title(live))).toBeVisible();
    await tab.sportFilter.selectOption({ label: 'All sports' });

    await expect
      .poll(async () => (await allDocs<FeaturedScoreDoc>(server, 'featuredScores')).filter((f) => f.gameId === finalId || f.gameId === liveId))
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ gameId: finalId, schoolName: home, opponent: final.away, homeScore: 21, awayScore: 14, status: 'FINAL', order: before + 1 }),
          expect.objectContaining({ gameId: liveId, opponent: live.away, homeScore: 7, awayScore: 3, status: 'LIVE', order: before + 2 }),
        ]),
      );

    await tab.remove(title(final));
    await expect(tab.game(title(final)).getByRole('button', { name: `Feature ${title(final)}` })).toBeEnabled();
    await expect.poll(async () => (await allDocs<FeaturedScoreDoc>(server, 'featuredScores')).some((f) => f.gameId === finalId)).toBe(false);
    await tab.remove(title(live));
  });

  test('works offline: a game featured with no signal survives a reload and reaches the server on reconnect', async ({ adminSession, server }) => {
    const game = { home: uniqueName('Offline Prep'), away: uniqueName('Valley Stream') };
    const gameId = await seedGame(server, { ...game, status: 'FINAL', score: [3, 1], sport: 'soccer-boys' });
    const title = `${game.home} vs ${game.away}`;
    const { context, page, admin } = adminSession;
    await ensureServiceWorkerControl(page);
    await admin.openTab('Featured Scores');
    const tab = new FeaturedTab(page);
    await expect(tab.game(title)).toBeVisible();

    await context.setOffline(true);
    await admin.header.expectOffline();
    await tab.feature(title);
    await expect(admin.pending).toHaveText('1 change waiting to sync');

    await page.reload();
    await admin.expectDashboard();
    await admin.openTab('Featured Scores');
    await expect(tab.featuredEntry(title)).toBeVisible();
    await expect(admin.pending).toHaveText('1 change waiting to sync');
    expect((await allDocs<FeaturedScoreDoc>(server, 'featuredScores')).some((f) => f.gameId === gameId)).toBe(false);

    await context.setOffline(false);
    await expect(admin.pending).toHaveText('All changes synced');
    await expect.poll(async () => (await allDocs<FeaturedScoreDoc>(server, 'featuredScores')).find((f) => f.gameId === gameId)).toMatchObject({
      schoolName: game.home,
      opponent: game.away,
      status: 'FINAL',
    });
    await tab.remove(title);
  });

  for (const viewport of VIEWPORTS) {
    test(`is laid out and passes axe at ${viewport.width} px`, async ({ adminSession, server }) => {
      const game = { home: uniqueName('Layout High'), away: uniqueName('Lakeside') };
      await seedGame(server, { ...game, status: 'LIVE', score: [14, 10] });
      const { admin, page } = adminSession;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await admin.openTab('Featured Scores');
      const tab = new FeaturedTab(page);
      await tab.feature(`${game.home} vs ${game.away}`);
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
      await tab.remove(`${game.home} vs ${game.away}`);
    });
  }
});
