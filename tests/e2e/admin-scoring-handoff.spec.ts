import type { Route } from '@playwright/test';
import type { AdminDevice } from './adminContexts';
import { PHONE, signedInAdmin } from './adminContexts';
import { seedGame, seedSchoolWithSports, serverGame } from './adminGamesSeed';
import { expect, test, uniqueName, waitForFirstSync } from './fixtures';
import { expectLaidOut, expectNoAxeViolations } from './lookChecks';
import { ScoringConsole } from './pages/admin/ScoringConsole';
import { Header } from './pages/Header';
import { getDoc } from './serverDocs';

/**
 * One scorer at a time (docs/design/scoring.md): two phones (two contexts) on one game. The first
 * that scores is the scorer; the other watches, asks to take over, and scores once handed over.
 */

interface Scorer extends AdminDevice {
  console: ScoringConsole;
}

async function openConsole(device: AdminDevice, gameId: string): Promise<Scorer> {
  const scorer = new ScoringConsole(device.page);
  await scorer.goto(gameId);
  await waitForFirstSync(device.page);
  return { ...device, console: scorer };
}

async function liveGame(server: Parameters<typeof seedGame>[0]) {
  const home = uniqueName('Harborview');
  const away = uniqueName('Maple Ridge');
  const homeId = await seedSchoolWithSports(server, home, ['basketball']);
  const gameId = await seedGame(server, { sport: 'basketball', home: { id: homeId, name: home }, away: { name: away }, status: 'LIVE', time: new Date().toISOString() });
  return { home, away, gameId };
}

/** The game's seat as the server stored it: the device id of its scorer. */
const scorerDevice = async (server: Parameters<typeof getDoc>[0], gameId: string) =>
  ((await getDoc<{ id: string; scorer?: { device: string } }>(server, 'gameScorers', gameId).catch(() => null))?.scorer?.device ?? null);
const deviceOf = (d: AdminDevice) => d.page.evaluate(() => localStorage.getItem('liaa.device'));

test.describe('with the scorer answering', () => {
  test('B sees A scoring, asks with the keyboard, A accepts, and B scores; A then only watches', async ({ browser, server }) => {
    test.setTimeout(120_000);
    const { home, away, gameId } = await liveGame(server);
    const a = await openConsole(await signedInAdmin(browser, server, PHONE), gameId);
    await a.console.play('home', home, 'Two-pointer', 2).click();
    await expect.poll(() => scorerDevice(server, gameId)).toBe(await deviceOf(a));

    const b = await openConsole(await signedInAdmin(browser, server, PHONE), gameId);
    await expect(b.console.scorerOther).toHaveText(new RegExp(`^${server.adminEmail} \\(.+\\) is scoring this game \\(since \\d{1,2}:\\d\\d [AP]M\\)$`));
    await b.console.expectScore(2, 0);
    // B does not score until it is the scorer: no plays, no Undo or End (docs/design/scoring.md).
    await expect(b.console.play('home', home, 'Two-pointer', 2)).toHaveCount(0);
    await expect(b.console.undoSlot).toHaveCount(0);
    await expect(b.console.endGame).toHaveCount(0);
    await expect(b.console.correctScore).toHaveCount(0);
    await expectLaidOut(b.page);
    await expectNoAxeViolations(b.page);

    await b.console.askToTakeOver.focus();
    await b.page.keyboard.press('Enter');
    await expect(b.console.scorerOther).toContainText("Asked to take over: waiting for the scorer's answer until");
    await expect(b.console.askToTakeOver).toHaveCount(0);

    // A, live through the sync: the request, with the score and the plays still on a phone's screen.
    await expect(a.console.scorerRequest).toHaveText(new RegExp(`^${server.adminEmail} \\(.+\\) asks to take over scoring$`));
    await expect(a.console.homeScore).toBeInViewport();
    await expect(a.console.play('away', away, 'Free throw', 1)).toBeInViewport();
    await expect(a.console.acceptRequest).toBeInViewport();
    await expect(a.console.keepScoring).toBeInViewport();
    await expectLaidOut(a.page);
    await expectNoAxeViolations(a.page);
    await a.console.acceptRequest.focus();
    await a.page.keyboard.press('Enter');

    // B's console becomes the scoring one at once; A's the watching one, and A is not told it lost anything.
    await expect(b.console.scorerOther).toHaveCount(0);
    await b.console.play('home', home, 'Three-pointer', 3).click();
    for (const d of [a, b]) await d.console.expectScore(5, 0);
    await expect(a.console.scorerOther).toContainText('is scoring this game');
    await expect(a.console.play('home', home, 'Two-pointer', 2)).toHaveCount(0);
    await expect(a.console.scorerLost).toHaveCount(0);
    await expect.poll(() => scorerDevice(server, gameId)).toBe(await deviceOf(b));
    await expect.poll(async () => (await serverGame(server, gameId)).score?.home?.final).toBe(5);
    await a.context.close();
    await b.context.close();
  });

  test('Keep scoring declines: the request is gone, B may ask again, and A goes on scoring', async ({ browser, server }) => {
    test.setTimeout(120_000);
    const { home, gameId } = await liveGame(server);
    const a = await openConsole(await signedInAdmin(browser, server, PHONE), gameId);
    await a.console.play('home', home, 'Free throw', 1).click();
    await expect.poll(() => scorerDevice(server, gameId)).toBe(await deviceOf(a));
    const b = await openConsole(await signedInAdmin(browser, server, PHONE), gameId);
    await b.console.askToTakeOver.click();
    await a.console.keepScoring.click();
    await expect(a.console.scorerRequest).toHaveCount(0);
    await expect(b.console.askToTakeOver).toBeVisible();
    await a.console.play('home', home, 'Free throw', 1).click();
    await b.console.expectScore(2, 0);
    await a.context.close();
    await b.context.close();
  });
});

