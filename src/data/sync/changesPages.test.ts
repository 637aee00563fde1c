import { describe, expect, it } from 'vitest';
import { COLLECTION_SCHEMAS } from '../../shared/schemas/collections';
import type { CouchCheckpoint } from './changesPages';
import { ChangesPager, pullChanges } from './changesPages';
import type { CollectionJsonSchema } from './couchDocs';

const schema = COLLECTION_SCHEMAS.schools as unknown as CollectionJsonSchema;
const dbUrl = 'http://x/db/schools/';

interface Row {
  seq: number;
  id: string;
  doc: Record<string, unknown>;
}

/** A stand-in CouchDB `_changes` feed over a list that a test can change, logging every request. */
function feed(initial: number) {
  const rows: Row[] = [];
  const requests: { since: number; limit: number }[] = [];
  let failNext = false;
  const write = (id: string, name = id) => {
    const kept = rows.filter((row) => row.id !== id);
    const seq = (rows.at(-1)?.seq ?? 0) + 1;
    rows.splice(0, rows.length, ...kept, { seq, id, doc: { _id: id, _rev: `${seq}-x`, name, location: 'L', sports: [], updatedAt: seq } });
  };
  for (let i = 0; i < initial; i++) write(`s${String(i).padStart(3, '0')}`);
  const fetchFn: typeof fetch = async (input) => {
    const url = new URL(String(input));
    const since = Number(url.searchParams.get('since'));
    const limit = Number(url.searchParams.get('limit'));
    requests.push({ since, limit });
    if (failNext) {
      failNext = false;
      throw new TypeError('fetch failed');
    }
    const page = rows.filter((row) => row.seq > since).slice(0, limit);
    return new Response(JSON.stringify({ results: page, last_seq: page.at(-1)?.seq ?? since }), { status: 200 });
  };
  return { rows, requests, write, fetch: fetchFn, failNextRequest: () => (failNext = true) };
}

/** What RxDB does with the handler: pull from the checkpoint until a page is shorter than the batch. */
async function pullAll(target: Parameters<typeof pullChanges>[0], batchSize: number, from?: CouchCheckpoint) {
  const ids: string[] = [];
  let checkpoint = from;
  for (;;) {
    const result = await pullChanges(target, checkpoint, batchSize);
    ids.push(...result.documents.map((doc) => doc.id));
    checkpoint = result.checkpoint;
    if (result.documents.length < batchSize) return { ids, checkpoint };
  }
}

describe('ChangesPager', () => {
  it('asks for the next page as soon as a full one arrives, and the next pull uses it', async () => {
    const server = feed(5);
    const pager = new ChangesPager({ fetch: server.fetch, dbUrl });
    const first = await pullChanges({ fetch: server.fetch, dbUrl, schema, pager }, undefined, 2);
    expect(first.documents.map((d) => d.id)).toEqual(['s000', 's001']);
    // Already requested before the first pull returned.
    expect(server.requests).toEqual([{ since: 0, limit: 2 }, { since: 2, limit: 2 }]);
    const second = await pullChanges({ fetch: server.fetch, dbUrl, schema, pager }, first.checkpoint, 2);
    expect(second.documents.map((d) => d.id)).toEqual(['s002', 's003']);
    expect(server.requests).toHaveLength(3);
  });

  it('never answers with a page read before a change notice (invalidate)', async () => {
    const server = feed(3);
    const pager = new ChangesPager({ fetch: server.fetch, dbUrl });
    const target = { fetch: server.fetch, dbUrl, schema, pager };
    const first = await pullChanges(target, undefined, 2);
    // The last, short page [s002] was read ahead; then s000 changes and the change is announced.
    // Answered from the stale page, RxDB would stop there and miss the change.
    server.write('s000', 'Renamed');
    pager.invalidate();
    const rest = await pullAll(target, 2, first.checkpoint);
    expect(rest.ids).toEqual(['s002', 's000']);
    expect(rest.checkpoint?.sequence).toBe(4);
  });

  it('uses a read-ahead page that no notice made stale', async () => {
    const server = feed(4);
    const pager = new ChangesPager({ fetch: server.fetch, dbUrl });
    const { ids } = await pullAll({ fetch: server.fetch, dbUrl, schema, pager }, 2);
    expect(ids).toEqual(['s000', 's001', 's002', 's003']);
    // 0-2, 2-4 (read ahead), 4- (read ahead, empty): no page read twice.
    expect(server.requests.map((r) => r.since)).toEqual([0, 2, 4]);
  });

  it('reads a page again when its read-ahead failed', async () => {
    const server = feed(3);
    const pager = new ChangesPager({ fetch: server.fetch, dbUrl });
    const target = { fetch: server.fetch, dbUrl, schema, pager };
    const first = await pullChanges(target, undefined, 2);
    server.requests.length = 0;
    server.failNextRequest();
    // The read-ahead is already under way; make it fail, then pull.
    pager.readAhead(first.checkpoint.sequence, 2);
    const second = await pullChanges(target, first.checkpoint, 2);
    expect(second.documents.map((d) => d.id)).toEqual(['s002']);
  });

  it('catches up in bigger pages after a full one, starting every pull at the batch size', async () => {
    const server = feed(23);
    const pager = new ChangesPager({ fetch: server.fetch, dbUrl }, 8);
    const target = { fetch: server.fetch, dbUrl, schema, pager };
    const first = await pullChanges(target, undefined, 2);
    expect(first.documents).toHaveLength(2);
    const second = await pullChanges(target, first.checkpoint, 2);
    // More than RxDB's batch: RxDB stores them all and pulls again.
    expect(second.documents).toHaveLength(8);
    const { ids } = await pullAll(target, 2, second.checkpoint);
    expect(ids).toHaveLength(23 - 10);
    expect(server.requests.map((r) => r.limit)).toEqual([2, 8, 8, 8, 2]);
    // A later pull (e.g. after a notice) starts small again.
    server.write('s100');
    pager.invalidate();
    const later = await pullChanges(target, { sequence: 23 }, 2);
    expect(later.documents.map((d) => d.id)).toEqual(['s100']);
    expect(server.requests.at(-1)).toEqual({ since: 23, limit: 2 });
  });
});

