import { randomUUID } from 'node:crypto';
import type { TestServer } from '../kit/server';
import { ensureServiceWorkerControl, expect, newContext, test, waitForFirstSync } from './fixtures';
import { expectLaidOut, expectNoAxeViolations, expectSameDocument, markDocument } from './lookChecks';
import { GamePage } from './pages/GamePage';
import { HomePage } from './pages/HomePage';
import { SchedulePage } from './pages/SchedulePage';
import { SchoolPage } from './pages/SchoolPage';
import { allDocs, bulkDocs, putDoc } from './serverDocs';

// The demo association (six LIVE games with their scoring logs). The scoring test adds plays to one of them.
test.use({ demoData: true, serverKey: 'game-page-demo' });

type Side = Record<string, number | string | null>;
interface Game {
  id: string;
  sport: string;
  status: string;
  homeSchoolName: string;
  awayName: string;
  homeSchoolId?: string;
  location: string;
  period?: string;
  url?: string;
  time: string;
  score?: { home?: Side; away?: Side };
}

/** The LIVE football game the schedule lists first (earliest start, then home team). */
async function liveFootballGame(server: TestServer): Promise<Game> {
  const games = await allDocs<Game>(server, 'games');
  const live = games.filter((game) => game.status === 'LIVE' && game.sport === 'football');
  live.sort((a, b) => Date.parse(a.time) - Date.parse(b.time) || a.homeSchoolName.localeCompare(b.homeSchoolName) || a.id.localeCompare(b.id));
  expect(live.length).toBeGreaterThan(0);
  return live[0];
}

/** The game's current server copy (its score is computed from its entries there). */
async function serverGame(server: TestServer, id: string): Promise<Game> {
  return (await allDocs<Game>(server, 'games')).find((game) => game.id === id) as Game;
}

/** How many lines the game's scoring summary lists: its entries but the voids (demo logs have no changes of state). */
async function entryCount(server: TestServer, gameId: string): Promise<number> {
  const query = new URLSearchParams({ include_docs: 'true', startkey: JSON.stringify(`${gameId}:`), endkey: JSON.stringify(`${gameId}:\ufff0`) });
  const answer = (await (await fetch(`${server.url}/db/scoreEntries/_all_docs?${query}`)).json()) as { rows: { doc: { kind: string } }[] };
  return answer.rows.filter((row) => row.doc.kind !== 'void').length;
}

const finals = (game: Game) => ({ home: Number(game.score?.home?.final), away: Number(game.score?.away?.final) });