/**
 * A claim that fails for a passing reason is sent again until it gets the seat. Each case answers
 * the device's first claims as it says (the sync stays online all along), then lets them through.
 */
const PASSING_FAILURES: { name: string; answers: ((route: Route) => Promise<void> | void)[]; wait?: number }[] = [
  { name: 'does not reach the server while the sync says online', answers: [(route) => route.abort('internetdisconnected')] },
  {
    // No answer at all: the console gives up on it after CLAIM_WAIT_MS (8 s). Then a 503, as an overloaded server would answer.
    name: 'gets no answer in time, then a 503,',
    answers: [() => undefined, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'busy', reason: 'try again' }) })],
    wait: 30_000,
  },
];

for (const { name, answers, wait } of PASSING_FAILURES) {
  test(`a claim that ${name} is sent again`, async ({ browser, server }) => {
    test.setTimeout(120_000);
    const { home, gameId } = await liveGame(server);
    const a = await openConsole(await signedInAdmin(browser, server, PHONE), gameId);
    const claims: string[] = [];
    await a.context.route('**/api/scorers/**', async (route) => {
      claims.push(route.request().method());
      const answer = answers[claims.length - 1];
      if (answer) await answer(route);
      else await route.fallback();
    });
    await a.console.play('home', home, 'Two-pointer', 2).click();
    await expect.poll(() => scorerDevice(server, gameId), { timeout: wait }).toBe(await deviceOf(a));
    expect(claims).toEqual([...answers.map(() => 'POST'), 'POST']);
    await expect.poll(async () => (await serverGame(server, gameId)).score?.home?.final).toBe(2);
    await a.context.close();
  });
}

test.describe('with the scorer offline (the timeout injected: the request expires at once)', () => {
  test.use({ serverKey: 'scorer-timeout', serverEnv: { SCORER_REQUEST_TIMEOUT_MS: '0' } });

  test('B takes over when A does not answer; A, back online, keeps its offline plays and is told who scores since when', async ({ browser, server }) => {
    test.setTimeout(150_000);
    const { home, away, gameId } = await liveGame(server);
    const a = await openConsole(await signedInAdmin(browser, server, PHONE), gameId);
    await a.console.play('home', home, 'Two-pointer', 2).click();
    await expect.poll(() => scorerDevice(server, gameId)).toBe(await deviceOf(a));
    // The claim and the play travel apart: A goes offline only once its online play reached the server too.
    await expect.poll(async () => (await serverGame(server, gameId)).score?.home?.final).toBe(2);

    await a.context.setOffline(true);
    await new Header(a.page).expectOffline();
    await a.console.play('home', home, 'Three-pointer', 3).click();
    await a.console.expectScore(5, 0);

    const b = await openConsole(await signedInAdmin(browser, server, PHONE), gameId);
    await b.console.askToTakeOver.click();
    await expect(b.console.scorerOther).toContainText('The scorer did not answer.');
    await b.console.takeOver.click();
    await expect(b.console.scorerOther).toHaveCount(0);
    await b.console.play('away', away, 'Free throw', 1).click();
    await b.console.expectScore(2, 1);

    await a.context.setOffline(false);
    // Nothing is lost: A's offline play joins the union; A is told it no longer scores, by whom and since when.
    for (const d of [a, b]) await d.console.expectScore(5, 1);
    await expect(a.console.scorerLost).toHaveText(
      new RegExp(`^This device is no longer scoring this game: ${server.adminEmail} \\(.+\\) has scored it since \\d{1,2}:\\d\\d [AP]M \\(this device did not answer the request in time\\)\\. What you entered here is kept\\.$`),
    );
    await expect(a.console.play('home', home, 'Two-pointer', 2)).toHaveCount(0);
    await a.console.root.locator('.scorer__seat').getByRole('button', { name: 'OK', exact: true }).click();
    await expect(a.console.scorerLost).toHaveCount(0);
    await expect.poll(async () => (await serverGame(server, gameId)).score?.home?.final).toBe(5);
    await a.context.close();
    await b.context.close();
  });
});
