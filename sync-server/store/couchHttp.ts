import type { IncomingMessage, ServerResponse } from 'node:http';

/** A refusal in CouchDB's shape: the status and `{ error, reason }`. */
export class CouchError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    reason: string,
  ) {
    super(reason);
  }
}

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What CouchDB 3 sends with every JSON answer to a client that accepts JSON. */
const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'must-revalidate' };

/** Starts an answer whose body is written later (a long-poll): the JSON headers, no length. */
export function openJson(res: ServerResponse, status: number): void {
  res.writeHead(status, JSON_HEADERS);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body) + '\n';
  res.writeHead(status, { ...JSON_HEADERS, ...headers, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** CouchDB's reason for a 409 (PouchDB's lacks the full stop). */
export const CONFLICT = 'Document update conflict.';

/**
 * CouchDB's answer to what a request threw: ours (CouchError), PouchDB's (a status, the error's
 * name, its reason or message, CouchDB's words for a conflict), anything else a 500. PouchDB
 * calls a bad special member a 500; CouchDB answers 400.
 */
export function errorAnswer(err: unknown): { status: number; error: string; reason: string } {
  if (err instanceof CouchError) return { status: err.status, error: err.error, reason: err.message };
  const e = (isObject(err) || err instanceof Error ? err : {}) as { status?: unknown; name?: unknown; reason?: unknown; message?: unknown };
  const reason = typeof e.reason === 'string' ? e.reason : typeof e.message === 'string' ? e.message : String(err);
  if (typeof e.status === 'number' && typeof e.name === 'string') {
    return { status: e.name === 'doc_validation' ? 400 : e.status, error: e.name, reason: e.name === 'conflict' ? CONFLICT : reason };
  }
  return { status: 500, error: 'unknown_error', reason };
}

export function sendError(res: ServerResponse, err: unknown): void {
  // An answer already under way (a long-poll) cannot change its status: the client sees it cut.
  if (res.headersSent) return void res.destroy();
  const { status, error, reason } = errorAnswer(err);
  sendJson(res, status, { error, reason });
}

/** Larger bodies are refused (413): the sync server's own limit for clients is far lower (2 MB). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** The request's JSON body, undefined when it has none; 400 for malformed JSON, 413 past the limit. */
export function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    req.on('data', (chunk: Uint8Array) => {
      size += chunk.length;
      // Still read to the end (and dropped), so the connection stays usable for the answer.
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return reject(new CouchError(413, 'too_large', 'the request entity is too large'));
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new CouchError(400, 'bad_request', 'invalid UTF-8 JSON'));
      }
    });
  });
}

/** The body, which must be a JSON object (CouchDB's 400 otherwise); `{}` when there is none and none is needed. */
export async function readObject(req: IncomingMessage, required = true): Promise<JsonObject> {
  const body = await readJson(req);
  if (body === undefined && !required) return {};
  if (!isObject(body)) throw new CouchError(400, 'bad_request', 'Request body must be a JSON object');
  return body;
}

type Kind = 'bool' | 'int' | 'json' | 'string';

function fromQuery(name: string, kind: Kind, value: string): unknown {
  switch (kind) {
    case 'bool':
      if (value === 'true' || value === 'false') return value === 'true';
      throw new CouchError(400, 'query_parse_error', `Invalid boolean parameter: "${name}"`);
    case 'int':
      if (/^\d{1,15}$/.test(value)) return Number(value);
      throw new CouchError(400, 'query_parse_error', `Invalid value for integer: "${name}"`);
    case 'json':
      try {
        return JSON.parse(value) as unknown;
      } catch {
        throw new CouchError(400, 'bad_request', `invalid JSON in the "${name}" parameter`);
      }
    case 'string':
      return value;
  }
}

function fromBody(name: string, kind: Kind, value: unknown): unknown {
  const ok = kind === 'bool' ? typeof value === 'boolean' : kind === 'int' ? Number.isInteger(value) && (value as number) >= 0 : kind === 'string' ? typeof value === 'string' : true;
  if (!ok) throw new CouchError(400, 'query_parse_error', `Invalid value for "${name}"`);
  return value;
}

/**
 * The options named in `spec`, read as CouchDB reads them: from the body's members of those names
 * (a POST `_all_docs` may carry `include_docs` beside `keys`), then from the query string, which wins.
 * Other parameters are ignored; a malformed one is a 400.
 */
export function readOptions(spec: Record<string, Kind>, query: URLSearchParams, body?: JsonObject): JsonObject {
  const options: JsonObject = {};
  for (const [name, kind] of Object.entries(spec)) {
    const value = query.get(name);
    if (value !== null) options[name] = fromQuery(name, kind, value);
    else if (body && Object.hasOwn(body, name)) options[name] = fromBody(name, kind, body[name]);
  }
  return options;
}
