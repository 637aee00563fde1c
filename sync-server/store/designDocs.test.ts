import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { hideDesignDocLines, hideDesignDocs } from './designDocs';
import type { ForwardRequest, StoreAnswer } from './proxy';

const endpoint = { baseUrl: 'http://store' };
const answer = (body: unknown, status = 200): StoreAnswer => ({ status, headers: {}, body: Buffer.from(JSON.stringify(body)) });

/** A store that answers each further read from `pages`, and notes what it was asked. */
function fakeStore(pages: unknown[]) {
  const asked: ForwardRequest[] = [];
  const read = (_endpoint: unknown, req: ForwardRequest): Promise<StoreAnswer> => {
    asked.push(req);
    const page = pages.shift();
    if (page === undefined) throw new Error('read more than expected');
    return Promise.resolve(answer(page));
  };
  return { asked, read };
}

const rewritten = async (kind: Parameters<typeof hideDesignDocs>[0], req: ForwardRequest, body: unknown, more: unknown[] = []) => {
  const store = fakeStore(more);
  const out = await hideDesignDocs(kind, endpoint, store.read)!(answer(body), req);
  return { body: JSON.parse(out.toString('utf8')) as Record<string, unknown>, asked: store.asked };
};

const change = (id: string, seq: string) => ({ seq, id, changes: [{ rev: '1-a' }] });

describe('hideDesignDocs', () => {
  it('leaves an answer without a design document as the store wrote it, unparsed', async () => {
    const bytes = Buffer.from('{"results":[\n{"seq":"1-x","id":"g1"}\n],\n"last_seq":"1-x","pending":0}\n');
    const same = await hideDesignDocs('changes', endpoint, () => Promise.reject(new Error('no read')))!({ status: 200, headers: {}, body: bytes }, { method: 'GET', path: '/games/_changes', query: '?limit=5' });
    expect(same).toBe(bytes);
    expect(hideDesignDocs('getDoc', endpoint)).toBeUndefined();
    expect(hideDesignDocs('dbInfo', endpoint)).toBeUndefined();
  });

  it('refills a full _changes page that lost a design document, from where it ended; last_seq and pending are the last read', async () => {
    const req = { method: 'GET', path: '/games/_changes?feed=longpoll&heartbeat=1000&since=0&limit=3', query: '' };
    const { body, asked } = await rewritten('changes', req, { results: [change('g1', '1'), change('_design/season-time', '2'), change('g2', '3')], last_seq: '3', pending: 5 }, [
      { results: [change('g3', '4')], last_seq: '4', pending: 4 },
    ]);
    expect(body).toEqual({ results: [change('g1', '1'), change('g2', '3'), change('g3', '4')], last_seq: '4', pending: 4 });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.path).toBe('/games/_changes');
    expect(Object.fromEntries(new URLSearchParams(asked[0]!.query))).toEqual({ feed: 'normal', since: '3', limit: '1' });
  });

  it('does not refill a short page (the end of the feed) nor an answer without a limit', async () => {
    const short = await rewritten('changes', { method: 'GET', path: '/games/_changes', query: '?since=0&limit=5' }, { results: [change('_design/x', '1'), change('g1', '2')], last_seq: '2', pending: 0 });
    expect(short.body).toEqual({ results: [change('g1', '2')], last_seq: '2', pending: 0 });
    const whole = await rewritten('changes', { method: 'POST', path: '/games/_changes', query: '?since=0&filter=_doc_ids', body: { doc_ids: ['_design/x'] } }, { results: [change('_design/x', '1')], last_seq: '1' });
    expect(whole.body).toEqual({ results: [], last_seq: '1' });
    expect([...short.asked, ...whole.asked]).toEqual([]);
  });

  it('refills a full _all_docs range after its last key, and answers an asked design document as missing', async () => {
    const row = (id: string) => ({ id, key: id, value: { rev: '1-a' } });
    const req = { method: 'GET', path: '/games/_all_docs', query: '?limit=2&include_docs=false' };
    const { body, asked } = await rewritten('allDocs', req, { total_rows: 4, offset: 0, rows: [row('_design/season-time'), row('g1')] }, [{ total_rows: 4, offset: 2, rows: [row('g2')] }]);
    expect(body).toEqual({ total_rows: 4, offset: 0, rows: [row('g1'), row('g2')] });
    expect(Object.fromEntries(new URLSearchParams(asked[0]!.query))).toEqual({ include_docs: 'false', startkey: '"g1"', skip: '1', limit: '1' });

    const keyed = await rewritten('allDocs', { method: 'POST', path: '/games/_all_docs', query: '', body: { keys: ['_design/season-time', 'g1'] } }, { total_rows: 4, rows: [row('_design/season-time'), row('g1')] });
    expect(keyed.body).toEqual({ total_rows: 4, rows: [{ key: '_design/season-time', error: 'not_found' }, row('g1')] });
  });

  it('answers _bulk_get for a design document as for a missing one, and drops design documents from _find', async () => {
    const req = { method: 'POST', path: '/games/_bulk_get', query: '', body: { docs: [{ id: '_design/season-time', rev: '1-a' }, { id: 'g1' }] } };
    const { body } = await rewritten('bulkGet', req, { results: [{ id: '_design/season-time', docs: [{ ok: { _id: '_design/season-time', _rev: '1-a' } }] }, { id: 'g1', docs: [{ ok: { _id: 'g1', _rev: '1-b' } }] }] });
    expect(body.results).toEqual([
      { id: '_design/season-time', docs: [{ error: { id: '_design/season-time', rev: '1-a', error: 'not_found', reason: 'missing' } }] },
      { id: 'g1', docs: [{ ok: { _id: 'g1', _rev: '1-b' } }] },
    ]);
    const found = await rewritten('find', { method: 'POST', path: '/games/_find', query: '' }, { docs: [{ _id: '_design/x' }, { _id: 'g1' }], bookmark: 'b' });
    expect(found.body).toEqual({ docs: [{ _id: 'g1' }], bookmark: 'b' });
  });
});

describe('hideDesignDocLines', () => {
  it("passes a continuous feed's lines as they come, a design document's left out, even split across chunks", async () => {
    const feed = [
      '{"seq":1,"id":"g1","changes":[{"rev":"1-a"}]}\n{"seq":2,"id":"_des',
      'ign/season-time","changes":[{"rev":"1-b"}]}\n\n',
      '{"seq":3,"id":"g2","changes":[{"rev":"1-c"}],"doc":{"name":"Café \u00e9"}}\n{"last_seq":3}\n',
    ];
    const out = await text(Readable.from(feed.map((part) => Buffer.from(part))).pipe(hideDesignDocLines()));
    expect(out).toBe('{"seq":1,"id":"g1","changes":[{"rev":"1-a"}]}\n\n{"seq":3,"id":"g2","changes":[{"rev":"1-c"}],"doc":{"name":"Café \u00e9"}}\n{"last_seq":3}\n');
  });
});
