import type { Page } from '@playwright/test';
import type { AdminDevice } from './adminContexts';
import { PHONE, signedInAdmin } from './adminContexts';
import { seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { expect, test, uniqueName, waitForFirstSync } from './fixtures';
import { ScoringConsole } from './pages/admin/ScoringConsole';
import { Header } from './pages/Header';
import { getDoc } from './serverDocs';

const HOUR = 3_600_000;

interface Scorer extends AdminDevice {
  console: ScoringConsole;
  header: Header;
  /** The device's calls to /api/scorers/ and how each ended, watched without touching them: said if the seat never comes. */
  claims: string[];
}

async function openConsole(device: AdminDevice, gameId: string): Promise<Scorer> {
  const claims: string[] = [];
  const start = Date.now();
  const isClaim = (url: string) => url.includes('/api/scorers/');
  device.page.on('requestfinished', (request) => {
    if (isClaim(request.url())) void request.response().then((response) => claims.push(`+${Date.now() - start} ms ${request.method()} ${response?.status() ?? 'no answer'}`));
  });
  device.page.on('requestfailed', (request) => {
    if (isClaim(request.url())) claims.push(`+${Date.now() - start} ms ${request.method()} failed: ${request.failure()?.errorText ?? '?'}`);
  });
  const scorer = new ScoringConsole(device.page);
  await scorer.goto(gameId);
  await waitForFirstSync(device.page);
  return { ...device, console: scorer, header: new Header(device.page), claims };
}

async function goOffline(d: Scorer): Promise<void> {
  await d.context.setOffline(true);
  await d.header.expectOffline();
}

async function reconnect(d: Scorer): Promise<void> {
  await d.context.setOffline(false);
  await expect(d.console.pending).toHaveText('All changes synced');
}

async function liveGame(server: Parameters<typeof seedGame>[0], sport: string) {
  const home = uniqueName('Harborview');
  const away = uniqueName('Maple Ridge');
  const homeId = await seedSchoolWithSports(server, home, [sport]);
  const gameId = await seedGame(server, { sport, home: { id: homeId, name: home }, away: { name: away }, status: 'LIVE', time: new Date().toISOString() });
  return { home, away, gameId };
}

/**
 * Neither phone scored the game before going offline, so each claims it once back online: the first
 * to reconnect becomes its scorer (docs/design/scoring.md, "One scorer at a time"), and only the
 * scorer voids. The tests wait for that claim before the other reconnects.
 */
async function expectScorer(server: Parameters<typeof getDoc>[0], gameId: string, d: Scorer): Promise<void> {
  const device = await d.page.evaluate(() => localStorage.getItem('liaa.device'));
  const seated = async () => (await getDoc<{ id: string; scorer?: { device: string } }>(server, 'gameScorers', gameId).catch(() => null))?.scorer?.device ?? null;
  await expect
    .poll(seated, { message: `the seat of ${gameId} goes to device ${device}` })
    .toBe(device)
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\nThat device's calls to /api/scorers/: ${d.claims.join('; ') || 'none'}`);
    });
}

/** The offset this device learned to the server's clock (serverTime.ts), in ms. */
const clockOffset = (page: Page) => page.evaluate(() => Number(localStorage.getItem('liaa.clockOffset') ?? 0));

test('plays scored on two phones offline all count once both reconnect, and a duplicate is voided', async ({ browser, server }) => {
  test.setTimeout(150_000);
  const { home, away, gameId } = await liveGame(server, 'basketball');
  const a = await openConsole(await signedInAdmin(browser, server, PHONE), gameId);
  const b = await openConsole(await signedInAdmin(browser, server, PHONE), gameId);
  for (const d of [a, b]) await d.console.expectScore(0, 0);
  for (const d of [a, b]) await goOffline(d);

  await a.console.play('home', home, 'Two-pointer', 2).click();
  await a.console.play('home', home, 'Three-pointer', 3).click();
  await a.console.play('away', away, 'Free throw', 1).click();
  await b.console.play('home', home, 'Free throw', 1).click();
  await b.console.play('away', away, 'Two-pointer', 2).click();
  await b.console.play('away', away, 'Three-pointer', 3).click();
  await a.console.expectScore(5, 1);
  await b.console.expectScore(1, 5);
  await expect(a.console.alsoScoring).toHaveCount(0);

  await reconnect(a);
  await expectScorer(server, gameId, a);
  await reconnect(b);
  // Every play of both devices, each once: the union of both logs.
  for (const d of [a, b]) {
    await d.console.expectScore(6, 6);
    await expect(d.console.alsoScoring).toHaveText(`Also being scored on another device by ${server.adminEmail}`);
    await expect(d.console.historyItems.filter({ hasText: /\+\d/ })).toHaveCount(6);
  }
  await expect
    .poll(async () => (await serverGame(server, gameId)).score)
    .toEqual({ home: { '1': 6, final: 6 }, away: { '1': 6, final: 6 } });

  // A sees B's plays as another device's, and voids one of them as a duplicate; both phones agree.
  const theirs = a.console.playItem(`${away} +3 Three-pointer`);
  await expect(theirs).not.toContainText('(this device)');
  await expect(a.console.historyItem(`${home} +3 Three-pointer`)).toContainText('(this device)');
  await a.console.voidEntry(theirs, 'Duplicate');
  for (const d of [a, b]) {
    await d.console.expectScore(6, 3);
    await expect(d.console.playItem(`${away} +3 Three-pointer`).locator('del')).toHaveText(`${away} +3 Three-pointer`);
    await expect(d.console.playItem(`${away} +3 Three-pointer`)).toContainText(`Voided by ${server.adminEmail}: Duplicate`);
    await expect(d.console.historyItem(`Voided ${away} +3 Three-pointer: Duplicate`)).toHaveCount(1);
  }
  await expect.poll(async () => (await serverGame(server, gameId)).score?.away?.final).toBe(3);
  await a.context.close();
  await b.context.close();
});

