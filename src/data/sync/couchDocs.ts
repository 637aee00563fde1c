/**
 * CouchDB document <-> RxDB document. CouchDB keys a document by `_id` and
 * versions it with `_rev`; our RxDB schemas use `id` and keep no revision.
 */

export type RxDocData = Record<string, unknown> & { id: string; _deleted: boolean };

export interface CouchDoc {
  _id: string;
  _rev?: string;
  _deleted?: boolean;
  [key: string]: unknown;
}

interface JsonSchemaProperty {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  format?: string;
  minLength?: number;
  minimum?: number;
}

export interface CollectionJsonSchema {
  required?: readonly string[];
  properties: Record<string, JsonSchemaProperty>;
}

const UNDERSCORE = 0x5f;

export function isDesignDocId(id: string): boolean {
  return id.startsWith('_design/') || id.startsWith('_local/');
}

function placeholderFor(prop: JsonSchemaProperty): unknown {
  if (prop.enum && prop.enum.length > 0) return prop.enum[0];
  const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
  switch (type) {
    case 'string':
      if (prop.format === 'date-time') return new Date(0).toISOString();
      return '-'.repeat(prop.minLength ?? 0);
    case 'number':
    case 'integer':
      return prop.minimum ?? 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return null;
  }
}

/**
 * A CouchDB DELETE leaves a tombstone with only `_id`, `_rev`, `_deleted`
 * (RxDB issue 7444): missing required fields get deterministic placeholders so
 * the tombstone passes the schema. Deterministic matters: every device fills
 * the same tombstone the same way.
 */
export function fillTombstone(schema: CollectionJsonSchema, doc: Record<string, unknown>): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...doc };
  for (const key of schema.required ?? []) {
    if (filled[key] === undefined && schema.properties[key]) filled[key] = placeholderFor(schema.properties[key]);
  }
  return filled;
}

export function couchToRx(schema: CollectionJsonSchema, couch: CouchDoc): RxDocData {
  // One object per document, no intermediate copies: an initial sync converts tens of thousands.
  const doc: Record<string, unknown> = {};
  for (const key of Object.keys(couch)) {
    // _rev, _conflicts, _attachments, _revisions... are CouchDB's business.
    // movedFrom is the server's note for season replication (src/shared/seasonScope.ts), in no schema.
    if (key.charCodeAt(0) !== UNDERSCORE && key !== 'movedFrom') doc[key] = couch[key];
  }
  doc.id = couch._id;
  if (couch._deleted !== true) {
    doc._deleted = false;
    return doc as RxDocData;
  }
  const tombstone = fillTombstone(schema, doc);
  tombstone._deleted = true;
  return tombstone as RxDocData;
}

export function tombstoneFor(schema: CollectionJsonSchema, id: string): RxDocData {
  return couchToRx(schema, { _id: id, _deleted: true });
}

/** `id` stays in the body too: stock clients and the server's validator read it. */
export function rxToCouch(doc: Record<string, unknown>, rev?: string): CouchDoc {
  const couch: CouchDoc = { _id: String(doc.id) };
  for (const [key, value] of Object.entries(doc)) {
    if (!key.startsWith('_') && value !== undefined) couch[key] = value;
  }
  if (rev) couch._rev = rev;
  if (doc._deleted === true) couch._deleted = true;
  return couch;
}
