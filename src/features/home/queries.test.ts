import { firstValueFrom } from 'rxjs';
import { filter } from 'rxjs/operators';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../data/database';
import { createAppDatabase } from '../../data/database';
import { getMemoryStorage } from '../../data/storage';
import type { GameDoc } from '../../shared/schemas/games.schema';
import { recentFinalGames$ } from './queries';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const DAY = 86_400_000;

function game(id: string, daysAgo: number, status: GameDoc['status'] = 'FINAL'): GameDoc {
  return {
    id,
    sport: 'football',
    homeSchoolName: 'Harborview High School',
    awayName: 'Maple Ridge Academy',
    time: new Date(NOW - daysAgo * DAY).toISOString(),
    location: 'Harborview Field',
    status,
    score: { home: { final: 21 }, away: { final: 14 } },
    updatedAt: 1,
  };
}

describe('recentFinalGames$', () => {
  let db: AppDatabase | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });
  const open = async () => {
    db = await createAppDatabase({ name: `finals-${Date.now()}-${Math.random()}`, storage: getMemoryStorage(), multiInstance: false, collections: ['games'] });
    return db;
  };

  it('takes the last week when it has ten finals, newest first, and ignores games not final', async () => {
    const d = await open();
    await d.games.bulkInsert([
      ...Array.from({ length: 12 }, (_, i) => game(`week-${i}`, i * 0.5)),
      game('older', 40),
      game('live-now', 0, 'LIVE'),
    ]);
    const ids = (await firstValueFrom(recentFinalGames$(d, NOW))).map((g) => g.id);
    expect(ids).toEqual(Array.from({ length: 10 }, (_, i) => `week-${i}`));
  });

  it('widens the window until it has ten, down to the whole season', async () => {
    const d = await open();
    await d.games.bulkInsert([game('recent-a', 1), game('recent-b', 2), ...Array.from({ length: 5 }, (_, i) => game(`month-${i}`, 20 + i)), game('ancient', 400)]);
    const ids = (await firstValueFrom(recentFinalGames$(d, NOW))).map((g) => g.id);
    expect(ids).toEqual(['recent-a', 'recent-b', 'month-0', 'month-1', 'month-2', 'month-3', 'month-4', 'ancient']);
  });

  it('moves by itself when a game becomes final', async () => {
    const d = await open();
    await d.games.bulkInsert(Array.from({ length: 10 }, (_, i) => game(`g-${i}`, 1 + i * 0.1)));
    const next = firstValueFrom(recentFinalGames$(d, NOW).pipe(filter((games) => games[0]?.id === 'just-ended')));
    await d.games.insert(game('just-ended', 0.01));
    const games = await next;
    expect(games).toHaveLength(10);
    expect(games.map((g) => g.id)).not.toContain('g-9');
  });
});
