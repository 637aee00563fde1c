import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import type { NewGame } from './mutations';
import { GameRuleError, addGame } from './mutations';
import { recordPlay, rescheduleGame, setGameStatus } from './scoring';

let db: AppDatabase | null = null;

async function openDb(): Promise<AppDatabase> {
  db = await createAppDatabase({ name: `game-states-${crypto.randomUUID()}`, storage: getMemoryStorage(), multiInstance: false });
  return db;
}

afterEach(async () => {
  await db?.close();
  db = null;
});

const GAME: NewGame = {
  sport: 'football',
  homeSchoolId: 'harbor',
  homeSchoolName: 'Harborview High',
  awayName: 'Maple Ridge Academy',
  time: '2026-10-02T22:00:00.000Z',
  location: 'Harborview Field',
  status: 'UPCOMING',
};
const BY = 'admin@liaa.test';

describe('a season as it runs: postpone, reschedule, cancel', () => {
  it('postpones a game, then gives it a new date: the same game, upcoming again, its old time kept', async () => {
    const database = await openDb();
    const { id } = await addGame(database, GAME, BY);
    await setGameStatus(database, id, BY, 'POSTPONED');
    expect((await database.games.findOne(id).exec())?.status).toBe('POSTPONED');
    await rescheduleGame(database, id, BY, '2026-10-09T22:00:00.000Z');
    const game = (await database.games.findOne(id).exec())?.toJSON();
    expect(game).toMatchObject({ id, status: 'UPCOMING', time: '2026-10-09T22:00:00.000Z', rescheduledFrom: '2026-10-02T22:00:00.000Z' });
    // Each state change is in the game's log (its history), in order.
    const states = (await database.scoreEntries.find({ selector: { gameId: id } }).exec()).map((entry) => entry.toJSON()).sort((a, b) => (a.hlc < b.hlc ? -1 : 1));
    expect(states.map((entry) => [entry.kind, entry.value])).toEqual([['state', 'POSTPONED'], ['state', 'UPCOMING']]);
  });

  it('keeps the entries of a game stopped mid-play and rescheduled', async () => {
    const database = await openDb();
    const { id } = await addGame(database, { ...GAME, status: 'LIVE' }, BY);
    await recordPlay(database, id, BY, { team: 'home', period: '1', value: 7, play: 'td-xp' });
    await setGameStatus(database, id, BY, 'POSTPONED');
    await rescheduleGame(database, id, BY, '2026-10-09T22:00:00.000Z');
    const game = (await database.games.findOne(id).exec())?.toJSON();
    expect(game?.status).toBe('UPCOMING');
    expect(game?.score?.home?.final).toBe(7);
  });

  it('cancels a game and puts it back; refuses what a state does not allow', async () => {
    const database = await openDb();
    const { id } = await addGame(database, GAME, BY);
    await setGameStatus(database, id, BY, 'CANCELLED');
    await expect(setGameStatus(database, id, BY, 'LIVE')).rejects.toBeInstanceOf(GameRuleError);
    await setGameStatus(database, id, BY, 'UPCOMING');
    expect((await database.games.findOne(id).exec())?.status).toBe('UPCOMING');

    const final = await addGame(database, { ...GAME, status: 'LIVE' }, BY);
    await setGameStatus(database, final.id, BY, 'FINAL');
    await expect(setGameStatus(database, final.id, BY, 'CANCELLED')).rejects.toThrow('A final game cannot become cancelled.');
    await expect(rescheduleGame(database, final.id, BY, '2026-10-09T22:00:00.000Z')).rejects.toThrow('A final game cannot be rescheduled.');
    await expect(rescheduleGame(database, id, BY, 'not a time')).rejects.toThrow('Please choose the new date and time.');
  });
});
