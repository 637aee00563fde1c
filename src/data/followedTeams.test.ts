import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameDoc } from '../shared/schemas/games.schema';
import type { AppDatabase } from './database';
import { createAppDatabase } from './database';
import { followedGames$ } from './followedTeams';
import { getMemoryStorage } from './storage';

const game = (id: string, over: Partial<GameDoc>): GameDoc => ({
  id,
  sport: 'football',
  homeSchoolName: 'Somewhere',
  awayName: 'Elsewhere',
  time: '2025-10-15T18:00:00.000Z',
  location: 'Field',
  status: 'UPCOMING',
  updatedAt: 1,
  ...over,
});

describe("My Teams' games on a real local database", () => {
  let db: AppDatabase | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });

  it('finds a followed school by its id on either side, and by its name where a side was typed as a name, as the calendar feeds do', async () => {
    db = await createAppDatabase({
      name: `followed-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      storage: getMemoryStorage(),
      multiInstance: false,
      collections: ['games', 'schools'],
    });
    await db.schools.bulkInsert([
      { id: 'harbor', name: 'Harborview', location: 'Harbor, NY', sports: ['football'], updatedAt: 1 },
      { id: 'maple', name: 'Maple Ridge', location: 'Maple, NY', sports: ['football'], updatedAt: 1 },
    ]);
    await db.games.bulkInsert([
      game('by-id-home', { homeSchoolId: 'harbor', homeSchoolName: 'Harborview', awaySchoolId: 'maple', awayName: 'Maple Ridge' }),
      game('by-id-away', { homeSchoolId: 'maple', homeSchoolName: 'Maple Ridge', awaySchoolId: 'harbor', awayName: 'Harborview' }),
      // Typed as names (no school id): the school of that name, whatever its case and spaces.
      game('by-name-away', { homeSchoolId: 'maple', homeSchoolName: 'Maple Ridge', awaySchoolId: '', awayName: '  harborVIEW ' }),
      game('by-name-home', { homeSchoolName: 'Harborview', awayName: 'Visitors' }),
      // Another school's side that only shares the name's start, and a side whose id says it is another school.
      game('not-mine-1', { homeSchoolName: 'Harborview Prep', awayName: 'Visitors' }),
      game('not-mine-2', { homeSchoolId: 'maple', homeSchoolName: 'Harborview', awayName: 'Visitors' }),
      game('other-sport', { sport: 'volleyball', homeSchoolName: 'Harborview', awayName: 'Visitors' }),
    ]);
    const ids = async (teams: Parameters<typeof followedGames$>[1]) => (await firstValueFrom(followedGames$(db!, teams))).map((g) => g.id).sort();
    expect(await ids([{ school: 'harbor', sport: 'football' }])).toEqual(['by-id-away', 'by-id-home', 'by-name-away', 'by-name-home']);
    expect(await ids([{ school: 'harbor' }])).toEqual(['by-id-away', 'by-id-home', 'by-name-away', 'by-name-home', 'other-sport']);
  });
});
