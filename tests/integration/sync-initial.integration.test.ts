import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rxToCouch } from '../../src/data/sync/couchDocs';
import type { CollectionName } from '../../src/shared/schemas/collections';
import { isSeasonScoped, seasonSelector } from '../../src/shared/seasonScope';
import { currentSeason } from '../../src/shared/standings/season';
import { createTestClient, waitFor } from '../kit/client';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { makeGame, writeDocs } from './sync-fixtures';

const GAMES = 260;

/**
 * A first sync over many pages, with the client's read-ahead and catch-up pages
 * (small sizes so that a few hundred documents make many pages), while an admin
 * keeps writing: the client must end with exactly the server's documents.
 */
describe('sync: initial pull over many pages', () => {
  let server: TestServer;
  let token: string;

  const writeCouch = (docs: Record<string, unknown>[]): Promise<void> => writeDocs(server, token, docs);

  async function serverGames(): Promise<Map<string, string | undefined>> {
    const res = await fetch(`${server.url}/db/games/_all_docs?include_docs=true`);
    const body = (await res.json()) as { rows: { id: string; doc: { notes?: string } }[] };
    return new Map(body.rows.filter((row) => !row.id.startsWith('_design/')).map((row) => [row.id, row.doc.notes]));
  }

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.adminToken();
    const games = Array.from({ length: GAMES }, (_, i) => makeGame(`bulk-${String(i).padStart(4, '0')}`, { notes: 'v0' }));
    await writeCouch(games.map((game) => rxToCouch(game)));
  });

  afterAll(async () => {
    await server?.stop();
  });

  let runs = 0;
  /** `tag` keeps each run's new documents apart (the server is shared by the tests). */
  async function pullWhileWriting(syncOptions: { batchSize: number; catchUpBatchSize: number }, tag: string) {
    const client = await createTestClient(server, { collections: ['games'], syncOptions });
    try {
      // Changes to documents already pulled, not yet pulled, and new ones, while the pull runs.
      for (let round = 0; round < 6; round++) {
        const ids = [`bulk-${String(round * 7).padStart(4, '0')}`, `bulk-${String(GAMES - 1 - round * 11).padStart(4, '0')}`];
        const current = await Promise.all(
          ids.map(async (id) => (await (await fetch(`${server.url}/db/games/${id}`)).json()) as Record<string, unknown>),
        );
        await writeCouch([
          ...current.map((doc) => ({ ...doc, notes: `${tag}${round + 1}`, updatedAt: Date.now() })),
          rxToCouch(makeGame(`new-${tag}-${round}`, { notes: 'new' })),
        ]);
      }
      const expected = await serverGames();
      // (Run against a shared external store, other files' games are there too.)
      expect([...expected.keys()].filter((id) => id.startsWith('bulk-') || id.startsWith('new-'))).toHaveLength(GAMES + 6 * runs);
      await waitFor(
        async () => {
          const docs = await client.db.games.find().exec();
          return docs.length === expected.size && docs.every((doc) => expected.get(doc.id) === doc.notes);
        },
        { timeout: 30_000, message: 'client games equal to the server' },
      );
      await client.sync.awaitInSync();
      expect(client.sync.getState().error).toBeNull();
    } finally {
      await client.close();
    }
  }

  // Its limit is above its wait's own: a wait that fails says which it was.
  it('ends with every document in its latest state when the server changes during the pull', { timeout: 60_000 }, async () => {
    runs++;
    await pullWhileWriting({ batchSize: 20, catchUpBatchSize: 50 }, 'whole');
  });

  it('pulls every document of a fresh database in catch-up pages larger than the batch', async () => {
    const requests: string[] = [];
    const counting: typeof fetch = (input, init) => {
      // A fan's games are a season: its first read's pages are `_find`s (docs/design/sync.md §13), the limit in the body.
      if (String(input).includes('/db/games/_find')) requests.push(String((JSON.parse(String(init?.body)) as { limit: number }).limit));
      else if (String(input).includes('/db/games/_changes')) requests.push(new URL(String(input)).searchParams.get('limit') ?? '');
      return fetch(input, init);
    };
    const client = await createTestClient(server, {
      collections: ['games'],
      syncOptions: { batchSize: 20, catchUpBatchSize: 100, fetch: counting },
    });
    try {
      await client.sync.awaitInSync();
      expect(await client.db.games.count().exec()).toBe((await serverGames()).size);
      expect(requests[0]).toBe('20');
      expect(requests).toContain('100');
    } finally {
      await client.close();
    }
  });
});

describe('sync: which collections a first sync pulls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ['started at once (Node clients)', false],
    ['created and started one by one, each in a task of its own (browsers)', true],
  ])('pulls everything a fan holds up front, and no roster or stat line: %s', async (_how, oneByOne) => {
    const firstPulls: string[] = [];
    const recording: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const pull = /\/db\/([^/]+)\/_(changes|find)/.exec(url);
      if (pull && !firstPulls.includes(pull[1])) firstPulls.push(pull[1]);
      return fetch(input, init);
    };
    const client = await createTestClient(server, { oneAtATime: oneByOne, syncOptions: { fetch: recording, startOneByOne: oneByOne } });
    try {
      await client.sync.awaitInSync();
      // Rosters and player stats are held per school, on demand (sync-schools.integration.test.ts).
      expect(new Set(firstPulls)).toEqual(new Set(['featuredScores', 'games', 'articles', 'schools', 'teamStats', 'rankings', 'divisions']));
      const onServer = async (name: CollectionName) => {
        if (isSeasonScoped(name)) {
          // A fan's device holds the current season of these (docs/design/sync.md §13).
          const found = await fetch(`${server.url}/db/${name}/_find`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ selector: seasonSelector(name, currentSeason()), limit: 5000 }),
          });
          return ((await found.json()) as { docs: unknown[] }).docs.length;
        }
        const body = (await (await fetch(`${server.url}/db/${name}/_all_docs`)).json()) as { rows: { id: string }[] };
        return body.rows.filter((row) => !row.id.startsWith('_design/')).length;
      };
      for (const name of ['games', 'schools', 'teamStats'] as const) {
        // (An external store that other files wrote to first is not re-seeded with the demo: equal to the server is what counts.)
        expect(await client.db.collections[name].count().exec(), name).toBe(await onServer(name));
      }
      // The demo's rosters and lines are on the server; the demo has no credited lines (no scored plays).
      for (const name of ['rosters', 'playerStats'] as const) expect(await onServer(name), name).toBeGreaterThan(0);
      for (const name of ['rosters', 'playerStats', 'playerGameLines'] as const) expect(await client.db.collections[name].count().exec(), name).toBe(0);
    } finally {
      await client.close();
    }
  });
});
