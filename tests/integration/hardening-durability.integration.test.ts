import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDoc } from '../../src/shared/schemas/games.schema';
import type { NetworkSwitch, TestClient } from '../kit/client';
import { createTestClient, startNetworkSwitch, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { makeGame } from './sync-fixtures';
import { R } from './server-helpers';

/**
 * Issue 5, durability. Layout of the 1,000 score changes: GAMES game documents,
 * each patched CHANGES_PER_GAME times; change k of a game sets its home period 1
 * and final to k, so a game's score only grows and "change k is on the server"
 * means "the server's score is at least k". The server is SIGKILLed while the
 * admin client is still pushing; acknowledged writes are recorded from the
 * client's own _bulk_docs 2xx answers (per-document ok rows).
 */
const GAMES = 10;
const CHANGES_PER_GAME = 100;
const KILL_AFTER_ACKED = 150;

let server: TestServer;
let net: NetworkSwitch;
let client: TestClient | undefined;

beforeAll(async () => {
  server = await startTestServer();
  net = await startNetworkSwitch(server);
});
afterAll(async () => {
  await client?.close();
  await net?.close();
  await server?.stop();
});

const gameId = (g: number) => `${R}dur-game-${g}`;
const homeOf = (doc: { score?: { home?: Record<string, unknown> } } | undefined) => Number(doc?.score?.home?.final ?? 0);

async function serverGame(id: string): Promise<Record<string, unknown> | undefined> {
  const res = await fetch(`${server.url}/db/games/${encodeURIComponent(id)}`);
  return res.ok ? ((await res.json()) as Record<string, unknown>) : undefined;
}

describe('durability under kill -9', () => {
  it('keeps every acknowledged score change, and all 1,000 after the client reconnects', { timeout: 300_000 }, async () => {
    const acked = new Map<string, number>(); // game id -> highest acknowledged change
    let ackedChanges = 0;
    const recordingFetch: typeof fetch = async (input, init) => {
      const response = await globalThis.fetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/_bulk_docs') && response.ok && typeof init?.body === 'string') {
        const sent = (JSON.parse(init.body) as { docs: (GameDoc & { _id: string })[] }).docs;
        // Only a fully received answer is an acknowledgement.
        const rows = (await response.clone().json()) as { id: string; ok?: boolean }[];
        for (const row of rows) {
          const doc = sent.find((d) => d._id === row.id);
          if (!row.ok || !doc) continue;
          const before = acked.get(row.id) ?? 0;
          acked.set(row.id, Math.max(before, homeOf(doc)));
          ackedChanges += Math.max(0, homeOf(doc) - before);
        }
      }
      return response;
    };

    client = await createTestClient(server, {
      token: await server.adminToken(),
      collections: ['games'],
      baseUrl: net.url,
      syncOptions: { fetch: recordingFetch },
    });
    for (let g = 0; g < GAMES; g++) await client.db.games.insert(makeGame(gameId(g), { status: 'LIVE' }));

    let killed = false;
    let written = 0;
    for (let k = 1; k <= CHANGES_PER_GAME; k++) {
      const ackedBefore = ackedChanges;
      for (let g = 0; g < GAMES; g++) {
        const doc = await client.db.games.findOne(gameId(g)).exec();
        await doc!.incrementalPatch({
          // A score as the app writes it: its finals computed from its periods (docs/design/scoring.md).
          score: { home: { '1': k, final: k }, away: { final: 0 } },
          updatedAt: Date.now(),
        });
        written++;
      }
      if (!killed && ackedChanges >= KILL_AFTER_ACKED) {
        await server.kill();
        killed = true;
      }
      // Replication gets room to push between rounds, as between an admin's taps: until the kill, the
      // next round starts once the server has acknowledged more changes than before this one.
      if (!killed) await waitFor(() => ackedChanges > ackedBefore, { timeout: 60_000, message: `a push acknowledged in round ${k}` });
    }
    expect(written).toBe(GAMES * CHANGES_PER_GAME);
    if (!killed) {
      // A very fast push can acknowledge everything before the threshold is checked.
      await server.kill();
    }
    const ackedAtKill = new Map(acked);
    expect(ackedAtKill.size).toBeGreaterThan(0);
    // The kill really cut a push short: some changes were not acknowledged by then.
    expect([...ackedAtKill.values()].reduce((a, b) => a + b, 0)).toBeLessThan(GAMES * CHANGES_PER_GAME);

    // Keep the client away while the restarted server is inspected alone.
    await net.goOffline();
    await server.restart();
    for (const [id, change] of ackedAtKill) {
      const stored = await serverGame(id);
      expect(homeOf(stored as GameDoc), `${id}: acknowledged change ${change}`).toBeGreaterThanOrEqual(change);
    }

    await net.goOnline();
    await waitFor(() => client!.sync.getState().pending === 0 && client!.sync.getState().online, {
      timeout: 120_000,
      message: 'client pushed everything after reconnecting',
    });
    for (let g = 0; g < GAMES; g++) {
      const local = (await client.db.games.findOne(gameId(g)).exec())!.toJSON();
      expect(homeOf(local)).toBe(CHANGES_PER_GAME);
      const stored = await waitFor(async () => {
        const doc = await serverGame(gameId(g));
        return doc && homeOf(doc as GameDoc) === CHANGES_PER_GAME ? doc : null;
      }, { timeout: 60_000, message: `${gameId(g)} final score on the server` });
      const { _id, _rev, ...fields } = stored;
      expect(fields).toEqual(JSON.parse(JSON.stringify(local)) as Record<string, unknown>);
    }
  });
});
