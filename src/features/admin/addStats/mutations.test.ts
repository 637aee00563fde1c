import { afterEach, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import { addPlayerStats, StatsRuleError } from './mutations';
import { statsLinesForSport$ } from './queries';
import { buildStatsLine } from './statsForm';

let db: AppDatabase | null = null;

async function openDb(): Promise<AppDatabase> {
  db = await createAppDatabase({
    name: `add-stats-${crypto.randomUUID()}`,
    storage: getMemoryStorage(),
    multiInstance: false,
    collections: ['playerStats'],
  });
  return db;
}

afterEach(async () => {
  await db?.close();
  db = null;
});

const form = { playerName: 'Sam Rivera', teamName: 'Harborview', schoolName: 'Harborview High School', division: '3A', season: '2025-2026' };

function line(sport: string, stats: Record<string, string>, patch: Partial<typeof form> = {}) {
  const built = buildStatsLine(sport, { ...form, ...patch, stats });
  if (!built.ok) throw new Error(built.message);
  return built.line;
}

describe('addPlayerStats', () => {
  it('stores the line and lists it under either spelling of the sport', async () => {
    const database = await openDb();
    const doc = await addPlayerStats(database, line('boys-soccer', { goals: '5', saves: '' }), 'admin@liaa.test', 5_000);
    expect((await database.playerStats.findOne(doc.id).exec())?.toJSON()).toMatchObject({
      ...form, sport: 'soccer-boys', goals: 5, createdAt: 5_000, updatedAt: 5_000, updatedBy: 'admin@liaa.test',
    });
    expect((await database.playerStats.findOne(doc.id).exec())?.toJSON()).not.toHaveProperty('saves');
    const rows = await firstValueFrom(statsLinesForSport$(database, 'boys-soccer'));
    expect(rows).toEqual([{ id: doc.id, ...form, values: { goals: 5 } }]);
    expect(await firstValueFrom(statsLinesForSport$(database, 'soccer-girls'))).toEqual([]);
  });

  it('refuses a missing required field or a division the sport does not offer, storing nothing', async () => {
    const database = await openDb();
    await expect(addPlayerStats(database, line('football', {}, { playerName: '  ' }), 'a@b.c')).rejects.toThrow(
      new StatsRuleError('Player name is required.'),
    );
    await expect(addPlayerStats(database, line('volleyball', {}, { division: '6A' }), 'a@b.c')).rejects.toThrow(
      'Division must be one of 3A, 2A, 1A for Volleyball.',
    );
    expect(await database.playerStats.count().exec()).toBe(0);
  });
});
