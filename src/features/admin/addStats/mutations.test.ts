import { afterEach, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import { addPlayerStats, deletePlayerStats, editPlayerStats, StatsRuleError } from './mutations';
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

describe('editPlayerStats and deletePlayerStats', () => {
  it('changes what was edited, leaves out an emptied value, keeps the sport and stamps who', async () => {
    const database = await openDb();
    const doc = await addPlayerStats(database, line('football', { passingYards: '1200', sacks: '3' }), 'admin@liaa.test', 5_000);
    await editPlayerStats(database, doc.id, line('football', { passingYards: '1350' }, { teamName: 'Harborview Varsity' }), 'keeper@liaa.test', 6_000);
    const stored = (await database.playerStats.findOne(doc.id).exec())?.toJSON() as Record<string, unknown>;
    expect(stored).toMatchObject({ sport: 'football', teamName: 'Harborview Varsity', passingYards: 1350, createdAt: 5_000, updatedAt: 6_000, updatedBy: 'keeper@liaa.test' });
    expect(stored).not.toHaveProperty('sacks');
  });

  it('refuses an edit the server would refuse, and changes nothing', async () => {
    const database = await openDb();
    const doc = await addPlayerStats(database, line('football', { passingYards: '1200' }), 'admin@liaa.test', 5_000);
    await expect(editPlayerStats(database, doc.id, { ...line('football', {}), division: '9Z' }, 'admin@liaa.test')).rejects.toBeInstanceOf(StatsRuleError);
    expect((await database.playerStats.findOne(doc.id).exec())?.division).toBe('3A');
  });

  it('deletes a line, and says so when it is gone already', async () => {
    const database = await openDb();
    const doc = await addPlayerStats(database, line('football', { passingYards: '1200' }), 'admin@liaa.test', 5_000);
    await deletePlayerStats(database, doc.id);
    expect(await database.playerStats.findOne(doc.id).exec()).toBeNull();
    await expect(deletePlayerStats(database, doc.id)).rejects.toThrow(/no longer exists/);
    await expect(editPlayerStats(database, doc.id, line('football', {}), 'admin@liaa.test')).rejects.toThrow(/no longer exists/);
  });
});
