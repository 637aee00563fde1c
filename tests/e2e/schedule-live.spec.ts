import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { expectSameDocument, markDocument } from './lookChecks';
import { SchedulePage } from './pages/SchedulePage';
import { putDoc, updateDoc } from './serverDocs';

// The shared store (no demo data): each test writes its own games, with team names no other test uses.
type GameFields = { id: string; status: string; score?: unknown };

function newGame(tag: string, fields: Record<string, unknown>) {
  const id = `e2e-${tag}-${randomUUID()}`;
  return {
    id,
    sport: 'football',
    homeSchoolName: `Home ${tag} ${id.slice(-6)}`,
    awayName: `Away ${tag} ${id.slice(-6)}`,
    time: new Date().toISOString(),
    location: 'Courtside Field',
    status: 'UPCOMING',
    ...fields,
  };
}

test.describe('/schedule live', () => {
  test('a LIVE score entered on another device appears without reload, in a polite live region; FINAL moves the game', async ({ page, server }) => {
    const game = newGame('live', { status: 'LIVE', score: { home: { final: 0 }, away: { final: 0 } } });
    await putDoc(server, 'games', game);

    const schedule = new SchedulePage(page);
    await schedule.goto();
    const score = schedule.liveScore(game.homeSchoolName);
    await expect(score).toHaveText(`${game.homeSchoolName}0${game.awayName}0`);
    await expect(score).toHaveAttribute('aria-live', 'polite');
    // No stream yet: the placeholder link goes nowhere and says so.
    const placeholder = schedule.streamLink(game.homeSchoolName);
    await expect(placeholder).toHaveText(/^Stream coming soon/);
    await expect(placeholder).toHaveAttribute('aria-disabled', 'true');
    await markDocument(page);

    await updateDoc<GameFields>(server, 'games', game.id, (doc) => ({
      ...doc,
      score: { home: { '1': 14, final: 14 }, away: { '1': 7, final: 7 } },
      url: 'https://stream.example.org/liaa/e2e',
    }));
    await expect(score).toHaveText(`${game.homeSchoolName}14${game.awayName}7`);
    await expect(score).toHaveAttribute('aria-live', 'polite');
    const stream = schedule.streamLink(game.homeSchoolName);
    await expect(stream).toHaveText(/^Watch Stream/);
    await expect(stream).toHaveAttribute('href', 'https://stream.example.org/liaa/e2e');
    await expect(stream).toHaveAttribute('rel', /\bnoopener\b/);

    await updateDoc<GameFields>(server, 'games', game.id, (doc) => ({ ...doc, status: 'FINAL' }));
    await expect(schedule.liveGame(game.homeSchoolName)).toHaveCount(0);
    const row = schedule.todayGame(game.homeSchoolName);
    await expect(row).toHaveAttribute('data-status', 'FINAL');
    await expect(row).toContainText('14');
    await expect(row).toContainText('7');
    await expectSameDocument(page);
  });

  test('both spellings of a sport (soccer-boys, boys-soccer) show under one filter', async ({ page, server }) => {
    const admin = newGame('admin-spelling', { sport: 'soccer-boys', status: 'UPCOMING' });
    const later = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const publicSpelling = newGame('public-spelling', { sport: 'boys-soccer', status: 'UPCOMING', time: later });
    const girls = newGame('girls', { sport: 'girls-soccer', status: 'UPCOMING' });
    for (const game of [admin, publicSpelling, girls]) await putDoc(server, 'games', game);

    const schedule = new SchedulePage(page);
    await schedule.goto();
    await schedule.filter('Boys Soccer').click();
    await expect(schedule.todayGame(admin.homeSchoolName)).toBeVisible();
    await expect(schedule.todayGame(publicSpelling.homeSchoolName)).toBeVisible();
    await expect(schedule.todayGame(publicSpelling.homeSchoolName)).toContainText('Boys Soccer');
    await expect(schedule.todayGame(girls.homeSchoolName)).toHaveCount(0);

    await page.goto('/schedule?sport=girls-soccer');
    await expect(schedule.filter('Girls Soccer')).toHaveAttribute('aria-pressed', 'true');
    await expect(schedule.todayGame(girls.homeSchoolName)).toBeVisible();
    await expect(schedule.todayGame(admin.homeSchoolName)).toHaveCount(0);
  });
});
