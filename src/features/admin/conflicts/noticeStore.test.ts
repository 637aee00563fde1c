import type { RxChangeEvent } from 'rxdb/plugins/core';
import { Subject, filter, firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import type { OverwriteNotice } from '../../../data/sync/startSync';
import type { GameDoc } from '../../../shared/schemas/games.schema';
import { addGame, deleteGame, updateGame } from '../shared/mutations';
import { clearConflictNotices, currentConflictNotices, dismissConflictNotice, watchConflicts } from './noticeStore';
import { OwnEdits } from '../shared/ownEdits';

let db: AppDatabase | null = null;

afterEach(async () => {
  await db?.close();
  db = null;
  clearConflictNotices();
});

async function setup() {
  db = await createAppDatabase({ name: `notices-${crypto.randomUUID()}`, storage: getMemoryStorage(), multiInstance: false });
  const overwritten$ = new Subject<OverwriteNotice>();
  watchConflicts(db, overwritten$);
  const game = await addGame(
    db,
    {
      sport: 'football',
      homeSchoolName: 'Harborview',
      awayName: 'Maple Ridge',
      time: '2025-09-12T23:00:00.000Z',
      location: 'Harborview Field',
      status: 'LIVE',
    },
    'a@b.c',
    1,
  );
  return { database: db, overwritten$, id: game.id };
}

/** A write that did not come from this device's mutations: what a pull does. */
async function remoteWrite(database: AppDatabase, id: string, change: (data: Record<string, unknown>) => void): Promise<void> {
  const doc = await database.games.findOne(id).exec();
  await doc?.incrementalModify((data) => {
    change(data as unknown as Record<string, unknown>);
    data.updatedAt = 99;
    return data;
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

/**
 * Resolves once the games collection has emitted the change event `matches` picks. Call it
 * before the write and await it after: the watcher subscribed to the same events first and
 * handles each one synchronously, so by then it has seen the write (a "nothing happened"
 * check needs no waiting on the clock).
 */
function seen(database: AppDatabase, matches: (event: RxChangeEvent<GameDoc>) => boolean): Promise<void> {
  return firstValueFrom(database.games.$.pipe(filter(matches))).then(() => undefined);
}

const REPLACED = 'Your change to Home Team Notes of Harborview vs Maple Ridge was replaced by a later edit from another device.';
const NOTE = { path: ['gameNotes', 'home'], value: 'Fast start' };
const setNote = (key: string, value: string) => (data: Record<string, unknown>) => {
  data.gameNotes = { ...(data.gameNotes as Record<string, string> | undefined), [key]: value };
};

describe('conflict notices', () => {
  it('tells the admin when a pulled version replaced a field this device wrote', async () => {
    const { database, id } = await setup();
    await updateGame(database, id, [NOTE], 'keep', 'a@b.c', 10);
    expect(currentConflictNotices()).toEqual([]);
    await remoteWrite(database, id, setNote('home', 'Slow start'));
    await until(() => currentConflictNotices().length > 0);
    expect(currentConflictNotices().map((n) => n.text)).toEqual([REPLACED]);
  });

  it('stays quiet when another device changed a different field', async () => {
    const { database, id } = await setup();
    await updateGame(database, id, [NOTE], 'keep', 'a@b.c', 10);
    const pulled = seen(database, (event) => event.documentId === id && event.documentData?.updatedAt === 99);
    await remoteWrite(database, id, setNote('away', 'Two goals'));
    await pulled;
    expect(currentConflictNotices()).toEqual([]);
  });

  it('shows RxDB’s merge report once, even when the pull reports the same loss', async () => {
    const { database, overwritten$, id } = await setup();
    await updateGame(database, id, [NOTE], 'keep', 'a@b.c', 10);
    overwritten$.next({ collection: 'games', id, fields: ['gameNotes.home'] });
    await until(() => currentConflictNotices().length > 0);
    const pulled = seen(database, (event) => event.documentId === id && event.documentData?.updatedAt === 99);
    await remoteWrite(database, id, setNote('home', 'Slow start'));
    await pulled;
    expect(currentConflictNotices().map((n) => n.text)).toEqual([REPLACED]);
    dismissConflictNotice(currentConflictNotices()[0].key);
    expect(currentConflictNotices()).toEqual([]);
  });

  it('leaves a game\'s score and period to the scoring console\'s history', async () => {
    const { database, overwritten$, id } = await setup();
    await updateGame(database, id, [{ path: ['score', 'home', '1'], value: 7 }, NOTE], 'keep', 'a@b.c', 10);
    overwritten$.next({ collection: 'games', id, fields: ['score.home.1', 'score.home.final', 'period', 'gameNotes.home'] });
    await until(() => currentConflictNotices().length > 0);
    expect(currentConflictNotices().map((n) => n.text)).toEqual([REPLACED]);
    clearConflictNotices();
    const scored = seen(database, (event) => event.documentId === id && event.documentData?.updatedAt === 99);
    await remoteWrite(database, id, (data) => {
      (data.score as { home: Record<string, number> }).home['1'] = 3;
    });
    await scored;
    expect(currentConflictNotices()).toEqual([]);
  });

  it('reports other collections by name', async () => {
    const { database, overwritten$ } = await setup();
    await database.schools.insert({ id: 's1', name: 'Harborview', location: 'Bayport', sports: [], updatedAt: 1 });
    overwritten$.next({ collection: 'schools', id: 's1', fields: ['location'] });
    await until(() => currentConflictNotices().length > 0);
    expect(currentConflictNotices()[0].text).toBe('Your change to location of Harborview was replaced by a later edit from another device.');
  });

  it('says when a game this device scored was deleted elsewhere, but not for its own delete', async () => {
    const { database, id } = await setup();
    await updateGame(database, id, [NOTE], 'keep', 'a@b.c', 10);
    await (await database.games.findOne(id).exec())?.remove();
    await until(() => currentConflictNotices().length > 0);
    expect(currentConflictNotices()[0].text).toBe('Your change to Harborview vs Maple Ridge was lost: the game was deleted on another device.');

    clearConflictNotices();
    const second = await addGame(database, { sport: 'football', homeSchoolName: 'A', awayName: 'B', time: '2025-09-12T23:00:00.000Z', location: 'X', status: 'LIVE' }, 'a@b.c');
    await updateGame(database, second.id, [NOTE], 'keep', 'a@b.c');
    const deleted = seen(database, (event) => event.documentId === second.id && event.operation === 'DELETE');
    await deleteGame(database, second.id);
    await deleted;
    expect(currentConflictNotices()).toEqual([]);
  });

  it('keeps the book across a reload of the app', async () => {
    const { database, id } = await setup();
    const first = new OwnEdits(database);
    await first.ready();
    first.record('games', id, [{ path: ['score', 'away', 'final'], value: 12 }], Date.now());
    await first.flushed();
    const reloaded = new OwnEdits(database);
    await reloaded.ready();
    expect(reloaded.takeReplaced('games', id, { score: { away: { final: 13 } } })).toEqual(['score.away.final']);
  });
});
