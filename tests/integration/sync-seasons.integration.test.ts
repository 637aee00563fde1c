import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rxToCouch } from '../../src/data/sync/couchDocs';
import { memorySeasonShelf } from '../../src/data/sync/seasonShelf';
import { currentSeason, previousSeason, seasonBounds } from '../../src/shared/standings/season';
import { createTestClient, startNetworkSwitch, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { makeGame, writeDocs } from './sync-fixtures';

/**
 * Season-scoped replication (docs/design/sync.md §13): a fan's device pulls the current
 * season of games, reads a past one on demand and keeps it, hears of games moved across the
 * season boundary, and turns to the new season by itself; stock clients still read everything.
 */
const NOW = Date.now();
const CURRENT = currentSeason(NOW);
const PAST = previousSeason(CURRENT);
const current = seasonBounds(CURRENT);
const past = seasonBounds(PAST);
const at = (ms: number): string => new Date(ms).toISOString();
/** Days into a season, at 18:00 local. */
const dayOf = (start: number, day: number): string => {
  const d = new Date(start);
  d.setDate(d.getDate() + day);
  d.setHours(18, 0, 0, 0);
  return at(d.getTime());
};

describe('sync: a season at a time', () => {
  let server: TestServer;
  let token: string;

  const write = (docs: Record<string, unknown>[]): Promise<void> => writeDocs(server, token, docs);

  async function stored(id: string): Promise<Record<string, unknown>> {
    return (await (await fetch(`${server.url}/db/games/${id}`)).json()) as Record<string, unknown>;
  }

  const localIds = async (client: { db: { games: { find(): { exec(): Promise<{ id: string }[]> } } } }) =>
    (await client.db.games.find().exec()).map((doc) => doc.id).sort();

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.adminToken();
    const games = [
      ...Array.from({ length: 30 }, (_, i) => makeGame(`now-${String(i).padStart(2, '0')}`, { time: dayOf(current.start, 20 + i) })),
      ...Array.from({ length: 40 }, (_, i) => makeGame(`old-${String(i).padStart(2, '0')}`, { time: dayOf(past.start, 20 + i), status: 'FINAL' })),
    ];
    await write(games.map((game) => rxToCouch(game)));
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('a fan replicates only the current season; a stock client still reads every game through /db', async () => {
    const fan = await createTestClient(server, { collections: ['games'] });
    try {
      await fan.sync.awaitInSync();
      const ids = await localIds(fan);
      expect(ids.filter((id) => id.startsWith('now-'))).toHaveLength(30);
      expect(ids.filter((id) => id.startsWith('old-'))).toEqual([]);
    } finally {
      await fan.close();
    }
    const all = (await (await fetch(`${server.url}/db/games/_all_docs`)).json()) as { rows: { id: string }[] };
    expect(all.rows.filter((row) => row.id.startsWith('old-'))).toHaveLength(40);
  });

  it('a game moved into the current season reaches the fan; one moved out, or deleted, reaches it too', async () => {
    const fan = await createTestClient(server, { collections: ['games'] });
    try {
      await fan.sync.awaitInSync();
      const movedIn = await stored('old-05');
      await write([{ ...movedIn, time: dayOf(current.start, 90), updatedAt: Date.now() }]);
      await waitFor(async () => (await fan.db.games.findOne('old-05').exec())?.time === dayOf(current.start, 90), { message: 'the game moved into this season' });

      const movedOut = await stored('now-07');
      await write([{ ...movedOut, time: dayOf(past.start, 100), updatedAt: Date.now() }]);
      // The server notes the season it left; the device gets the new time (and no longer lists it this season).
      expect((await stored('now-07')).movedFrom).toEqual([CURRENT]);
      await waitFor(async () => (await fan.db.games.findOne('now-07').exec())?.time === dayOf(past.start, 100), { message: 'the game moved out of this season' });

      const gone = await stored('now-08');
      const del = await fetch(`${server.url}/db/games/now-08?rev=${String(gone._rev)}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
      expect(del.status).toBe(200);
      await waitFor(async () => (await fan.db.games.findOne('now-08').exec()) === null, { message: 'the deleted game left the device' });
    } finally {
      await fan.close();
    }
  });

  it('a client cannot write movedFrom: the server keeps it from the stored version', async () => {
    const doc = await stored('now-01');
    await write([{ ...doc, movedFrom: ['1999-00'], updatedAt: Date.now() }]);
    expect((await stored('now-01')).movedFrom).toBeUndefined();
  });

  it('a past season read on demand is kept: offline afterwards, and after a restart', async () => {
    const net = await startNetworkSwitch(server);
    const shelf = memorySeasonShelf();
    const name = `seasons-kept-${Date.now()}`;
    const fan = await createTestClient(server, { name, collections: ['games'], baseUrl: net.url, syncOptions: { seasonShelf: shelf } });
    try {
      await fan.sync.awaitInSync();
      const inPast = await fan.db.games.find({ selector: { time: { $gte: at(past.start), $lt: at(past.end) } } }).exec();
      expect(inPast).toEqual([]);
      await fan.sync.keepSeason(['games'], PAST);
      const pastIds = (await localIds(fan)).filter((id) => id.startsWith('old-'));
      expect(pastIds.length).toBeGreaterThanOrEqual(39);
      expect(shelf.load()).toEqual([`games@${PAST}`]);

      await net.goOffline();
      expect((await localIds(fan)).filter((id) => id.startsWith('old-'))).toEqual(pastIds);
      await fan.close();

      // Started again with no network: the kept season is on the device.
      const offline = await createTestClient(server, { name, collections: ['games'], baseUrl: net.url, syncOptions: { seasonShelf: shelf } });
      try {
        expect((await localIds(offline)).filter((id) => id.startsWith('old-'))).toEqual(pastIds);
      } finally {
        await offline.close();
      }
      // And online, the next start replicates the kept season again, with the current one.
      await net.goOnline();
      const again = await createTestClient(server, { collections: ['games'], baseUrl: net.url, syncOptions: { seasonShelf: shelf } });
      try {
        await again.sync.awaitInSync();
        expect((await localIds(again)).filter((id) => id.startsWith('old-'))).toEqual(pastIds);
      } finally {
        await again.close();
      }
    } finally {
      await net.close();
    }
  });

  it('an admin replicates every season', async () => {
    const admin = await createTestClient(server, { collections: ['games'], token });
    try {
      await admin.sync.awaitInSync();
      expect((await localIds(admin)).filter((id) => id.startsWith('old-')).length).toBeGreaterThanOrEqual(39);
    } finally {
      await admin.close();
    }
  });

  it('someone signing in during a fan\'s first sync: the sync ends in sync, with every season', async () => {
    // The fan's first read of the season is held until the sign-in has restarted its lane.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    const heldFetch: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/_find')) {
        held = true;
        await released;
      }
      return fetch(input, init);
    };
    let signedIn: string | null = null;
    const device = await createTestClient(server, { collections: ['games'], token: () => signedIn, syncOptions: { fetch: heldFetch } });
    try {
      await waitFor(() => held, { message: 'the first read to start' });
      signedIn = token;
      device.sync.startScorerSync();
      release();
      await device.sync.awaitInSync();
      expect((await localIds(device)).filter((id) => id.startsWith('old-')).length).toBeGreaterThanOrEqual(39);
    } finally {
      await device.close();
    }
  });

  it('on the first day of a new season the device starts it and keeps the one that ended', async () => {
    const next = seasonBounds(currentSeason(current.end));
    await write([makeGame('next-01', { time: dayOf(next.start, 30) }), makeGame('next-02', { time: dayOf(next.start, 31) })].map((game) => rxToCouch(game)));
    // The device's clock: an hour before the current season ends, then the next morning.
    let clock = current.end - 3_600_000;
    const shelf = memorySeasonShelf();
    const fan = await createTestClient(server, { collections: ['games'], syncOptions: { now: () => clock, seasonShelf: shelf } });
    try {
      await fan.sync.awaitInSync();
      expect(fan.sync.currentSeason()).toBe(CURRENT);
      const before = await localIds(fan);
      expect(before.some((id) => id.startsWith('next-'))).toBe(false);
      clock = current.end + 8 * 3_600_000;
      // A phone asleep over midnight runs no timer: it looks at the season again when it wakes up (reconnect).
      fan.sync.reconnect();
      await waitFor(async () => (await localIds(fan)).filter((id) => id.startsWith('next-')).length === 2, { message: 'the new season arrived' });
      expect(fan.sync.currentSeason()).toBe(currentSeason(current.end));
      expect(shelf.load()).toEqual([`games@${CURRENT}`]);
      // Nothing of the season that ended was dropped.
      const after = await localIds(fan);
      expect(before.every((id) => after.includes(id))).toBe(true);
    } finally {
      await fan.close();
    }
  });
});