test('one period corrected on two devices offline goes to the later edit, even against a clock an hour fast', async ({ browser, server }) => {
  test.setTimeout(150_000);
  const { home, gameId } = await liveGame(server, 'basketball');
  // F's clock runs an hour ahead; it learns the server's time from the Date header of its first sync.
  const fast = await openConsole(
    await signedInAdmin(browser, server, PHONE, async ({ page }) => {
      await page.clock.install({ time: Date.now() + HOUR });
    }),
    gameId,
  );
  expect(await fast.page.evaluate(() => Date.now()) - Date.now()).toBeGreaterThan(HOUR - 60_000);
  await expect.poll(() => clockOffset(fast.page)).toBeLessThan(-(HOUR - 60_000));
  const slow = await openConsole(await signedInAdmin(browser, server, PHONE), gameId);
  for (const d of [fast, slow]) await goOffline(d);

  await fast.console.correct({ home: { '1': '10' } });
  await fast.console.expectScore(10, 0);
  await slow.console.correct({ home: { '1': '20' } });
  await slow.console.expectScore(20, 0);

  // The slow device reconnects first: were the fast device's stamps an hour ahead, its later push would win.
  await reconnect(slow);
  await reconnect(fast);
  for (const d of [fast, slow]) {
    await d.console.expectScore(20, 0);
    await expect(d.console.historyItem(`Correction: ${home} Quarter 1 10 → 20`)).toBeVisible();
  }
  await expect(fast.console.historyItem(`Correction: ${home} Quarter 1 – → 10`)).toContainText(`Replaced by a later correction by ${server.adminEmail}`);
  await expect.poll(async () => (await serverGame(server, gameId)).score).toEqual({ home: { '1': 20, final: 20 }, away: { '1': 0, final: 0 } });
  await fast.context.close();
  await slow.context.close();
});

test('two scorers offline record the same goal: marked on both consoles, voided in one tap; the one who ended the game is told its final changed', async ({ browser, server }) => {
  test.setTimeout(150_000);
  const { home, away, gameId } = await liveGame(server, 'soccer-boys');
  const a = await openConsole(await signedInAdmin(browser, server, PHONE), gameId);
  const b = await openConsole(await signedInAdmin(browser, server, PHONE), gameId);
  for (const d of [a, b]) await goOffline(d);

  // A scores three home goals and ends the game at 3-0; B, offline too, records one of those goals and two of the visitors'.
  for (let i = 0; i < 3; i++) await a.console.play('home', home, 'Goal', 1).click();
  await a.console.expectScore(3, 0);
  await a.console.end(`${home} 3 – 0 ${away}`);
  await b.console.play('home', home, 'Goal', 1).click();
  await b.console.play('away', away, 'Goal', 1).click();
  await b.console.play('away', away, 'Goal', 1).click();
  await b.console.expectScore(1, 2);

  await reconnect(b);
  await expectScorer(server, gameId, b);
  await reconnect(a);
  for (const d of [a, b]) {
    await d.console.expectScore(4, 2);
    // Marked on both consoles: a notice above, and both look-alike goals in the history.
    await expect(d.console.duplicatesNotice).toHaveText(/^1 possible duplicate: /);
    await expect(d.console.possibleDuplicates).toHaveCount(2);
  }
  // A had ended the game at 3-0: told what changed, from what to what, and because of whose entries.
  const by = `${server.adminEmail} (device `;
  await expect(a.console.syncedChange).toContainText(`The final changed after syncing: 3 – 0 became 4 – 2, by entries of ${by}`);
  // B is told too: its 1 – 2 is the final A's goals and A's end made.
  await expect(b.console.syncedChange).toContainText(`The final changed after syncing: 1 – 2 became 4 – 2, by entries of ${by}`);

  // One tap on the scorer's console (B's) voids B's goal as the duplicate; both consoles agree, and the marks are gone.
  await expect(a.console.scorerOther).toContainText('is scoring this game');
  const bGoal = b.console.playItem(`${home} +1 Goal`).filter({ hasText: '(this device)' });
  await bGoal.getByRole('button', { name: /^Void as a duplicate: / }).click();
  for (const d of [a, b]) {
    await d.console.expectScore(3, 2);
    await expect(d.console.possibleDuplicates).toHaveCount(0);
    await expect(d.console.duplicatesNotice).toHaveCount(0);
  }
  await expect.poll(async () => (await serverGame(server, gameId)).score?.home?.final).toBe(3);
  // Read, the notice goes, and stays gone after a reload.
  await a.console.syncedChangeOk.click();
  await expect(a.console.syncedChange).toHaveCount(0);
  await a.page.reload();
  await a.console.expectScore(3, 2);
  await expect(a.console.syncedChange).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});
