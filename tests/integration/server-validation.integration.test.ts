import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionName } from '../../src/shared/schemas/collections';
import { COLLECTION_NAMES, SERVER_WRITTEN_COLLECTIONS } from '../../src/shared/schemas/collections';
import type { TestServer } from '../kit/server';
import { startTestServer } from '../kit/server';
import { R, call, listIds, sampleDoc, sampleId } from './server-helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.adminToken();
});
afterAll(async () => {
  await server?.stop();
});

describe('every written document is validated', () => {
  it('refuses an anonymous write before looking at the document', async () => {
    const reply = await call(server.url, 'PUT', `/db/schools/${R}v-anon`, { body: { nonsense: true } });
    expect(reply.status).toBe(401);
  });

  // The server's derived collections refuse every client (scoring-credited-lines.integration.test.ts).
  it.each(COLLECTION_NAMES.filter((name) => !SERVER_WRITTEN_COLLECTIONS.has(name)))('accepts a valid %s document and stores it with _id = id', async (collection) => {
    const id = sampleId(collection, `${R}v-ok-${collection}`);
    const reply = await call(server.url, 'PUT', `/db/${collection}/${encodeURIComponent(id)}`, { body: sampleDoc(collection, id), token });
    expect(reply.status, reply.text).toBe(201);
    const stored = await call(server.url, 'GET', `/db/${collection}/${encodeURIComponent(id)}`);
    expect(stored.body).toMatchObject({ _id: id, id });
  });

  const invalid: [CollectionName, Record<string, unknown>, string][] = [
    ['schools', { name: '' }, 'name'],
    ['schools', { name: 'x'.repeat(101) }, 'name'],
    ['schools', { location: '   ' }, 'location'],
    ['schools', { sports: ['quidditch'] }, 'sports'],
    ['schools', { extra: 1 }, 'extra'],
    ['schools', { logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
    ['games', { awayName: 'Harborview High School' }, 'awayName'],
    ['games', { time: 'next friday' }, 'time'],
    ['games', { status: 'DONE' }, 'status'],
    ['games', { score: { home: { final: -1 } } }, 'score.home.final'],
    ['games', { url: 'javascript:alert(1)' }, 'url'],
    ['rosters', { season: '1999-2000' }, 'season'],
    ['rosters', { players: [{ number: '1', name: 'A', grade: '8' }] }, 'players.0.grade'],
    ['articles', { category: 'Gossip' }, 'category'],
    ['teamStats', { winPercentage: 2 }, 'winPercentage'],
    ['featuredScores', { order: 0 }, 'order'],
    ['playerStats', { division: '9Z' }, 'division'],
    ['rankings', { rank: 0 }, 'rank'],
  ];

  it.each(invalid)('refuses an invalid %s document (%j) naming %s, and stores nothing', async (collection, patch, field) => {
    const id = `${R}v-bad-${collection}-${field}`;
    const reply = await call(server.url, 'PUT', `/db/${collection}/${id}`, {
      body: { ...sampleDoc(collection, id), ...patch }, token,
    });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.error).toBe('bad_request');
    expect(reply.body.field).toBe(field);
    expect(String(reply.body.reason)).toMatch(new RegExp(`^${field.replace(/[.[\]]/g, '\\$&')}: `));
    expect((await call(server.url, 'GET', `/db/${collection}/${id}`)).status).toBe(404);
  });

  it('refuses a missing required field by name', async () => {
    const { name: _name, ...rest } = sampleDoc('schools', `${R}v-missing`);
    const reply = await call(server.url, 'PUT', `/db/schools/${R}v-missing`, { body: rest, token });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'name', reason: 'name: is required' });
  });

  it('refuses ids that disagree, are too long or start with an underscore', async () => {
    const mismatch = await call(server.url, 'PUT', `/db/schools/${R}v-a`, { body: sampleDoc('schools', `${R}v-b`), token });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe('id');
    const long = 'x'.repeat(129);
    const tooLong = await call(server.url, 'PUT', `/db/schools/${long}`, { body: sampleDoc('schools', long), token });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.field).toBe('_id');
    const underscore = await call(server.url, 'POST', '/db/schools/_bulk_docs', {
      body: { docs: [{ ...sampleDoc('schools', '_design/evil'), _id: '_design/evil' }] }, token,
    });
    expect(underscore.status).toBe(400);
    expect(await listIds(server.url, 'schools')).not.toContain('_design/evil');
  });

  it("refuses a school named as another in any case or spacing, naming the document; a school keeps its own name", async () => {
    const first = `${R}v-twin-1`;
    const name = `Twin Valley ${R}`;
    expect((await call(server.url, 'PUT', `/db/schools/${first}`, { body: { ...sampleDoc('schools', first), name }, token })).status).toBe(201);
    const twin = await call(server.url, 'PUT', `/db/schools/${R}v-twin-2`, { body: { ...sampleDoc('schools', `${R}v-twin-2`), name: `  ${name.toUpperCase()} ` }, token });
    expect(twin.status).toBe(400);
    expect(twin.body).toMatchObject({ field: 'name', reason: `name: A school named '${name}' already exists.` });
    // Two of one write: the second is named, as a device sets aside what the server names.
    const docs = [`${R}v-twin-3`, `${R}v-twin-4`].map((id) => ({ ...sampleDoc('schools', id), _id: id, name: `Pair ${R}` }));
    const pair = await call(server.url, 'POST', '/db/schools/_bulk_docs', { body: { docs }, token });
    expect(pair.status).toBe(400);
    expect(pair.body.field).toBe('docs[1].name');
    expect((await listIds(server.url, 'schools')).filter((id) => id.startsWith(`${R}v-twin-`))).toEqual([first]);
    // Saving the school itself again (a new location) is no clash with itself.
    const stored = await call(server.url, 'GET', `/db/schools/${first}`);
    const again = await call(server.url, 'PUT', `/db/schools/${first}`, { body: { ...stored.body, location: 'Elsewhere' }, token });
    expect(again.status, again.text).toBe(201);
  });

  // issue 38: an edited article is checked as a new one, whichever field the edit breaks.
  it.each<[string, Record<string, unknown>, string]>([
    ['a blank title', { title: '  ' }, 'title'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title'],
    ['a blank excerpt', { excerpt: '' }, 'excerpt'],
    ['an unknown category', { category: 'Gossip' }, 'category'],
    ['an image that is not one', { imageUrl: 'data:text/html;base64,AAAA' }, 'imageUrl'],
  ])('refuses an article edited to %s, naming %s, and keeps the stored one', async (_what, edit, field) => {
    const id = `${R}v-edit-article-${field}-${Object.keys(edit).join()}-${String(edit[field]).length}`;
    expect((await call(server.url, 'PUT', `/db/articles/${id}`, { body: sampleDoc('articles', id), token })).status).toBe(201);
    const stored = (await call(server.url, 'GET', `/db/articles/${id}`)).body;
    const reply = await call(server.url, 'PUT', `/db/articles/${id}`, { body: { ...stored, ...edit, updatedAt: Date.now() }, token });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.field).toBe(field);
    expect((await call(server.url, 'GET', `/db/articles/${id}`)).body).toEqual(stored);
  });

  it('rejects a whole _bulk_docs when one document is invalid, and stores nothing', async () => {
    const docs: Record<string, unknown>[] = [1, 2, 3].map((n) => ({ ...sampleDoc('articles', `${R}v-bulk-${n}`), _id: `${R}v-bulk-${n}` }));
    docs[1] = { ...docs[1]!, title: '' };
    const reply = await call(server.url, 'POST', '/db/articles/_bulk_docs', { body: { docs }, token });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('title');
    expect(String(reply.body.reason)).toContain('docs[1].title');
    const ids = await listIds(server.url, 'articles');
    expect(ids.filter((id) => id.startsWith(`${R}v-bulk-`))).toEqual([]);
  });

  it('accepts tombstones without the schema fields and deletes the document', async () => {
    const created = await call(server.url, 'PUT', `/db/games/${R}v-tomb`, { body: sampleDoc('games', `${R}v-tomb`), token });
    const rev = String(created.body.rev);
    const reply = await call(server.url, 'POST', '/db/games/_bulk_docs', {
      body: { docs: [{ _id: `${R}v-tomb`, _rev: rev, _deleted: true }] }, token,
    });
    expect(reply.status).toBe(201);
    expect((await call(server.url, 'GET', `/db/games/${R}v-tomb`)).status).toBe(404);
  });

  it('refuses inline attachments', async () => {
    const body = { ...sampleDoc('schools', `${R}v-att`), _attachments: { 'a.txt': { content_type: 'text/plain', data: 'aGk=' } } };
    const reply = await call(server.url, 'PUT', `/db/schools/${R}v-att`, { body, token });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('_attachments');
  });

  it('keeps CouchDB conflict semantics for stale revisions', async () => {
    await call(server.url, 'PUT', `/db/rankings/${R}v-conflict`, { body: sampleDoc('rankings', `${R}v-conflict`), token });
    const again = await call(server.url, 'PUT', `/db/rankings/${R}v-conflict`, { body: sampleDoc('rankings', `${R}v-conflict`), token });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('conflict');
  });
});
