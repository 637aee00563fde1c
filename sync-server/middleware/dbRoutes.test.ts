import { describe, expect, it } from 'vitest';
import { checkDbQuery } from './dbQuery';
import { classifyDbRequest } from './dbRoutes';

describe('classifyDbRequest', () => {
  it.each([
    ['GET', '/schools', 'dbInfo', 'read', '/'],
    ['GET', '/schools/', 'dbInfo', 'read', '/'],
    ['HEAD', '/teamStats', 'dbInfo', 'read', '/'],
    ['POST', '/schools', 'postDoc', 'admin', ''],
    ['GET', '/teamStats/_changes', 'changes', 'read', '/_changes'],
    ['POST', '/games/_changes', 'changes', 'read', '/_changes'],
    ['POST', '/games/_all_docs', 'allDocs', 'read', '/_all_docs'],
    ['POST', '/games/_bulk_get', 'bulkGet', 'read', '/_bulk_get'],
    ['POST', '/games/_revs_diff', 'revsDiff', 'read', '/_revs_diff'],
    ['POST', '/games/_bulk_docs', 'bulkDocs', 'admin', '/_bulk_docs'],
    ['GET', '/games/g%201', 'getDoc', 'read', '/g%201'],
    ['PUT', '/games/a%2Fb', 'putDoc', 'admin', '/a%2Fb'],
    ['DELETE', '/games/g1', 'deleteDoc', 'admin', '/g1'],
    ['GET', '/games/_local/cp', 'getLocal', 'read', '/_local/cp'],
    ['PUT', '/games/_local%2Fcp', 'putLocal', 'checkpoint', '/_local/cp'],
    ['DELETE', '/games/_local/cp', 'deleteLocal', 'checkpoint', '/_local/cp'],
    ['POST', '/games/_find', 'find', 'read', '/_find'],
    ['POST', '/games/_ensure_full_commit', 'ensureFullCommit', 'read', '/_ensure_full_commit'],
  ])('%s %s is %s (%s)', (method, path, kind, access, dbPath) => {
    const result = classifyDbRequest(method, path);
    expect(result).toMatchObject({ ok: true, route: { kind, access, dbPath } });
  });

  it.each([
    ['GET', '/'], ['GET', ''], ['PUT', '/newdb'], ['GET', '/teamstats'], ['GET', '/_all_dbs'], ['GET', '/_users'],
    ['POST', '/_session'], ['POST', '/_replicate'], ['GET', '/_config'], ['PUT', '/schools'], ['DELETE', '/schools'],
    ['GET', '/schools/_design/x'], ['GET', '/schools/_design%2Fx'], ['GET', '/schools/_security'],
    ['POST', '/schools/_index'], ['GET', '/schools/_find'], ['DELETE', '/schools/_find'], ['POST', '/schools/_compact'], ['POST', '/schools/_purge'],
    ['GET', '/schools/doc/att.png'], ['PUT', '/schools/doc/att.png'], ['POST', '/schools/doc'],
    ['GET', '/schools/_bulk_docs'], ['GET', '/schools/_bulk_get'], ['POST', '/schools/_local/x'],
    ['PATCH', '/schools/doc'], ['GET', '/schools/_changes/x'], ['GET', '/schools/_local'], ['GET', '/__proto__'],
    ['GET', '/schools/_ensure_full_commit'], ['GET', '/schools/_local_docs'],
  ])('%s %s is refused', (method, path) => {
    const result = classifyDbRequest(method, path);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.status).toBe(403);
  });

  it('answers 400 to a malformed escape', () => {
    expect(classifyDbRequest('GET', '/schools/%E0%A4%A')).toMatchObject({ ok: false, status: 400 });
  });
});

describe('checkDbQuery', () => {
  it('passes the parameters stock clients send', () => {
    const q = 'feed=longpoll&style=all_docs&include_docs=true&since=12-abc&limit=1000&heartbeat=10000&timeout=5000';
    expect(checkDbQuery('changes', q)).toMatchObject({ ok: true });
    expect(checkDbQuery('allDocs', 'keys=%5B%22a%22%5D&include_docs=true')).toMatchObject({ ok: true });
    expect(checkDbQuery('getDoc', 'revs=true&open_revs=%5B%221-a%22%5D&latest=true')).toMatchObject({ ok: true });
    expect(checkDbQuery('bulkGet', 'revs=true&latest=true')).toEqual({ ok: true, query: '?revs=true&latest=true' });
    expect(checkDbQuery('dbInfo', '')).toEqual({ ok: true, query: '' });
  });

  it.each([
    ['changes', 'feed=eventsource'], ['changes', 'limit=-1'], ['changes', 'include_docs=yes'], ['changes', 'filter=ddoc/f'],
    ['allDocs', 'keys=[nope'], ['allDocs', 'keys=%5B%22_local%2Fcp%22%5D'], ['allDocs', 'reduce=false'], ['dbInfo', 'x=1'], ['bulkDocs', 'new_edits=false'],
  ] as const)('refuses %s?%s', (kind, query) => {
    expect(checkDbQuery(kind, query).ok).toBe(false);
  });
});
