import { describe, expect, it } from 'vitest';
import { parseJsonSafely } from '../middleware/body';
import { checkRequestBody } from './requestShapes';
import { checkBulkDocs, checkDocId, checkDocument } from './validate';

const school = (extra: Record<string, unknown> = {}) => ({
  id: 's1', name: 'Harborview High School', location: 'Harborview', sports: ['football'], updatedAt: 1, ...extra,
});

describe('checkDocument', () => {
  it('accepts a valid document and sets _id = id', () => {
    expect(checkDocument('schools', school())).toEqual({ ok: true, value: { ...school(), _id: 's1' } });
    const fromCouchId = checkDocument('schools', { ...school(), id: undefined, _id: 's2', _rev: '1-a' });
    expect(fromCouchId).toMatchObject({ ok: true, value: { _id: 's2', id: 's2', _rev: '1-a' } });
    expect(checkDocument('schools', { ...school(), _id: 's1' }, 's1').ok).toBe(true);
  });

  it('names the field of a schema error or a business rule', () => {
    expect(checkDocument('schools', school({ name: 'x'.repeat(101) }))).toMatchObject({ ok: false, field: 'name' });
    expect(checkDocument('schools', school({ sports: ['quidditch'] }))).toMatchObject({ ok: false, field: 'sports' });
    expect(checkDocument('schools', school({ sports: undefined }))).toEqual({ ok: false, field: 'sports', reason: 'sports: is required' });
    expect(checkDocument('schools', school({ _meta: {} }))).toMatchObject({ ok: false, field: '_meta' });
    expect(checkDocument('schools', [])).toMatchObject({ ok: false, field: 'document' });
  });

  it("takes a school's archived flag as a boolean only (issue 38: archive instead of delete)", () => {
    expect(checkDocument('schools', school({ archived: true })).ok).toBe(true);
    expect(checkDocument('schools', school({ archived: 'yes' }))).toMatchObject({ ok: false, field: 'archived' });
  });

  it('checks ids', () => {
    expect(checkDocument('schools', school(), 'other')).toMatchObject({ ok: false, field: 'id' });
    expect(checkDocument('schools', { ...school(), _id: 'x' }, 's1')).toMatchObject({ ok: false, field: '_id' });
    expect(checkDocId('')).toMatchObject({ ok: false });
    expect(checkDocId('x'.repeat(128))).toMatchObject({ ok: true });
    expect(checkDocId('x'.repeat(129))).toMatchObject({ ok: false });
    expect(checkDocId('_design/x')).toMatchObject({ ok: false });
    expect(checkDocId(42)).toMatchObject({ ok: false });
  });

  it('lets tombstones through without the schema', () => {
    expect(checkDocument('games', { _id: 'g1', _rev: '2-b', _deleted: true }).ok).toBe(true);
  });

  it('checks the date-time format', () => {
    const game = {
      id: 'g1', sport: 'football', homeSchoolName: 'A', awayName: 'B', location: 'Field', status: 'UPCOMING', updatedAt: 1,
    };
    expect(checkDocument('games', { ...game, time: '2025-09-12T18:00:00.000Z' }).ok).toBe(true);
    expect(checkDocument('games', { ...game, time: '2025-13-45T99:00:00Z' })).toMatchObject({ ok: false, field: 'time' });
  });
});

describe('checkBulkDocs', () => {
  it('refuses the whole batch when one document is invalid', () => {
    const result = checkBulkDocs('schools', { docs: [school(), school({ id: 's2', name: '' })] });
    expect(result).toMatchObject({ ok: false, field: 'name' });
    if (!result.ok) expect(result.reason).toMatch(/^docs\[1\]\.name: /);
  });

  it('accepts tombstones, refuses _local docs, malformed revisions and a non-array', () => {
    expect(checkBulkDocs('schools', { docs: [{ _id: 'a', _rev: '1-abc', _deleted: true }] }).ok).toBe(true);
    expect(checkBulkDocs('schools', { docs: [{ _id: '_local/cp', x: 1 }] })).toMatchObject({ ok: false, field: '_id' });
    expect(checkBulkDocs('schools', { docs: [{ _id: 'a', _rev: 5, _deleted: true }] })).toMatchObject({ ok: false, field: '_rev' });
    const revisions = { _id: 'a', _rev: '2-b', _deleted: true, _revisions: { start: 'x', ids: 5 } };
    expect(checkBulkDocs('schools', { docs: [revisions], new_edits: false })).toMatchObject({ ok: false, field: '_revisions' });
    const good = { ...revisions, _revisions: { start: 2, ids: ['b', 'a'] } };
    expect(checkBulkDocs('schools', { docs: [good], new_edits: false }).ok).toBe(true);
    expect(checkBulkDocs('schools', { docs: {} }).ok).toBe(false);
    expect(checkBulkDocs('schools', { docs: [], new_edits: 'no' }).ok).toBe(false);
  });
});

describe('checkRequestBody', () => {
  it('checks the read-only bodies and pins _local ids to the URL', () => {
    expect(checkRequestBody('bulkGet', { docs: [{ id: 'a', rev: '1-a' }] }).ok).toBe(true);
    expect(checkRequestBody('bulkGet', { docs: 'x' }).ok).toBe(false);
    expect(checkRequestBody('bulkGet', { docs: [null] }).ok).toBe(false);
    expect(checkRequestBody('bulkGet', undefined).ok).toBe(false);
    expect(checkRequestBody('revsDiff', { a: ['1-a'] }).ok).toBe(true);
    expect(checkRequestBody('revsDiff', { a: 'x' }).ok).toBe(false);
    expect(checkRequestBody('changes', { doc_ids: 5 }).ok).toBe(false);
    expect(checkRequestBody('changes', undefined).ok).toBe(true);
    expect(checkRequestBody('allDocs', { keys: 'x' }).ok).toBe(false);
    expect(checkRequestBody('putLocal', { _id: 'other', n: 1 }, 'cp')).toEqual({ ok: true, value: { _id: '_local/cp', n: 1 } });
    expect(checkRequestBody('putLocal', { _rev: 5 }, 'cp').ok).toBe(false);
    expect(checkRequestBody('ensureFullCommit', undefined)).toEqual({ ok: true, value: {} });
    // _local documents are never listed nor read in a batch, on either store.
    expect(checkRequestBody('allDocs', { keys: ['a', '_local/cp'] })).toMatchObject({ ok: false, field: 'keys' });
    expect(checkRequestBody('bulkGet', { docs: [{ id: '_local/cp' }] })).toMatchObject({ ok: false, field: 'docs' });
  });
});

describe('parseJsonSafely', () => {
  it('refuses keys that reach prototypes, at any depth', () => {
    expect(() => parseJsonSafely('{"__proto__": {"x": 1}}')).toThrow();
    expect(() => parseJsonSafely('{"a": [{"constructor": {"prototype": 1}}]}')).toThrow();
    expect(parseJsonSafely('{"a": [1, {"b": null}]}')).toEqual({ a: [1, { b: null }] });
  });
});
