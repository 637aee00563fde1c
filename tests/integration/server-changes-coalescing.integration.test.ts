import { describe, expect, it } from 'vitest';
import { R, call, changesStoreReads, sampleDoc, serverForFile } from './server-helpers';

const ctx = serverForFile();

const storeReads = () => changesStoreReads(ctx.server.url);

interface ChangesBody {
  results: { id: string; doc?: { location?: string } }[];
  last_seq: string | number;
}

async function pull(since: string | number): Promise<ChangesBody> {
  const res = await fetch(`${ctx.server.url}/db/games/_changes?feed=normal&style=all_docs&include_docs=true&since=${since}&limit=1000`);
  expect(res.status).toBe(200);
  return (await res.json()) as ChangesBody;
}

describe('fans pulling after a change notice', () => {
  it('share store reads, and every answer holds every change announced before it was asked', async () => {
    const id = `${R}coalesce-game`;
    const first = await call(ctx.server.url, 'PUT', `/db/games/${id}`, { body: sampleDoc('games', id), token: ctx.token });
    expect(first.status).toBe(201);
    const since = (await pull(0)).last_seq;

    for (let round = 1; round <= 3; round++) {
      const current = await call(ctx.server.url, 'GET', `/db/games/${id}`);
      const location = `Field ${round}`;
      const write = await call(ctx.server.url, 'PUT', `/db/games/${id}`, {
        body: { ...current.body, location, updatedAt: Date.now() },
        token: ctx.token,
      });
      expect(write.status).toBe(201);

      const before = await storeReads();
      const answers = await Promise.all(Array.from({ length: 40 }, () => pull(since)));
      const reads = (await storeReads()) - before;

      for (const answer of answers) {
        const row = answer.results.find((r) => r.id === id);
        expect(row?.doc?.location).toBe(location);
      }
      // 40 identical concurrent reads; without sharing this would be 40.
      expect(reads).toBeGreaterThanOrEqual(1);
      expect(reads).toBeLessThan(40);
    }
  });

  it('long-poll reads are never shared and still wait for the next change', async () => {
    const since = (await pull(0)).last_seq;
    const waiting = fetch(`${ctx.server.url}/db/games/_changes?feed=longpoll&include_docs=true&since=${since}&timeout=20000&heartbeat=10000`);
    const id = `${R}coalesce-longpoll`;
    expect((await call(ctx.server.url, 'PUT', `/db/games/${id}`, { body: sampleDoc('games', id), token: ctx.token })).status).toBe(201);
    const answer = (await (await waiting).json()) as ChangesBody;
    expect(answer.results.map((r) => r.id)).toContain(id);
  });
});
