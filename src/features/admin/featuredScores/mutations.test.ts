import { afterEach, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import type { GameDoc } from '../../../shared/schemas/games.schema';
import { byFeaturedOrder, featuredIdFor, nextFeaturedOrder } from './featured';
import { featureGame, removeFeatured } from './mutations';
import { featuredState$ } from './queries';

let db: AppDatabase | null = null;

async function openDb(): Promise<AppDatabase> {
  db = await createAppDatabase({
    name: `featured-${crypto.randomUUID()}`,
    storage: getMemoryStorage(),
    multiInstance: false,
    collections: ['games', 'featuredScores'],
  });
  return db;
}

afterEach(async () => {
  await db?.close();
  db = null;
});

function game(id: string, status: GameDoc['status'], time: string, score?: [number, number]): GameDoc {
  return {
    id,
    sport: 'football',
    homeSchoolName: `Home ${id}`,
    awayName: `Away ${id}`,
    time,
    location: 'Harborview Field',
    status,
    ...(score ? { score: { home: { final: score[0] }, away: { final: score[1] } } } : {}),
    updatedAt: 1,
  };
}

describe('featured rules', () => {
  it('order is the count plus one; the list sorts by order, then age', () => {
    expect(nextFeaturedOrder([])).toBe(1);
    expect(nextFeaturedOrder([{}, {}])).toBe(3);
    const rows = [
      { id: 'c', order: 2, createdAt: 5 },
      { id: 'a', order: 1, createdAt: 9 },
      { id: 'b', order: 2, createdAt: 1 },
    ];
    expect(byFeaturedOrder(rows).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('featureGame and removeFeatured', () => {
  it('lists only LIVE and FINAL games, features them in order with a snapshot, and removes', async () => {
    const database = await openDb();
    await database.games.bulkInsert([
      game('g1', 'FINAL', '2025-09-12T18:00:00.000Z', [21, 14]),
      game('g2', 'LIVE', '2025-09-19T18:00:00.000Z', [7, 3]),
      game('g3', 'UPCOMING', '2025-09-26T18:00:00.000Z'),
    ]);
    let state = await firstValueFrom(featuredState$(database));
    expect(state.games.map((g) => g.id)).toEqual(['g2', 'g1']);
    expect(state.featured).toEqual([]);

    const first = await featureGame(database, 'g1', 'admin@liaa.test', 1_000);
    expect(first).toMatchObject({
      id: featuredIdFor('g1'), gameId: 'g1', schoolName: 'Home g1', opponent: 'Away g1', homeScore: 21, awayScore: 14,
      date: '2025-09-12T18:00:00.000Z', location: 'Harborview Field', status: 'FINAL', order: 1,
    });
    const second = await featureGame(database, 'g2', 'admin@liaa.test', 2_000);
    expect(second).toMatchObject({ status: 'LIVE', order: 2, homeScore: 7, awayScore: 3 });

    state = await firstValueFrom(featuredState$(database));
    expect(state.featured.map((f) => f.gameId)).toEqual(['g1', 'g2']);
    expect(state.games.map((g) => [g.id, g.featured])).toEqual([['g2', true], ['g1', true]]);

    await expect(featureGame(database, 'g1', 'a@b.c')).rejects.toThrow('already featured');
    await expect(featureGame(database, 'g3', 'a@b.c')).rejects.toThrow('Only LIVE or FINAL');

    await removeFeatured(database, first.id);
    state = await firstValueFrom(featuredState$(database));
    expect(state.featured.map((f) => f.gameId)).toEqual(['g2']);
    expect(state.games.find((g) => g.id === 'g1')?.featured).toBe(false);

    // Featured again after removal: the same id comes back to life, at the end of the list.
    const again = await featureGame(database, 'g1', 'a@b.c', 3_000);
    expect(again.order).toBe(2);
    expect((await firstValueFrom(featuredState$(database))).featured.map((f) => f.gameId)).toEqual(['g2', 'g1']);
  });

  it('refuses a score outside 0-999 (an old game stored before the bound), naming it, and stores nothing', async () => {
    const database = await openDb();
    await database.games.bulkInsert([game('g5', 'FINAL', '2025-09-12T18:00:00.000Z', [1000, 3]), game('g6', 'FINAL', '2025-09-12T18:00:00.000Z', [3, 7.5])]);
    await expect(featureGame(database, 'g5', 'a@b.c')).rejects.toThrow('Home score must be a whole number from 0 to 999.');
    await expect(featureGame(database, 'g6', 'a@b.c')).rejects.toThrow('Away score must be a whole number from 0 to 999.');
    expect(await database.featuredScores.count().exec()).toBe(0);
  });

  it('keeps a null score for a LIVE game with no final yet', async () => {
    const database = await openDb();
    await database.games.insert(game('g4', 'LIVE', '2025-09-12T18:00:00.000Z'));
    expect(await featureGame(database, 'g4', 'a@b.c')).toMatchObject({ homeScore: null, awayScore: null, status: 'LIVE' });
  });
});
