import { afterEach, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import { divisionsDocId } from '../../../shared/schemas/divisions.schema';
import type { TiebreakRule } from '../../../shared/standings/tiebreakRules';
import { SetupRuleError, saveStandingsSetup } from './mutations';
import { standingsSetup$ } from './queries';
import type { SetupDraft } from './setupModel';

let db: AppDatabase | null = null;

async function openDb(): Promise<AppDatabase> {
  db = await createAppDatabase({
    name: `standings-setup-${crypto.randomUUID()}`,
    storage: getMemoryStorage(),
    multiInstance: false,
    collections: ['schools', 'divisions'],
  });
  return db;
}

afterEach(async () => {
  await db?.close();
  db = null;
});

function draft(schools: string[][], tiebreakers: TiebreakRule[] = ['headToHead', 'pointsAllowed']): SetupDraft {
  return { divisions: schools.map((ids, i) => ({ key: `division-${i + 1}`, name: `Division ${i + 1}`, schoolIds: ids })), tiebreakers };
}

describe('saveStandingsSetup', () => {
  it('creates the one document of a sport and season, then replaces it keeping createdAt', async () => {
    const database = await openDb();
    const first = await saveStandingsSetup(database, { sport: 'football', season: '2026-27', draft: draft([['a'], ['b']]) }, 'admin@liaa.test', 1_000);
    expect(first.id).toBe(divisionsDocId('football', '2026-27'));
    await saveStandingsSetup(database, { sport: 'football', season: '2026-27', draft: draft([['b', 'a']], ['pointsFor']) }, 'other@liaa.test', 2_000);
    const stored = (await database.divisions.findOne(first.id).exec())?.toJSON();
    expect(stored).toMatchObject({
      sport: 'football', season: '2026-27', divisions: [{ key: 'division-1', name: 'Division 1', schoolIds: ['b', 'a'] }],
      tiebreakers: ['pointsFor'], createdAt: 1_000, updatedAt: 2_000, updatedBy: 'other@liaa.test',
    });
    expect(await database.divisions.count().exec()).toBe(1);
  });

  it.each([
    ['a school in two divisions', { sport: 'football', season: '2026-27', draft: draft([['a'], ['a']]) }, 'one division only'],
    ['a season spelled 2026', { sport: 'football', season: '2026', draft: draft([]) }, 'Season must be written like 2026-27.'],
    ['an empty division name', { sport: 'football', season: '2026-27', draft: { ...draft([[]]), divisions: [{ key: 'division-1', name: '  ', schoolIds: [] }] } }, 'Division 1 needs a name.'],
    ['a tiebreaker listed twice', { sport: 'football', season: '2026-27', draft: draft([], ['pointsFor', 'pointsFor']) }, 'listed twice'],
  ])('refuses %s before writing anything', async (_what, input, message) => {
    const database = await openDb();
    const saving = saveStandingsSetup(database, input, 'a@b.c');
    await expect(saving).rejects.toBeInstanceOf(SetupRuleError);
    await expect(saving).rejects.toThrow(message);
    expect(await database.divisions.count().exec()).toBe(0);
  });
});

describe('standingsSetup$', () => {
  it("lists one sport's set-ups newest season first, and the schools by name with canonical sports", async () => {
    const database = await openDb();
    await database.schools.bulkInsert([
      { id: 's1', name: 'Maple Ridge Academy', location: 'Maple Ridge', sports: ['boys-soccer'], updatedAt: 1 },
      { id: 's2', name: 'Bayside Central', location: 'Bayside', sports: ['football'], updatedAt: 1 },
    ]);
    for (const season of ['2025-26', '2026-27', '2024-25']) {
      await saveStandingsSetup(database, { sport: 'football', season, draft: draft([['s2']]) }, 'a@b.c');
    }
    await saveStandingsSetup(database, { sport: 'volleyball', season: '2023-24', draft: draft([]) }, 'a@b.c');
    const state = await firstValueFrom(standingsSetup$(database, 'football'));
    expect(state.setups.map((s) => s.season)).toEqual(['2026-27', '2025-26', '2024-25']);
    expect(state.schools).toEqual([
      { id: 's2', name: 'Bayside Central', sports: ['football'] },
      { id: 's1', name: 'Maple Ridge Academy', sports: ['soccer-boys'] },
    ]);
  });
});
