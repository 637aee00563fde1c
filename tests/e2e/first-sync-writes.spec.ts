import type { GameDoc } from '../../src/shared/schemas/games.schema';
import { expect, test, waitForFirstSync } from './fixtures';
import { HomePage } from './pages/HomePage';
import { allDocs, getDoc, updateDoc } from './serverDocs';

// A demo store of its own: each case changes the newest final's score.
test.use({ demoData: true, serverKey: 'first-sync-writes' });

const byTimeDesc = (a: GameDoc, b: GameDoc) => Date.parse(b.time) - Date.parse(a.time);

/**
 * A score written on the server while a fan's first sync is under way is never lost
 * (docs/design/sync.md §13): whether it lands before the season's sequence is noted, between
 * two pages of the first read, or before the changes phase, the device ends with it.
 * Each case holds the device's n-th request for games until the write is stored.
 */
for (const at of [0, 1, 2, 3]) {
  test(`a score written before the first sync's games request #${at + 1} reaches the device`, async ({ page, server }) => {
    const newest = (await allDocs<GameDoc>(server, 'games')).filter((g) => g.status === 'FINAL').sort(byTimeDesc)[0];
    const current = await getDoc<GameDoc>(server, 'games', newest.id);
    const homeScore = Number(current.score?.home?.final ?? 0) + 1;
    const write = () => updateDoc<GameDoc>(server, 'games', newest.id, (doc) => ({ ...doc, score: { ...doc.score, home: { ...doc.score?.home, final: homeScore } } }));

    let requests = 0;
    let written: Promise<void> | null = null;
    await page.route(/\/db\/games\//, async (route) => {
      if (requests++ === at) written = write();
      if (written) await written;
      await route.continue().catch(() => undefined);
    });
    const home = new HomePage(page);
    await home.goto();
    await waitForFirstSync(page);
    // A first sync that asked for games fewer times than `at`: the write lands after it instead.
    written ??= write();
    await written;
    await expect(home.finalScores.first().locator('.score-line__score').first()).toHaveText(String(homeScore));
  });
}
