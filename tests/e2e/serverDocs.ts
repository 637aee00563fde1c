import type { TestServer } from '../kit/server';

/**
 * Reads and writes documents on the test server through the CouchDB protocol,
 * as another admin device would: changes reach open pages by sync, not reload.
 */
type Doc = Record<string, unknown> & { id: string };

async function authHeaders(server: TestServer): Promise<Record<string, string>> {
  return { 'content-type': 'application/json', authorization: `Bearer ${await server.adminToken()}` };
}

/** Every document of a collection (design documents left out). */
export async function allDocs<T>(server: TestServer, collection: string): Promise<T[]> {
  const response = await fetch(`${server.url}/db/${collection}/_all_docs?include_docs=true`);
  if (!response.ok) throw new Error(`reading ${collection} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { rows: { id: string; doc?: T }[] };
  return body.rows.filter((row) => !row.id.startsWith('_') && row.doc).map((row) => row.doc as T);
}

export async function getDoc<T extends Doc>(server: TestServer, collection: string, id: string): Promise<T & { _rev: string }> {
  const response = await fetch(`${server.url}/db/${collection}/${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(`reading ${collection}/${id} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T & { _rev: string };
}

/** Creates a document, or replaces it when `_rev` is given. Fields the store adds are stamped here. */
export async function putDoc(server: TestServer, collection: string, doc: Doc & { _rev?: string }): Promise<void> {
  const now = Date.now();
  const body = { createdAt: now, ...doc, _id: doc.id, updatedAt: now, updatedBy: server.adminEmail };
  const response = await fetch(`${server.url}/db/${collection}/${encodeURIComponent(doc.id)}`, {
    method: 'PUT',
    headers: await authHeaders(server),
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`writing ${collection}/${doc.id} failed: ${response.status} ${await response.text()}`);
}

/** Reads, changes and writes back one document. */
export async function updateDoc<T extends Doc>(
  server: TestServer,
  collection: string,
  id: string,
  change: (doc: T & { _rev: string }) => T & { _rev: string },
): Promise<void> {
  await putDoc(server, collection, change(await getDoc<T>(server, collection, id)));
}

/** Writes documents in one `_bulk_docs` call, as a device pushing its changes would (a scorer's entries). */
export async function bulkDocs(server: TestServer, collection: string, docs: Doc[]): Promise<void> {
  const response = await fetch(`${server.url}/db/${collection}/_bulk_docs`, {
    method: 'POST',
    headers: await authHeaders(server),
    body: JSON.stringify({ docs: docs.map((doc) => ({ ...doc, _id: doc.id })) }),
  });
  const answer = (await response.json()) as { error?: string; reason?: string }[] | { error: string; reason: string };
  const failed = Array.isArray(answer) ? answer.filter((row) => row.error) : [answer];
  if (!response.ok || failed.length > 0) throw new Error(`writing ${collection} failed: ${response.status} ${JSON.stringify(failed)}`);
}
