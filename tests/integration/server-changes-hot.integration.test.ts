import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { R, call, changesStoreReads, sampleDoc, serverForFile } from './server-helpers';

/**
 * The pulls fans share (sync-server/routes/pulls.ts) and the change stream (routes/changes.ts),
 * answered from answers kept until the collection changes.
 */
const ctx = serverForFile();

interface ChangesBody {
  results: { seq?: string | number; id: string; doc?: { location?: string } }[];
  last_seq: string | number;
}

const PULL = 'feed=normal&style=all_docs&include_docs=true&limit=1000';

async function pull(since: string | number): Promise<ChangesBody> {
  const res = await fetch(`${ctx.server.url}/db/games/_changes?${PULL}&since=${encodeURIComponent(String(since))}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ChangesBody;
}

const locationIn = (answer: ChangesBody, id: string): string | undefined => answer.results.find((r) => r.id === id)?.doc?.location;

/**
 * What two reads of the same changes have in common on any store: the rows as a set, and where the
 * feed ends. A sharded CouchDB promises no order across its shards, nor the same `seq` for a row
 * reached in another order.
 */
const sameChanges = ({ results, ...rest }: ChangesBody) => ({
  ...rest,
  results: results.map(({ seq: _seq, ...row }) => row).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
});

const storeReads = () => changesStoreReads(ctx.server.url);

async function putLocation(id: string, location: string): Promise<void> {
  const current = await call(ctx.server.url, 'GET', `/db/games/${id}`);
  const body = current.status === 200 ? { ...current.body, location, updatedAt: Date.now() } : { ...sampleDoc('games', id), location };
  const write = await call(ctx.server.url, 'PUT', `/db/games/${id}`, { body, token: ctx.token });
  expect(write.status).toBe(201);
}

/** Resolves when the change stream announces `id`. */
async function noticeOf(id: string): Promise<{ seen: Promise<void>; close(): void }> {
  const abort = new AbortController();
  const res = await fetch(`${ctx.server.url}/api/changes`, { signal: abort.signal, headers: { accept: 'text/event-stream' } });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const seen = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      text += value;
      if (text.includes('event: hello') && new RegExp(`event: change\\ndata: [^\\n]*"${id}"`).test(text)) return;
    }
  })();
  // The stream is open (hello received) before the caller writes.
  for (let i = 0; i < 200 && !text.includes('event: hello'); i++) {
    const { value } = await reader.read();
    text += value ?? '';
  }
  return { seen, close: () => abort.abort() };
}

describe('pulls answered from kept answers', () => {
  it('a writer pulling right after its acknowledged write sees it, though earlier answers were kept', async () => {
    const id = `${R}hot-ryw`;
    await putLocation(id, 'Field 0');
    const since = (await pull(0)).last_seq;
    for (let round = 1; round <= 5; round++) {
      await Promise.all([pull(since), pull(since), pull(since)]);
      await putLocation(id, `Field ${round}`);
      // No waiting for the change notice: the acknowledged write alone must be enough.
      expect(locationIn(await pull(since), id)).toBe(`Field ${round}`);
    }
  });

  it('every pull sent after a write was acknowledged holds that write, under concurrent pulls', async () => {
    const id = `${R}hot-concurrent`;
    const since = (await pull(0)).last_seq;
    await putLocation(id, 'Court 0');
    for (let round = 1; round <= 6; round++) {
      let acked = false;
      const write = putLocation(id, `Court ${round}`).then(() => (acked = true));
      const checks: Promise<void>[] = [];
      for (let sentAfterAck = 0; sentAfterAck < 8; ) {
        const afterAck = acked;
        const answer = pull(since);
        checks.push(
          answer.then((answer) => {
            if (afterAck) expect(locationIn(answer, id)).toBe(`Court ${round}`);
            else expect([`Court ${round - 1}`, `Court ${round}`]).toContain(locationIn(answer, id));
          }),
        );
        if (afterAck) sentAfterAck++;
        // The next pull goes when this one is answered or the write acknowledged, whichever comes
        // first: until the acknowledgement a pull is always in flight beside the write, and the 8 sent
        // right after it join whatever store read the pull sent before it has started.
        await Promise.race([write, answer]);
      }
      await write;
      await Promise.all(checks);
    }
  });

  it('after a change, fans asking the same question share one store read, and all see the change', async () => {
    const id = `${R}hot-shared`;
    await putLocation(id, 'Gym 0');
    const since = (await pull(0)).last_seq;
    await Promise.all(Array.from({ length: 12 }, () => pull(since)));

    const stream = await noticeOf(id);
    try {
      await putLocation(id, 'Gym 1');
      await stream.seen;
      const before = await storeReads();
      const after = await Promise.all(Array.from({ length: 12 }, () => pull(since)));
      for (const answer of after) expect(locationIn(answer, id)).toBe('Gym 1');
      expect((await storeReads()) - before).toBe(1);
      // Kept until the next change: asking again costs no store read.
      expect(locationIn(await pull(since), id)).toBe('Gym 1');
      expect((await storeReads()) - before).toBe(1);
    } finally {
      stream.close();
    }
  });
});

/** A GET as node's http client sends it; `body`: an odd GET that carries one (no shared pull: `/db`'s router forwards it). */
function rawGet(path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(ctx.server.url + path, { method: 'GET', headers }, (res) => {
      const chunks: Uint8Array[] = [];
      res.on('data', (c: Uint8Array) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the shared pulls and the change stream', () => {
  const SECURITY = [
    'content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster',
    'referrer-policy', 'strict-transport-security', 'x-content-type-options', 'x-dns-prefetch-control',
    'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
  ];

  it('carry the same security headers as every other answer', async () => {
    const viaExpress = await call(ctx.server.url, 'GET', '/db/games/_all_docs?limit=1');
    const pulled = await call(ctx.server.url, 'GET', `/db/games/_changes?${PULL}&since=0`);
    for (const name of SECURITY) {
      expect(viaExpress.headers.get(name), name).not.toBeNull();
      expect(pulled.headers.get(name), name).toBe(viaExpress.headers.get(name));
    }
    expect(pulled.headers.get('cache-control')).toBe('must-revalidate');
    expect(viaExpress.headers.get('x-powered-by')).toBeNull();
    expect(pulled.headers.get('x-powered-by')).toBeNull();
  });

  it('the change stream too, and it is never compressed', async () => {
    const abort = new AbortController();
    const res = await fetch(`${ctx.server.url}/api/changes`, { signal: abort.signal, headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip' } });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      for (const name of SECURITY) expect(res.headers.get(name), name).not.toBeNull();
    } finally {
      abort.abort();
    }
  });

  it('gzip a large answer for clients that accept it, the same JSON once unpacked', async () => {
    const docs = Array.from({ length: 8 }, (_, i) => sampleDoc('games', `${R}hot-big-${i}`));
    expect((await call(ctx.server.url, 'POST', '/db/games/_bulk_docs', { body: { docs }, token: ctx.token })).status).toBe(201);
    const path = `/db/games/_changes?${PULL}&since=0`;
    const packed = await rawGet(path, { 'accept-encoding': 'gzip, deflate' });
    const plain = await rawGet(path, {});
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers.vary).toBe('Accept-Encoding');
    expect(sameChanges(JSON.parse(gunzipSync(new Uint8Array(packed.body)).toString('utf8')) as ChangesBody)).toEqual(sameChanges(JSON.parse(plain.body.toString('utf8')) as ChangesBody));
    const latest = (JSON.parse(plain.body.toString('utf8')) as ChangesBody).last_seq;
    const small = await rawGet(`/db/games/_changes?${PULL}&since=${encodeURIComponent(String(latest))}`, { 'accept-encoding': 'gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('a GET of _changes that carries a body is not shared: `/db` forwards it, and it answers the same changes', async () => {
    const id = `${R}hot-odd-get`;
    await putLocation(id, 'Odd Field');
    const path = `/db/games/_changes?${PULL}&since=0`;
    const text = JSON.stringify({ doc_ids: ['nothing'] });
    const odd = await rawGet(path, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }, text);
    expect(odd.status).toBe(200);
    const answer = JSON.parse(odd.body.toString('utf8')) as ChangesBody;
    expect(locationIn(answer, id)).toBe('Odd Field');
    expect(sameChanges(answer)).toEqual(sameChanges(await pull(0)));
  });

  it('leave what the guard refuses to `/db`, which refuses it as before', async () => {
    expect((await call(ctx.server.url, 'GET', '/db/games/_changes?feed=eventsource')).status).toBe(400);
    expect((await call(ctx.server.url, 'GET', '/db/games/_changes?include_docs=maybe')).status).toBe(400);
    expect((await call(ctx.server.url, 'GET', '/db/_users/_changes')).status).toBe(403);
    expect((await call(ctx.server.url, 'GET', '/db/liaa_users/_changes')).status).toBe(403);
    expect((await call(ctx.server.url, 'GET', '/db/games/_changes/extra')).status).toBe(403);
  });
});
