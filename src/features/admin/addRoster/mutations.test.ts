import type { RosterPlayer } from '../../../shared/schemas/rosters.schema';
import { afterEach, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import { rosterId } from '../../../shared/schemas/rosters.schema';
import { RosterRuleError, saveRoster } from './mutations';
import { schoolRosters$ } from './queries';

let db: AppDatabase | null = null;

async function openDb(): Promise<AppDatabase> {
  db = await createAppDatabase({
    name: `add-roster-${crypto.randomUUID()}`,
    storage: getMemoryStorage(),
    multiInstance: false,
    collections: ['rosters'],
  });
  return db;
}

afterEach(async () => {
  await db?.close();
  db = null;
});

const school = { id: 'school-1', name: 'Harborview High School' };
const qb: RosterPlayer = { number: '12', name: 'Sam Rivera', position: 'QB', grade: '11' };
const lb: RosterPlayer = { number: '54', name: 'Lee Park', position: 'LB', grade: '10' };

describe('saveRoster', () => {
  it('adds a roster with the deterministic id', async () => {
    const database = await openDb();
    const result = await saveRoster(database, { school, sport: 'football', season: '2025-2026', players: [qb] }, 'add', 'a@b.c', 1_000);
    expect(result).toBe('added');
    const stored = await database.rosters.findOne(rosterId('school-1', 'football', '2025-2026')).exec();
    expect(stored?.toJSON()).toMatchObject({
      schoolId: 'school-1',
      schoolName: 'Harborview High School',
      sport: 'football',
      season: '2025-2026',
      players: [qb],
      createdAt: 1_000,
      updatedAt: 1_000,
      updatedBy: 'a@b.c',
    });
  });

  it('saves an empty roster', async () => {
    const database = await openDb();
    await saveRoster(database, { school, sport: 'volleyball', season: '2024-2025', players: [] }, 'add', 'a@b.c');
    const rosters = await firstValueFrom(schoolRosters$(database, 'school-1'));
    expect(rosters).toEqual([{ id: rosterId('school-1', 'volleyball', '2024-2025'), sport: 'volleyball', season: '2024-2025', players: [] }]);
  });

  it('edit replaces the players; add on an existing season appends', async () => {
    const database = await openDb();
    const base = { school, sport: 'football', season: '2025-2026' };
    await saveRoster(database, { ...base, players: [qb] }, 'add', 'a@b.c', 1_000);
    expect(await saveRoster(database, { ...base, players: [lb] }, 'add', 'a@b.c', 2_000)).toBe('updated');
    const id = rosterId('school-1', 'football', '2025-2026');
    expect((await database.rosters.findOne(id).exec())?.players).toEqual([qb, lb]);

    expect(await saveRoster(database, { ...base, players: [lb] }, 'edit', 'b@b.c', 3_000)).toBe('updated');
    const stored = await database.rosters.findOne(id).exec();
    expect(stored?.toJSON()).toMatchObject({ players: [lb], createdAt: 1_000, updatedAt: 3_000, updatedBy: 'b@b.c' });
  });

  it('refuses a roster the server would refuse, naming the player', async () => {
    const database = await openDb();
    const bad: RosterPlayer = { number: 'A1', name: 'Letters', position: 'QB', grade: '11' };
    await expect(
      saveRoster(database, { school, sport: 'football', season: '2025-2026', players: [bad] }, 'add', 'a@b.c'),
    ).rejects.toThrow(new RosterRuleError('Player 1: number must be a whole number from 0 to 99.'));
    await expect(
      saveRoster(database, { school, sport: 'football', season: '1999-2000', players: [] }, 'add', 'a@b.c'),
    ).rejects.toBeInstanceOf(RosterRuleError);
    expect(await database.rosters.count().exec()).toBe(0);
  });
});
