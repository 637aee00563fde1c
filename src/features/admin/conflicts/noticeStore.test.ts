import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../data/database';
import { createAppDatabase } from '../../../data/database';
import { getMemoryStorage } from '../../../data/storage';
import type { OverwriteNotice } from '../../../data/sync/startSync';
import { addGame, deleteGame, updateGame } from '../games/mutations';
import { clearConflictNotices, currentConflictNotices, dismissConflictNotice, watchConflicts } from './noticeStore';
import { OwnEdits } from './ownEdits';

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

const REPLACED = 'Your change to Home Period 1 of Harborview vs Maple Ridge was replaced by a later edit from another device.';

describe('conflict notices', () => {
  it('tells the admin when a pulled version replaced a field this device wrote', async () => {
    const { database, id } = await setup();
    await updateGame(database, id, [{ path: ['score', 'home', '1'], value: 7 }], 'LIVE', 'a@b.c', 10);
    expect(currentConflictNotices()).toEqual([]);
    await remoteWrite(database, id, (data) => {
      (data.score as { home: Record<string, number> }).home['1'] = 3;
    });
    await until(() => currentConflictNotices().length > 0);
    expect(currentConflictNotices().map((n) => n.text)).toEqual([REPLACED]);
  });

  it('stays quiet when another device changed a different field', async () => {
    const { database, id } = await setup();
    await updateGame(database, id, [{ path: ['score', 'home', '1'], value: 7 }], 'LIVE', 'a@b.c', 10);
    await remoteWrite(database, id, (data) => {
      (data.score as { home: Record<string, number> }).home['2'] = 3;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(currentConflictNotices()).toEqual([]);
  });

  it('shows RxDB’s merge report once, even when the pull reports the same loss', async () => {
    const { database, overwritten$, id } = await setup();
    await updateGame(database, id, [{ path: ['score', 'home', '1'], value: 7 }], 'LIVE', 'a@b.c', 10);
    overwritten$.next({ collection: 'games', id, fields: ['score.home.1'] });
    await until(() => currentConflictNotices().length > 0);
    await remoteWrite(database, id, (data) => {
      (data.score as { home: Record<string, number> }).home['1'] = 3;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(currentConflictNotices().map((n) => n.text)).toEqual([REPLACED]);
    dismissConflictNotice(currentConflictNotices()[0].key);
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
    await updateGame(database, id, [{ path: ['score', 'home', '1'], value: 7 }], 'LIVE', 'a@b.c', 10);
    await (await database.games.findOne(id).exec())?.remove();
    await until(() => currentConflictNotices().length > 0);
    expect(currentConflictNotices()[0].text).toBe('Your change to Harborview vs Maple Ridge was lost: the game was deleted on another device.');

    clearConflictNotices();
    const second = await addGame(database, { sport: 'football', homeSchoolName: 'A', awayName: 'B', time: '2025-09-12T23:00:00.000Z', location: 'X', status: 'LIVE' }, 'a@b.c');
    await updateGame(database, second.id, [{ path: ['score', 'home', '1'], value: 1 }], 'LIVE', 'a@b.c');
    await deleteGame(database, second.id);
    await new Promise((r) => setTimeout(r, 50));
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
