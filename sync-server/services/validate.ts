import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv } from 'ajv';
import { validateBusinessRules } from '../../src/shared/rules';
import type { CollectionName } from '../../src/shared/schemas/collections';
import { COLLECTION_SCHEMAS } from '../../src/shared/schemas/collections';

export type Checked<T> = { ok: true; value: T } | { ok: false; field: string; reason: string };
export type CouchDoc = Record<string, unknown> & { _id: string };

export const MAX_ID_LENGTH = 128;
export const MAX_BULK_DOCS = 10_000;

/** CouchDB members we accept on a written document; they are not part of the schema. */
const COUCH_MEMBERS = new Set(['_id', '_rev', '_deleted', '_revisions', '_attachments']);

// RFC 3339 date-time, as RxDB and JSON Schema mean it (the browser writes toISOString()).
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})$/;

let ajv: Ajv | undefined;
const validators = new Map<CollectionName, ValidateFunction>();

/**
 * A collection's validator, compiled when a document of it is first checked: compiling every
 * schema took most of a start's second of CPU, and a server (a test's above all) often writes to few.
 */
function validatorOf(collection: CollectionName): ValidateFunction {
  let validate = validators.get(collection);
  if (!validate) {
    if (!ajv) {
      // strict:false: the schemas carry RxDB keywords (primaryKey, version, indexes).
      ajv = new Ajv({ strict: false, allErrors: false });
      ajv.addFormat('date-time', { type: 'string', validate: (s: string) => DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)) });
    }
    validate = ajv.compile(COLLECTION_SCHEMAS[collection]);
    validators.set(collection, validate);
  }
  return validate;
}

function fail<T>(field: string, what: string): Checked<T> {
  return { ok: false, field, reason: `${field}: ${what}` };
}

function describe(err: ErrorObject): { field: string; what: string } {
  const base = err.instancePath.split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (err.keyword === 'required') {
    return { field: [...base, String(err.params.missingProperty)].join('.'), what: 'is required' };
  }
  if (err.keyword === 'additionalProperties') {
    return { field: [...base, String(err.params.additionalProperty)].join('.'), what: 'is not an allowed field' };
  }
  return { field: base.join('.') || 'document', what: err.message ?? 'is invalid' };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function checkDocId(id: unknown, field = '_id'): Checked<string> {
  if (typeof id !== 'string' || id.length < 1 || id.length > MAX_ID_LENGTH) {
    return fail(field, `must be a string of 1 to ${MAX_ID_LENGTH} characters`);
  }
  if (id.startsWith('_')) return fail(field, 'must not start with an underscore');
  return { ok: true, value: id };
}

const isRev = (v: unknown): boolean => typeof v === 'string' && /^\d{1,10}-[0-9a-zA-Z]{1,64}$/.test(v);

/**
 * `_rev` and `_revisions` (sent by replicators with new_edits:false) reach PouchDB internals in the
 * embedded store, which malformed ones can break: shape-checked for both stores (CouchDB refuses them itself).
 */
function checkRevisionMembers(raw: Record<string, unknown>): Checked<true> {
  if (raw._rev !== undefined && !isRev(raw._rev)) return fail('_rev', 'is not a valid revision');
  const revisions = raw._revisions;
  if (revisions === undefined) return { ok: true, value: true };
  const valid =
    isPlainObject(revisions) &&
    Number.isInteger(revisions.start) &&
    (revisions.start as number) >= 1 &&
    Array.isArray(revisions.ids) &&
    revisions.ids.length > 0 &&
    revisions.ids.every((id) => typeof id === 'string' && /^[0-9a-zA-Z]{1,64}$/.test(id));
  return valid ? { ok: true, value: true } : fail('_revisions', 'must be {start, ids}');
}

/**
 * Checks one written document of a collection and returns what to store: the
 * CouchDB document with `_id` and the RxDB primary key `id` equal. Tombstones
 * (`_deleted: true`) only need a valid id. `pathId` is the id in the URL, if any.
 */
export function checkDocument(collection: CollectionName, raw: unknown, pathId?: string): Checked<CouchDoc> {
  if (!isPlainObject(raw)) return fail('document', 'must be a JSON object');
  if (pathId !== undefined && raw._id !== undefined && raw._id !== pathId) return fail('_id', 'does not match the URL');
  const idCheck = checkDocId(pathId ?? raw._id ?? raw.id);
  if (!idCheck.ok) return idCheck;
  const id = idCheck.value;
  if (raw.id !== undefined && raw.id !== id) return fail('id', 'must equal _id');
  const revs = checkRevisionMembers(raw);
  if (!revs.ok) return revs;

  const attachments = raw._attachments;
  if (attachments !== undefined && !(isPlainObject(attachments) && Object.keys(attachments).length === 0)) {
    return fail('_attachments', 'attachments are not supported');
  }
  const special = Object.keys(raw).find((key) => key.startsWith('_') && !COUCH_MEMBERS.has(key));
  if (special) return fail(special, 'is not an allowed field');
  if (raw._deleted !== undefined && typeof raw._deleted !== 'boolean') return fail('_deleted', 'must be a boolean');

  if (raw._deleted === true) return { ok: true, value: { ...raw, _id: id } };
  const data: Record<string, unknown> = { id };
  for (const [key, value] of Object.entries(raw)) {
    if (!COUCH_MEMBERS.has(key) && key !== 'id') data[key] = value;
  }
  const validate = validatorOf(collection);
  if (!validate(data)) {
    const first = validate.errors?.[0];
    const { field, what } = first ? describe(first) : { field: 'document', what: 'is invalid' };
    return fail(field, what);
  }
  const rule = validateBusinessRules(collection, data);
  if (rule) return { ok: false, field: rule.field, reason: `${rule.field}: ${rule.message}` };
  return { ok: true, value: { ...raw, _id: id, id } };
}

/** A `_bulk_docs` body: every document must pass, or nothing is written. */
export function checkBulkDocs(
  collection: CollectionName,
  body: unknown,
): Checked<{ docs: Record<string, unknown>[]; new_edits?: boolean }> {
  if (!isPlainObject(body) || !Array.isArray(body.docs)) return fail('docs', 'must be an array of documents');
  if (body.docs.length > MAX_BULK_DOCS) return fail('docs', `must hold at most ${MAX_BULK_DOCS} documents`);
  if (body.new_edits !== undefined && typeof body.new_edits !== 'boolean') return fail('new_edits', 'must be a boolean');
  const docs: Record<string, unknown>[] = [];
  for (const [index, raw] of body.docs.entries()) {
    // Only for the embedded store: _local docs in a batch break its changes feed. Refused on CouchDB too
    // (one behaviour for clients); checkpoints use PUT _local/id.
    if (isPlainObject(raw) && typeof raw._id === 'string' && raw._id.startsWith('_local/')) {
      return { ok: false, field: '_id', reason: `docs[${index}]._id: _local documents are written with PUT _local/{id}` };
    }
    const checked = checkDocument(collection, raw);
    if (!checked.ok) return { ok: false, field: checked.field, reason: `docs[${index}].${checked.reason}` };
    docs.push(checked.value);
  }
  return { ok: true, value: { ...body, docs } };
}
