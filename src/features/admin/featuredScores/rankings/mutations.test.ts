import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../../data/database';
import { createAppDatabase } from '../../../../data/database';
import { getMemoryStorage } from '../../../../data/storage';
import { saveRankings } from './mutations';
import { moveTeam, rankingIdFor, rankingList } from './rankingList';

let db: AppDatabase | null = null;

async function openDb(): Promise<AppDatabase> {
  db = await createAppDatabase({
    name: `rankings-${crypto.randomUUID()}`,
    storage: getMemoryStorage(),
    multiInstance: false,
    collections: ['rankings'],
  });
  return db;
}

afterEach(async () => {
  await db?.close();
  db = null;
});

async function ranks(database: AppDatabase): Promise<[string, number][]> {
  const docs = await database.rankings.find().exec();
  return docs.map((d): [string, number] => [d.teamName, d.rank]).sort((a, b) => a[1] - b[1]);
}

describe('saveRankings', () => {
  it('creates documents for a ranking started from the standings', async () => {
    const database = await openDb();
    const list = rankingList([], [
      { id: 's1', sport: 'football', season: '2024-25', division: 'division-1', teamName: 'High', wins: 5, losses: 1, winPercentage: 5 / 6, updatedAt: 1 },
      { id: 's2', sport: 'football', season: '2024-25', division: 'division-2', teamName: 'Low', wins: 1, losses: 5, winPercentage: 1 / 6, updatedAt: 1 },
    ], '2024-25');
    expect(await saveRankings(database, 'football', '2024-25', moveTeam(list, 1, 1), 'a@b.c', 7)).toBe(2);
    expect(await ranks(database)).toEqual([['Low', 1], ['High', 2]]);
    expect((await database.rankings.findOne(rankingIdFor('football', '2024-25', 'Low')).exec())?.toJSON()).toMatchObject({
      sport: 'football', season: '2024-25', wins: 1, losses: 5, updatedAt: 7, updatedBy: 'a@b.c',
    });
  });

  it('patches only the ranks that changed', async () => {
    const database = await openDb();
    await database.rankings.bulkInsert(
      ['A', 'B', 'C'].map((teamName, i) => ({ id: `r-${teamName}`, sport: 'football', teamName, rank: i + 1, wins: 3, losses: 1, updatedAt: 1 })),
    );
    const list = rankingList((await database.rankings.find().exec()).map((d) => d.toMutableJSON()), [], '2024-25');
    expect(await saveRankings(database, 'football', '2024-25', moveTeam(list, 0, 2), 'b@b.c', 9)).toBe(2);
    expect(await ranks(database)).toEqual([['B', 1], ['A', 2], ['C', 3]]);
    expect((await database.rankings.findOne('r-C').exec())?.updatedAt).toBe(1);
    expect((await database.rankings.findOne('r-A').exec())?.toJSON()).toMatchObject({ rank: 2, wins: 3, updatedAt: 9, updatedBy: 'b@b.c' });
  });
});
