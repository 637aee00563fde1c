import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from './database';
import { createAppDatabase } from './database';
import { getMemoryStorage, withSchemaValidation } from './storage';

describe('withSchemaValidation', () => {
  let db: AppDatabase | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });

  it('accepts schema-valid documents and refuses invalid ones', async () => {
    db = await createAppDatabase({
      name: `storage-${Date.now()}`,
      storage: withSchemaValidation(getMemoryStorage()),
      multiInstance: false,
      collections: ['games'],
    });
    const game = {
      id: 'g1',
      sport: 'football',
      homeSchoolName: 'Harborview',
      awayName: 'Maple Ridge',
      time: '2025-03-01T18:00:00.000Z',
      location: 'Field 1',
      status: 'UPCOMING' as const,
      score: { home: { '1': 7, final: 7 }, away: { '1': null } },
      updatedAt: 1,
    };
    await db.games.insert(game);
    await expect(db.games.insert({ ...game, id: 'g2', status: 'DONE' as 'LIVE' })).rejects.toThrow();
    await expect(db.games.insert({ ...game, id: 'g3', time: 'not a date' })).rejects.toThrow();
    expect(await db.games.count().exec()).toBe(1);
  });
});
