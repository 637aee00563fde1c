import { namesLocalDoc } from '../middleware/dbQuery';
import type { DbOpKind } from '../middleware/dbRoutes';
import type { Checked } from './validate';
import { isPlainObject } from './validate';

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const LOCAL_READ = 'a _local document is read with GET _local/{id}';

function fail<T>(field: string, what: string): Checked<T> {
  return { ok: false, field, reason: `${field}: ${what}` };
}

/**
 * Shapes of the non-document bodies (read-only POSTs, _local checkpoints), checked
 * before anything reaches the store: both stores answer 400 to most malformed ones
 * themselves, but not in the same words, and PouchDB (behind the embedded store) is
 * not hardened against every shape. Applied to both stores, so they answer alike.
 */
export function checkRequestBody(kind: DbOpKind, body: unknown, localId?: string): Checked<unknown> {
  // CouchDB reads no body here but wants a JSON content type, which the store is sent with a body.
  if (kind === 'ensureFullCommit') return { ok: true, value: {} };
  const needsBody = kind === 'putLocal' || kind === 'bulkGet' || kind === 'revsDiff' || kind === 'find';
  if (body === undefined) return needsBody ? fail('body', 'must be a JSON object') : { ok: true, value: undefined };
  if (!isPlainObject(body)) return fail('body', 'must be a JSON object');
  switch (kind) {
    case 'bulkGet': {
      const docs = body.docs;
      const valid =
        Array.isArray(docs) &&
        docs.every(
          (d) =>
            isPlainObject(d) &&
            typeof d.id === 'string' &&
            (d.rev === undefined || typeof d.rev === 'string') &&
            (d.atts_since === undefined || isStringArray(d.atts_since)),
        );
      if (!valid) return fail('docs', 'must be a list of {id, rev}');
      return namesLocalDoc((docs as { id: string }[]).map((d) => d.id)) ? fail('docs', LOCAL_READ) : { ok: true, value: body };
    }
    case 'revsDiff':
      return Object.values(body).every(isStringArray)
        ? { ok: true, value: body }
        : fail('body', 'must map document ids to lists of revisions');
    case 'changes':
      if (body.doc_ids !== undefined && !isStringArray(body.doc_ids)) return fail('doc_ids', 'must be a list of ids');
      if (body.selector !== undefined && !isPlainObject(body.selector)) return fail('selector', 'must be an object');
      return { ok: true, value: body };
    case 'find': {
      // What a season read sends (CouchDB 3's _find); the embedded store answers the same subset.
      const allowed = new Set(['selector', 'limit', 'bookmark', 'use_index', 'sort', 'fields']);
      const extra = Object.keys(body).find((key) => !allowed.has(key));
      if (extra) return fail(extra, 'is not supported here');
      if (!isPlainObject(body.selector)) return fail('selector', 'must be an object');
      if (body.limit !== undefined && !(Number.isInteger(body.limit) && (body.limit as number) >= 1 && (body.limit as number) <= 5000)) {
        return fail('limit', 'must be a whole number from 1 to 5000');
      }
      if (body.bookmark !== undefined && typeof body.bookmark !== 'string') return fail('bookmark', 'must be a string');
      if (body.use_index !== undefined && typeof body.use_index !== 'string' && !isStringArray(body.use_index)) return fail('use_index', 'must be a string or a list of strings');
      if (body.sort !== undefined && !Array.isArray(body.sort)) return fail('sort', 'must be a list');
      if (body.fields !== undefined && !isStringArray(body.fields)) return fail('fields', 'must be a list of field names');
      return { ok: true, value: body };
    }
    case 'allDocs':
      if (body.keys !== undefined && !Array.isArray(body.keys)) return fail('keys', 'must be a list');
      if (Array.isArray(body.keys) && namesLocalDoc(body.keys)) return fail('keys', LOCAL_READ);
      return { ok: true, value: body };
    case 'putLocal':
      if (body._rev !== undefined && typeof body._rev !== 'string') return fail('_rev', 'must be a string');
      // The URL names the document: a body _id must never redirect the write elsewhere.
      return { ok: true, value: { ...body, _id: `_local/${localId ?? ''}` } };
    default:
      return { ok: true, value: body };
  }
}
