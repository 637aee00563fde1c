import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { OverwriteNotice } from '../../src/data/sync/startSync';
import { docsEqual } from '../../src/shared/merge';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { NetworkSwitch, TestClient } from '../kit/client';
import { createTestClient, startNetworkSwitch, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { accountToken } from './server-helpers';
import { makeGame } from './sync-fixtures';

interface Device {
  client: TestClient;
  net: NetworkSwitch;
  notices: OverwriteNotice[];
}

describe('sync: offline edits merge on reconnect', () => {
  let server: TestServer;
  let devices: Device[] = [];

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    for (const device of devices) {
      await device.client.close();
      await device.net.close();
    }
    devices = [];
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Device A's editor is a@liaa.test, B's b@liaa.test: the server takes a document's author from the token. */
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (email: string): Promise<string> => {
    if (!tokens.has(email)) tokens.set(email, accountToken(server, email).then((account) => account.token));
    return tokens.get(email)!;
  };

  async function device(editor: string): Promise<Device> {
    const net = await startNetworkSwitch(server);
    const client = await createTestClient(server, {
      token: await tokenOf(editor),
      baseUrl: net.url,
      collections: ['games'],
    });
    const notices: OverwriteNotice[] = [];
    client.sync.overwritten$.subscribe((notice) => notices.push(notice));
    const d = { client, net, notices };
    devices.push(d);
    return d;
  }

  async function serverGame(id: string): Promise<GameDoc & { _id: string }> {
    const res = await fetch(`${server.url}/db/games/${id}`);
    expect(res.status).toBe(200);
    return (await res.json()) as GameDoc & { _id: string };
  }

  /** Both devices hold the game, then lose the network. */
  async function sharedGameOffline(id: string): Promise<[Device, Device, number]> {
    const [a, b] = [await device('a@liaa.test'), await device('b@liaa.test')];
    const base = makeGame(id, { updatedAt: 1_000, updatedBy: 'a@liaa.test' });
    await a.client.db.games.insert(base);
    await waitFor(() => b.client.db.games.findOne(id).exec(), { message: `${id} on device B` });
    await Promise.all([a.client.sync.awaitInSync(), b.client.sync.awaitInSync()]);
    await Promise.all([a.net.goOffline(), b.net.goOffline()]);
    await waitFor(() => !a.client.sync.getState().online && !b.client.sync.getState().online, {
      message: 'both devices offline',
    });
    return [a, b, base.updatedAt];
  }

  async function edit(d: Device, id: string, change: (doc: GameDoc) => Partial<GameDoc>): Promise<void> {
    const doc = await d.client.db.games.findOne(id).exec();
    if (!doc) throw new Error(`no ${id} on device`);
    await doc.incrementalModify((data) => ({ ...data, ...change(data) }));
  }

  async function settled(d: Device): Promise<void> {
    await waitFor(() => d.client.sync.getState().pending === 0 && d.client.sync.getState().online, {
      message: 'device back online with nothing pending',
    });
    await d.client.sync.awaitInSync();
  }

  it('keeps edits of different fields made on two offline devices', async () => {
    const [a, b, t0] = await sharedGameOffline('merge-fields');
    await edit(a, 'merge-fields', (g) => ({
      score: { home: { ...g.score?.home, '1': 7 }, away: { ...g.score?.away } },
      notes: 'Rain delay',
      updatedAt: t0 + 100,
      updatedBy: 'a@liaa.test',
    }));
    await edit(b, 'merge-fields', (g) => ({
      score: { home: { ...g.score?.home }, away: { ...g.score?.away, '2': 3 } },
      gameNotes: { ...g.gameNotes, general: 'Senior night' },
      updatedAt: t0 + 200,
      updatedBy: 'b@liaa.test',
    }));
    expect(a.client.sync.getState().pending).toBe(1);
    expect(b.client.sync.getState().pending).toBe(1);

    await Promise.all([a.net.goOnline(), b.net.goOnline()]);
    await Promise.all([settled(a), settled(b)]);

    const expected = {
      score: { home: { '1': 7 }, away: { '2': 3 } },
      notes: 'Rain delay',
      gameNotes: { general: 'Senior night' },
      updatedAt: t0 + 200,
    };
    await waitFor(async () => {
      const [docA, docB] = await Promise.all(
        [a, b].map(async (d) => (await d.client.db.games.findOne('merge-fields').exec())?.toJSON()),
      );
      return docsEqual(docA, docB) && docA?.notes === 'Rain delay' && docB?.gameNotes?.general === 'Senior night';
    }, { message: 'both devices converge on the merged game' });
    const onA = (await a.client.db.games.findOne('merge-fields').exec())?.toJSON();
    expect(onA).toMatchObject(expected);
    expect(await serverGame('merge-fields')).toMatchObject(expected);
    expect([...a.notices, ...b.notices]).toEqual([]);
  });

  it.each([
    ['the later editor reconnects first', true],
    ['the earlier editor reconnects first', false],
  ])('gives a field edited on both devices to the later edit everywhere (%s)', async (_label, laterFirst) => {
    const id = `merge-same-${laterFirst ? 'later' : 'earlier'}`;
    const [a, b, t0] = await sharedGameOffline(id);
    await edit(a, id, () => ({ notes: 'Final from A', updatedAt: t0 + 100, updatedBy: 'a@liaa.test' }));
    await edit(b, id, () => ({ notes: 'Final from B', updatedAt: t0 + 200, updatedBy: 'b@liaa.test' }));

    const [first, second] = laterFirst ? [b, a] : [a, b];
    await first.net.goOnline();
    await settled(first);
    expect((await serverGame(id)).notes).toBe(laterFirst ? 'Final from B' : 'Final from A');
    await second.net.goOnline();
    await Promise.all([settled(a), settled(b)]);

    await waitFor(async () => {
      const notes = await Promise.all([a, b].map(async (d) => (await d.client.db.games.findOne(id).exec())?.notes));
      return notes.every((n) => n === 'Final from B');
    }, { message: 'both devices show the later edit' });
    expect(await serverGame(id)).toMatchObject({ notes: 'Final from B', updatedAt: t0 + 200 });
    // Device A's edit lost to a later one: it is told, never silently.
    if (laterFirst) expect(a.notices).toEqual([{ collection: 'games', id, fields: ['notes'] }]);
    expect(b.notices).toEqual([]);
  });
});