/** A scoring entry as a scorer's device writes it. */
function scoreEntry(gameId: string, fields: Record<string, unknown>, counter = 0) {
  const now = Date.now();
  return {
    id: `${gameId}:${randomUUID()}`,
    gameId,
    hlc: `${String(now).padStart(13, '0')}:${String(counter).padStart(4, '0')}:testdev`,
    device: 'testdev',
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

test.describe('/games/{id}', () => {
  test('a fan opens a LIVE game from the schedule: teams, score, periods and the scoring summary', async ({ page, server }) => {
    const game = await liveFootballGame(server);
    const { home, away } = finals(game);
    const entries = await entryCount(server, game.id);
    expect(entries).toBeGreaterThan(0);

    const schedule = new SchedulePage(page);
    await schedule.goto();
    // The same two schools may play LIVE in two sports at once: the card is found by its game's link.
    const card = schedule.liveGames.filter({ has: page.locator(`a[href="/games/${game.id}"]`) });
    // The card opens the game; its stream link still opens the stream (it sits above the card's link).
    const stream = card.getByRole('link', { name: /^Watch Stream/ });
    const onTop = await stream.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    await card.getByRole('link', { name: `View game: ${game.homeSchoolName} vs ${game.awayName}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));

    const gamePage = new GamePage(page);
    await gamePage.expectGame(game.homeSchoolName, game.awayName);
    await expect(gamePage.scoreboard).toContainText('LIVE');
    await expect(gamePage.currentPeriod).toHaveText(`Quarter ${game.period}`);
    await expect(gamePage.score).toContainText(`${home}–${away}`);
    await expect(gamePage.score).toContainText(`${game.homeSchoolName} ${home}, ${game.awayName} ${away}`);
    await expect(page).toHaveTitle(`${game.homeSchoolName} ${home}–${away} ${game.awayName} · LIAA`);
    await expect(gamePage.streamLink).toHaveAttribute('href', game.url as string);
    await expect(gamePage.streamLink).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(gamePage.scoreboard).toContainText(game.location);

    // The box score: the sport's periods, each team's row ending with its final.
    await expect(gamePage.periodTable.getByRole('columnheader')).toHaveText(['Team', /^1/, /^2/, /^3/, /^4/, 'Final']);
    const homeRow = gamePage.periodRow(game.homeSchoolName);
    await expect(homeRow.getByRole('cell').first()).toHaveText(String(game.score?.home?.['1'] ?? '–'));
    await expect(homeRow.getByRole('cell').last()).toHaveText(String(home));

    // The summary: every play of the log, in order, the last one ending at the current score.
    await expect(gamePage.plays).toHaveCount(entries);
    await expect(gamePage.plays.first()).toContainText(/Touchdown|Field goal|Extra point|Safety|Two-point conversion/);
    await expect(gamePage.plays.first()).toContainText('Quarter 1');
    await expect(gamePage.plays.last()).toContainText(`${home}–${away}`);
    await expect(gamePage.announcement).toHaveText('');
    await expect(gamePage.notes).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a play scored on another device shows without a reload, with its summary line, and is announced politely; a void takes it back', async ({ page, server }) => {
    const game = await liveFootballGame(server);
    const before = finals(await serverGame(server, game.id));
    const entries = await entryCount(server, game.id);
    const gamePage = new GamePage(page);
    await gamePage.goto(game.id);
    await gamePage.expectGame(game.homeSchoolName, game.awayName);
    await expect(gamePage.plays).toHaveCount(entries);
    await expect(gamePage.announcement).toHaveAttribute('aria-live', 'polite');
    await expect(gamePage.announcement).toHaveText('');
    // Live from here: during the device's first sync a change comes down once that sync has read
    // the season (docs/design/sync.md §14), which on a loaded machine can outlast any expect timeout.
    await waitForFirstSync(page);
    await markDocument(page);

    const touchdown = scoreEntry(game.id, { kind: 'play', team: 'home', period: game.period, value: 6, play: 'td' });
    await bulkDocs(server, 'scoreEntries', [touchdown]);

    const after = { home: before.home + 6, away: before.away };
    await expect(gamePage.score).toContainText(`${after.home}–${after.away}`);
    await expect(gamePage.announcement).toHaveText(`${game.homeSchoolName} ${after.home}, ${game.awayName} ${after.away}`);
    await expect(gamePage.plays).toHaveCount(entries + 1);
    const line = gamePage.plays.last();
    await expect(line).toContainText('Touchdown');
    await expect(line).toContainText('+6');
    await expect(line).toContainText(`${game.homeSchoolName} · Quarter ${game.period}`);
    await expect(line).toContainText(`${after.home}–${after.away}`);
    await expect(page).toHaveTitle(`${game.homeSchoolName} ${after.home}–${after.away} ${game.awayName} · LIAA`);
    await expect(gamePage.periodRow(game.homeSchoolName).getByRole('cell').last()).toHaveText(String(after.home));

    // The scorer voids it: the play stays listed, marked, and the score goes back.
    await bulkDocs(server, 'scoreEntries', [scoreEntry(game.id, { kind: 'void', target: touchdown.id, reason: 'Wrong team' }, 1)]);
    // The server's game first (it computes the score from the entries), then the fan's page: a
    // failure says which of the two did not follow.
    await expect.poll(async () => finals(await serverGame(server, game.id)), { message: "the server's computed score" }).toEqual(before);
    await expect(gamePage.score).toContainText(`${before.home}–${before.away}`);
    await expect(gamePage.announcement).toHaveText(`${game.homeSchoolName} ${before.home}, ${game.awayName} ${before.away}`);
    await expect(line).toContainText('Voided');
    await expect(line).toContainText('Wrong team');
    await expect(line).not.toContainText(`${after.home}–${after.away}`);
    await expect(gamePage.plays).toHaveCount(entries + 1);
    await expectSameDocument(page);
  });

  test('once visited, the game and its scoring summary open with no signal, after a reload too', async ({ browser, server }) => {
    const game = await liveFootballGame(server);
    const { home, away } = finals(await serverGame(server, game.id));
    const entries = await entryCount(server, game.id);
    const { context, page } = await newContext(browser, server);
    const gamePage = new GamePage(page);
    await gamePage.goto(game.id);
    await expect(gamePage.plays).toHaveCount(entries);
    await ensureServiceWorkerControl(page);
    await waitForFirstSync(page);
    await expect(gamePage.plays).toHaveCount(entries);

    await context.setOffline(true);
    await page.reload();
    await gamePage.expectGame(game.homeSchoolName, game.awayName);
    await expect(gamePage.score).toContainText(`${home}–${away}`);
    await expect(gamePage.plays).toHaveCount(entries);
    await expect(gamePage.summary).toContainText("You're offline: this is the scoring summary as of");
    await gamePage.header.expectOffline();
    await context.close();
  });

  test('a failed fetch of the summary says so, with Try Again', async ({ page, server }) => {
    const game = await liveFootballGame(server);
    const entries = await entryCount(server, game.id);
    await page.route('**/db/scoreEntries/_all_docs?**', (route) => route.abort());
    const gamePage = new GamePage(page);
    await gamePage.goto(game.id);
    await gamePage.expectGame(game.homeSchoolName, game.awayName);
    await expect(gamePage.summary.getByRole('alert')).toHaveText('Failed to load the scoring summary.');
    await page.unroute('**/db/scoreEntries/_all_docs?**');
    await gamePage.summary.getByRole('button', { name: 'Try Again' }).click();
    await expect(gamePage.plays).toHaveCount(entries);
  });

  test("a FINAL game's page offers no live stream, though the game kept its link", async ({ page, server }) => {
    const live = await liveFootballGame(server);
    const id = `final-stream-${randomUUID()}`;
    await putDoc(server, 'games', {
      id,
      sport: 'football',
      homeSchoolId: live.homeSchoolId,
      homeSchoolName: live.homeSchoolName,
      awayName: 'Visiting Prep',
      time: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      location: live.location,
      status: 'FINAL',
      url: 'https://stream.example.org/over',
      score: { home: { '1': 7, '2': 0, '3': 0, '4': 3 }, away: { '1': 0, '2': 0, '3': 7, '4': 0 } },
    });
    const gamePage = new GamePage(page);
    await gamePage.goto(id);
    await gamePage.expectGame(live.homeSchoolName, 'Visiting Prep');
    await expect(gamePage.score).toContainText('10–7');
    await expect(gamePage.streamLink).toHaveCount(0);
    await expect(gamePage.scoreboard).not.toContainText('No stream link yet');
  });

  test('an address with no game, or no article, says so with a 404', async ({ page, server }) => {
    const response = await page.goto('/games/no-such-game');
    // The app's own not-found page, answered with the status that says so (a link checker, a crawler).
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible();
    await expect(page.getByText(/^Game not found\. /)).toBeVisible();
    await expect(page).toHaveTitle('Game not found · LIAA');

    const article = await fetch(`${server.url}/articles/no-such-article`, { headers: { accept: 'text/html' } });
    expect(article.status).toBe(404);
    expect(await article.text()).toContain('<div id="root"');
    const game = await liveFootballGame(server);
    expect((await fetch(`${server.url}/games/${encodeURIComponent(game.id)}`, { headers: { accept: 'text/html' } })).status).toBe(200);
  });

  test('a first visit to an address with no game says so before its first sync ends', async ({ page }) => {
    // The first sync's games never come while this test looks: only the server's word can say there is no such game.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/db\/games\//, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    try {
      await page.goto('/games/no-such-game-yet');
      await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible();
      await expect(page.getByText(/^Game not found\. /)).toBeVisible();
      // Said while the games are still on their way: the device's first sync is not done.
      expect(await page.evaluate(() => performance.getEntriesByName('liaa:first-sync-done').length)).toBe(0);
    } finally {
      release();
      await page.unroute(/\/db\/games\//);
    }
  });

  test('every game row and card links to its game: home scores, the schedule, school schedules', async ({ page, server }) => {
    const home = new HomePage(page);
    await home.goto();
    const card = home.scores.getByTestId('score-card').first();
    const link = card.getByRole('link', { name: /^View game: / });
    await link.click();
    await expect(page).toHaveURL(/\/games\/[^/]+$/);
    await expect(page.getByTestId('game-page')).toHaveAttribute('data-status', 'FINAL');

    const schedule = new SchedulePage(page);
    await schedule.goto();
    const row = schedule.todayGames.first();
    const name = (await row.getByRole('link').getAttribute('href')) ?? '';
    await row.getByRole('link', { name: /^View game: / }).click();
    await expect(page).toHaveURL(new RegExp(`${name}$`));
    await expect(page.getByTestId('game-page')).toBeVisible();

    const game = await liveFootballGame(server);
    const school = new SchoolPage(page);
    await school.goto(game.homeSchoolId as string, 'football');
    await school.expectSchool(game.homeSchoolName);
    const entry = school.gameById(game.id);
    await expect(entry).toBeVisible();
    // The entry's own button still opens the notes.
    await school.openNotes(entry);
    await page.keyboard.press('Escape');
    await entry.getByRole('link', { name: new RegExp(`^View game: ${game.homeSchoolName} vs ${game.awayName}, `) }).click();
    await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
    await new GamePage(page).expectGame(game.homeSchoolName, game.awayName);
  });

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`is laid out and passes axe at ${viewport.width} px`, async ({ page, server }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const game = await liveFootballGame(server);
      const gamePage = new GamePage(page);
      await gamePage.goto(game.id);
      await gamePage.expectGame(game.homeSchoolName, game.awayName);
      await expect(gamePage.plays.first()).toBeVisible();
      await expect(page.locator('.team-logo--pending')).toHaveCount(0);
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
    });
  }
});
