import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../data/database';
import { createAppDatabase } from '../../data/database';
import { getMemoryStorage } from '../../data/storage';
import { rankingsForSport$, teamStatsForSport$ } from './queries';

describe('sports queries on a real local database', () => {
  let db: AppDatabase | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });

  it('reads a sport in both spellings of docs/product/rules.md §5 and nothing of another sport', async () => {
    db = await createAppDatabase({
      name: `sports-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      storage: getMemoryStorage(),
      multiInstance: false,
      collections: ['teamStats', 'rankings'],
    });
    const row = { season: '2024-25', division: 'division-1', wins: 1, losses: 0, winPercentage: 1, updatedAt: 1 };
    await db.teamStats.bulkInsert([
      { ...row, id: 'a', sport: 'soccer-boys', teamName: 'Admin spelling' },
      { ...row, id: 'b', sport: 'boys-soccer', teamName: 'Public spelling' },
      { ...row, id: 'c', sport: 'soccer-girls', teamName: 'Other sport' },
    ]);
    await db.rankings.bulkInsert([
      { id: 'r1', sport: 'boys-soccer', teamName: 'Public spelling', rank: 1, updatedAt: 1 },
      { id: 'r2', sport: 'golf-boys', teamName: 'Golfers', rank: 1, updatedAt: 1 },
    ]);
    const stats = await firstValueFrom(teamStatsForSport$(db, 'soccer-boys'));
    expect(stats.map((s) => s.teamName).sort()).toEqual(['Admin spelling', 'Public spelling']);
    const rankings = await firstValueFrom(rankingsForSport$(db, 'boys-soccer'));
    expect(rankings.map((r) => r.teamName)).toEqual(['Public spelling']);
  });
});
