import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '../../src/shared/schemas/collections';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { R, call, sampleDoc } from './server-helpers';

interface SseEvent {
  event: string;
  data: string;
}

/** Reads GET /api/changes the way the client does (fetch + stream reader). */
async function openStream(url: string) {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/changes`, { signal: abort.signal, headers: { accept: 'text/event-stream' } });
  const events: SseEvent[] = [];
  let comments = 0;
  let buffer = '';
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (block.startsWith(':')) comments++;
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) events.push({ event, data });
      }
    }
  })().catch(() => undefined);
  async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  return {
    res,
    events,
    heartbeats: () => comments,
    waitFor,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function health(): Promise<Record<string, unknown>> {
  return (await call(server.url, 'GET', '/api/health')).body;
}

describe('GET /api/changes (one SSE stream for every collection)', () => {
  it('is public, says hello with the collections, and sends heartbeats', async () => {
    const stream = await openStream(server.url);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const hello = await stream.waitFor(() => stream.events.find((e) => e.event === 'hello'), 'hello');
      expect(JSON.parse(hello.data)).toEqual({ collections: COLLECTION_NAMES });
      await stream.waitFor(() => (stream.heartbeats() >= 2 ? true : undefined), 'two heartbeats');
    } finally {
      await stream.close();
    }
  });

  it('notifies a change after an admin write, and not after a refused one', async () => {
    const stream = await openStream(server.url);
    try {
      await stream.waitFor(() => stream.events.find((e) => e.event === 'hello'), 'hello');
      const refused = await call(server.url, 'PUT', `/db/games/${R}sse-anon`, { body: sampleDoc('games', `${R}sse-anon`) });
      expect(refused.status).toBe(401);
      const token = await server.adminToken();
      const write = await call(server.url, 'PUT', `/db/games/${R}sse-game`, { body: sampleDoc('games', `${R}sse-game`), token });
      expect(write.status).toBe(201);
      const change = await stream.waitFor(
        () => stream.events.map((e) => (e.event === 'change' ? JSON.parse(e.data) : undefined)).find((d) => d?.ids.includes(`${R}sse-game`)),
        'the change of sse-game',
      );
      expect(change).toMatchObject({ collection: 'games', ids: [`${R}sse-game`] });
      expect(change.seq).toBeDefined();
      const allIds = stream.events.filter((e) => e.event === 'change').flatMap((e) => JSON.parse(e.data).ids as string[]);
      expect(allIds).not.toContain(`${R}sse-anon`);
    } finally {
      await stream.close();
    }
  });

  it('keeps one store watcher per collection whatever the number of clients, and drops closed clients', async () => {
    const before = await health();
    expect(before.changeWatchers).toBe(COLLECTION_NAMES.length);
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(server.url)));
    await Promise.all(streams.map((s) => s.waitFor(() => s.events.find((e) => e.event === 'hello'), 'hello')));
    const during = await health();
    expect(during.changeWatchers).toBe(COLLECTION_NAMES.length);
    expect(during.changeListeners).toBe(Number(before.changeListeners) + 5);

    const token = await server.adminToken();
    await call(server.url, 'PUT', `/db/articles/${R}sse-fanout`, { body: sampleDoc('articles', `${R}sse-fanout`), token });
    for (const s of streams) {
      await s.waitFor(() => s.events.find((e) => e.event === 'change' && e.data.includes(`${R}sse-fanout`)), 'fan-out');
    }
    await Promise.all(streams.map((s) => s.close()));
    const deadline = Date.now() + 10_000;
    while ((await health()).changeListeners !== before.changeListeners && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await health()).changeListeners).toBe(before.changeListeners);
  });
});
