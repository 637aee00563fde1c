import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import { ownEditsOf } from './ownEdits';
import type { NewGame } from './mutations';
import { GAME_GONE, GameRuleError, addGame, addGames, addSportToSchool, deleteGame, updateGame } from './mutations';

let db: AppDatabase | null = null;

async function openDb(): Promise<AppDatabase> {
  db = await createAppDatabase({ name: `games-${crypto.randomUUID()}`, storage: getMemoryStorage(), multiInstance: false });
  return db;
}

afterEach(async () => {
  await db?.close();
  db = null;
});

const GAME: NewGame = {
  sport: 'boys-soccer',
  homeSchoolId: 'harbor',
  homeSchoolName: 'Harborview High',
  awayName: 'Maple Ridge Academy',
  time: '2025-09-12T23:00:00.000Z',
  location: 'Harborview Field',
  status: 'LIVE',
};

describe('addGame / addGames', () => {
  it('stores the canonical sport key, an empty score and who wrote it', async () => {
    const database = await openDb();
    const doc = await addGame(database, GAME, 'admin@liaa.test', 1_700_000_000_000);
    const stored = (await database.games.findOne(doc.id).exec())?.toJSON();
    expect(stored).toMatchObject({
      sport: 'soccer-boys',
      homeSchoolId: 'harbor',
      status: 'LIVE',
      score: { home: {}, away: {} },
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
      updatedBy: 'admin@liaa.test',
    });
    expect(stored?.url).toBeUndefined();
  });

  it('writes nothing when one entry breaks a rule', async () => {
    const database = await openDb();
    const same = { ...GAME, awayName: 'harborview high' };
    await expect(addGames(database, [GAME, same], 'a@b.c')).rejects.toThrow(new GameRuleError('Home and away teams must be different.'));
    await expect(addGame(database, { ...GAME, url: 'javascript:alert(1)' }, 'a@b.c')).rejects.toBeInstanceOf(GameRuleError);
    expect(await database.games.count().exec()).toBe(0);
  });
});

describe('updateGame', () => {
  it('writes only the changed cells and keeps the status on Save', async () => {
    const database = await openDb();
    const { id } = await addGame(database, GAME, 'a@b.c', 1);
    await updateGame(database, id, [{ path: ['score', 'home', '1'], value: 2 }], 'LIVE', 'b@b.c', 5);
    const doc = (await database.games.findOne(id).exec())?.toJSON();
    expect(doc?.score).toEqual({ home: { '1': 2 }, away: {} });
    expect(doc).toMatchObject({ status: 'LIVE', updatedAt: 5, updatedBy: 'b@b.c' });
  });

  it('sets FINAL on Submit Game', async () => {
    const database = await openDb();
    const { id } = await addGame(database, GAME, 'a@b.c', 1);
    const changes = [
      { path: ['score', 'home', 'final'], value: 2 },
      { path: ['score', 'away', 'final'], value: 0 },
    ];
    expect((await updateGame(database, id, changes, 'FINAL', 'a@b.c')).status).toBe('FINAL');
  });

  it('never changes a game\'s state as a side effect of the numbers typed (a 0 or a shutout keeps it)', async () => {
    const database = await openDb();
    const { id } = await addGame(database, { ...GAME, status: 'LIVE' }, 'a@b.c', 1);
    const zero = { path: ['score', 'home', '1'], value: 0 };
    expect((await updateGame(database, id, [zero], 'keep', 'a@b.c')).status).toBe('LIVE');
    await updateGame(database, id, [], 'FINAL', 'a@b.c');
    const shutout = [{ path: ['score', 'home', '2'], value: 7 }];
    expect((await updateGame(database, id, shutout, 'keep', 'a@b.c')).status).toBe('FINAL');
  });

  it('stamps each edited field with this device\'s clock', async () => {
    const database = await openDb();
    const { id } = await addGame(database, GAME, 'a@b.c', 1);
    const written = await updateGame(database, id, [{ path: ['gameNotes', 'home'], value: 'Fast start' }], 'keep', 'a@b.c');
    expect(Object.keys(written.clocks ?? {})).toEqual(['gameNotes.home']);
    expect(written.clocks?.['gameNotes.home']).toMatch(/^\d{13}:\d{4}:/);
  });

  it('notes the written fields as this device’s own edits', async () => {
    const database = await openDb();
    const { id } = await addGame(database, GAME, 'a@b.c', 1);
    await updateGame(database, id, [{ path: ['gameNotes', 'general'], value: 'Windy' }], 'keep', 'a@b.c', 9);
    expect(ownEditsOf(database).snapshot()[`games/${id}`]).toEqual({ 'gameNotes.general': { value: 'Windy', at: 9 } });
  });

  it('refuses a value the server would refuse, and leaves the game and the book alone', async () => {
    const database = await openDb();
    const { id } = await addGame(database, GAME, 'a@b.c', 1);
    await expect(updateGame(database, id, [{ path: ['score', 'home', 'H1'], value: 3 }], 'LIVE', 'a@b.c')).rejects.toBeInstanceOf(GameRuleError);
    expect((await database.games.findOne(id).exec())?.toJSON().score).toEqual({ home: {}, away: {} });
    expect(ownEditsOf(database).snapshot()[`games/${id}`]).toBeUndefined();
  });

  it('says when the game is gone', async () => {
    const database = await openDb();
    await expect(updateGame(database, 'missing', [], 'keep', 'a@b.c')).rejects.toThrow(GAME_GONE);
  });
});

describe('deleteGame', () => {
  it('removes the game and forgets its own edits', async () => {
    const database = await openDb();
    const { id } = await addGame(database, GAME, 'a@b.c', 1);
    await updateGame(database, id, [{ path: ['score', 'home', '1'], value: 1 }], 'LIVE', 'a@b.c');
    await deleteGame(database, id);
    expect(await database.games.findOne(id).exec()).toBeNull();
    expect(ownEditsOf(database).snapshot()[`games/${id}`]).toBeUndefined();
    await expect(deleteGame(database, id)).rejects.toThrow(GAME_GONE);
  });
});

describe('addSportToSchool', () => {
  it('adds the canonical key once', async () => {
    const database = await openDb();
    await database.schools.insert({ id: 's1', name: 'Harborview High', location: 'Bayport', sports: ['football'], updatedAt: 1 });
    expect(await addSportToSchool(database, 's1', 'girls-soccer', 'a@b.c', 7)).toBe('added');
    expect(await addSportToSchool(database, 's1', 'soccer-girls', 'a@b.c', 8)).toBe('already');
    expect((await database.schools.findOne('s1').exec())?.toJSON()).toMatchObject({
      sports: ['football', 'soccer-girls'],
      updatedAt: 7,
      updatedBy: 'a@b.c',
    });
  });

  it('refuses an unknown sport and a missing school', async () => {
    const database = await openDb();
    await expect(addSportToSchool(database, 's1', 'quidditch', 'a@b.c')).rejects.toBeInstanceOf(GameRuleError);
    await expect(addSportToSchool(database, 'gone', 'football', 'a@b.c')).rejects.toThrow('School not found. It may have already been deleted.');
  });
});
