import type { Page } from '@playwright/test';
import type { TestServer } from '../kit/server';
import { expect, test } from './fixtures';
import { SchedulePage } from './pages/SchedulePage';
import { SCHEDULE_PAGE_SIZE } from '../../src/shared/firstScreens';

// A store of its own, and a phone's screen (Lighthouse's mobile profile): one column, live games above today's.
test.use({ serverKey: 'schedule-layout-shift', viewport: { width: 412, height: 823 } });

const HOUR = 3600_000;

interface SeedGame {
  tag: string;
  index: number;
  status: 'LIVE' | 'UPCOMING';
  time: number;
}

async function seedGames(server: TestServer, games: readonly SeedGame[]): Promise<void> {
  const docs = games.map(({ tag, index, status, time }) => {
    const id = `e2e-cls-${tag}-${String(index).padStart(4, '0')}`;
    return {
      _id: id,
      id,
      sport: 'football',
      homeSchoolName: `Home ${tag} ${index}`,
      awayName: `Away ${tag} ${index}`,
      time: new Date(time).toISOString(),
      location: 'Shift Field',
      status,
      ...(status === 'LIVE' ? { score: { home: { final: 0 }, away: { final: 0 } } } : {}),
      updatedAt: Date.now(),
    };
  });
  const response = await fetch(`${server.url}/db/games/_bulk_docs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await server.adminToken()}` },
    body: JSON.stringify({ docs }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

/** Every layout shift the page had, buffered from its start, that no tap or key caused. */
async function layoutShiftScore(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer never calls back. A frame later, zero is the answer.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
}

test('a first visit does not jump while the games arrive page by page (CLS < 0.1)', async ({ page, server }) => {
  // A season written latest first: every later page of the first sync (100, then 1000 per page)
  // brings games, LIVE ones too, that sort *above* the ones already on screen.
  const total = 1_500;
  const liveEvery = 250;
  const now = Date.now();
  const games = Array.from({ length: total }, (_, index): SeedGame => {
    const live = index % liveEvery === 0;
    return { tag: 'first', index, status: live ? 'LIVE' : 'UPCOMING', time: live ? now - (index / liveEvery) * HOUR : now + (total - index) * HOUR };
  });
  await seedGames(server, games);
  const live = games.filter((game) => game.status === 'LIVE').length;

  const schedule = new SchedulePage(page);
  await schedule.goto();
  // Everything arrived: every LIVE game, the first page of upcoming ones, and the count of the rest.
  const liveCards = schedule.liveGames.filter({ hasText: 'Home first ' });
  await expect(liveCards).toHaveCount(live);
  await expect(schedule.todayGames).toHaveCount(SCHEDULE_PAGE_SIZE);
  await expect(schedule.todayPanel.getByRole('button', { name: `Show more games (${total - live - SCHEDULE_PAGE_SIZE} more)` })).toBeVisible();
  // Earliest first: the earliest games came in the last page.
  await expect(liveCards.first()).toContainText(`Home first ${(live - 1) * liveEvery}`);
  await expect(schedule.todayGames.first()).toContainText(`Home first ${total - 1}`);

  expect(await layoutShiftScore(page)).toBeLessThan(0.1);
});

test('a live score changing on another device does not move the page', async ({ page, server }) => {
  const now = Date.now();
  await seedGames(server, [0, 1, 2].map((index): SeedGame => ({ tag: 'score', index, status: 'LIVE', time: now - (10 - index) * 24 * HOUR })));
  const schedule = new SchedulePage(page);
  await schedule.goto();
  // Days ago: the earliest LIVE games of the store, first on screen.
  const card = schedule.liveGame('Home score 0');
  await expect(schedule.liveGames.first()).toContainText('Home score 0');
  await expect(schedule.liveGames.filter({ hasText: 'Home score ' })).toHaveCount(3);
  const box = await card.boundingBox();
  const before = await layoutShiftScore(page);

  // The score grows from 0 to three digits, as a basketball game's does.
  const id = 'e2e-cls-score-0000';
  const current = (await (await fetch(`${server.url}/db/games/${id}`)).json()) as Record<string, unknown>;
  const response = await fetch(`${server.url}/db/games/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await server.adminToken()}` },
    body: JSON.stringify({ ...current, score: { home: { final: 104 }, away: { final: 99 } }, updatedAt: Date.now() }),
  });
  expect(response.ok, await response.text()).toBe(true);
  await expect(card.getByTestId('live-score')).toContainText('104');

  expect(await card.boundingBox()).toEqual(box);
  expect(await layoutShiftScore(page)).toBeCloseTo(before, 3);
});
