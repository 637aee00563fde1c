import { describe, expect, it } from 'vitest';
import type { PlayerStatsDoc } from '../../src/shared/schemas/playerStats.schema';
import { refusedBook } from '../../src/data/sync/refusedBook';
import { discardRefused } from '../../src/features/admin/conflicts/refusedMutations';
import type { TestClient } from '../kit/client';
import { createTestClient, startNetworkSwitch, waitFor } from '../kit/client';
import { call, serverForFile } from './server-helpers';
import { writeDocs } from './sync-fixtures';

/**
 * Issue 38, point 3: a change the server refuses for its values (a stats line with 2,000,000
 * passing yards) never blocks the device's other changes, never looks saved, and waits on the
 * device until it is fixed (a later edit pushes) or discarded (back to what the server holds).
 * CouchDB's own replicator likewise skips a refused document, counts it and goes on.
 */
describe('sync: a change the server refuses is set aside, and the others still go', () => {
  const ctx = serverForFile();

  const line = (id: string, fields: Partial<PlayerStatsDoc> = {}): PlayerStatsDoc => ({
    id,
    playerName: `Player ${id}`,
    teamName: 'Harborview',
    schoolName: 'Harborview High School',
    sport: 'football',
    division: '6A',
    season: '2026-27',
    passingYards: 1200,
    createdAt: 1,
    updatedAt: Date.now(),
    updatedBy: ctx.server.adminEmail,
    ...fields,
  });
  const onServer = async (id: string) => {
    const answer = await call(ctx.server.url, 'GET', `/db/playerStats/${encodeURIComponent(id)}`);
    return answer.status === 404 ? null : (answer.body as unknown as PlayerStatsDoc);
  };
  const refusedOn = (client: TestClient) => refusedBook(client.db.name).list();

  it('pushes the valid line beside a refused one, keeps the refused one pending with its reason; a fix then pushes', async () => {
    const stamp = Date.now();
    const [wrong, right] = [`refused-wrong-${stamp}`, `refused-right-${stamp}`];
    const network = await startNetworkSwitch(ctx.server);
    const client = await createTestClient(ctx.server, { baseUrl: network.url, token: ctx.token, collections: ['playerStats'] });
    try {
      await client.sync.awaitInSync();
      // Offline, as courtside: the wrong line first, then a valid one (the same push batch).
      await network.goOffline();
      await client.db.playerStats.insert(line(wrong, { passingYards: 2_000_000 }));
      await client.db.playerStats.insert(line(right));
      await waitFor(() => client.sync.getState().pending === 2, { message: 'both lines pending offline' });

      await network.goOnline();
      client.sync.reconnect();
      await waitFor(async () => (await onServer(right)) !== null, { message: 'the valid line on the server' });
      await waitFor(() => refusedOn(client).length === 1, { message: 'the wrong line set aside' });
      expect(refusedOn(client)[0]).toMatchObject({ collection: 'playerStats', id: wrong, base: null });
      expect(refusedOn(client)[0].reason).toMatch(/passingYards/);
      expect(await onServer(wrong)).toBeNull();
      // Still on the device and still pending (never "synced"), and no error holds the queue.
      await client.sync.awaitInSync();
      expect(client.sync.getState().pending).toBe(1);
      // The change stream cut offline may still be reconnecting (its network error stands until it is):
      // what must not stand is an error from the refused line.
      await waitFor(() => client.sync.getState().error === null, { message: 'no sync error once reconnected' });
      expect((await client.db.playerStats.findOne(wrong).exec())?.passingYards).toBe(2_000_000);

      // A later valid line still goes.
      const later = `refused-later-${stamp}`;
      await client.db.playerStats.insert(line(later));
      await waitFor(async () => (await onServer(later)) !== null, { message: 'a later line on the server' });

      // Fixed on the device: pushed, no longer set aside, nothing pending.
      const local = await client.db.playerStats.findOne(wrong).exec();
      await local!.incrementalPatch({ passingYards: 2_000, updatedAt: Date.now() });
      await waitFor(async () => (await onServer(wrong))?.passingYards === 2_000, { message: 'the fixed line on the server' });
      await waitFor(() => client.sync.getState().pending === 0, { message: 'nothing pending' });
      expect(refusedOn(client)).toEqual([]);
    } finally {
      await client.close();
      await network.close();
    }
  });

  it('discarding puts back what the server holds: a refused edit returns to the stored line, a refused new line is removed', async () => {
    const stamp = Date.now();
    const [stored, fresh] = [`refused-stored-${stamp}`, `refused-fresh-${stamp}`];
    await writeDocs(ctx.server, ctx.token, [{ ...line(stored, { passingYards: 900 }), _id: stored }], 'playerStats');
    const client = await createTestClient(ctx.server, { token: ctx.token, collections: ['playerStats'] });
    try {
      await client.sync.awaitInSync();
      await waitFor(() => client.db.playerStats.findOne(stored).exec(), { message: 'the stored line on the device' });
      const local = await client.db.playerStats.findOne(stored).exec();
      await local!.incrementalPatch({ season: 'banana', updatedAt: Date.now() });
      await client.db.playerStats.insert(line(fresh, { rushingYards: 5_000_000 }));
      await waitFor(() => refusedOn(client).length === 2, { message: 'both set aside' });
      expect(refusedOn(client).find((change) => change.id === stored)?.base).toMatchObject({ id: stored, season: '2026-27', passingYards: 900 });
      expect(await onServer(stored)).toMatchObject({ season: '2026-27' });
      expect(await onServer(fresh)).toBeNull();

      for (const change of refusedOn(client)) await discardRefused(client.db, change);
      await waitFor(() => refusedOn(client).length === 0 && client.sync.getState().pending === 0, { message: 'both settled' });
      expect((await client.db.playerStats.findOne(stored).exec())?.toJSON()).toMatchObject({ season: '2026-27', passingYards: 900 });
      expect(await client.db.playerStats.findOne(fresh).exec()).toBeNull();
      expect(await onServer(stored)).toMatchObject({ season: '2026-27', passingYards: 900 });
      expect(await onServer(fresh)).toBeNull();
    } finally {
      await client.close();
    }
  });
});
