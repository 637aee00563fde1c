import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createCouchApi } from './couchApi';

export interface EmbeddedCouch {
  /** Base URL with credentials (http://user:secret@127.0.0.1:PORT) for nano and the proxy. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface EmbeddedCouchOptions {
  dataDir: string;
  port?: number;
  host?: string;
  /** Basic-auth credentials that callers must send; random per process by default. */
  user?: string;
  secret?: string;
}

function credentialsMatch(header: string | undefined, expected: Uint8Array): boolean {
  if (!header?.startsWith('Basic ')) return false;
  const given = new Uint8Array(Buffer.from(header.slice(6).trim(), 'base64'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A CouchDB-compatible store: the CouchDB 3 HTTP API answered by couchApi.ts on PouchDB/LevelDB
 * under dataDir, on its own loopback HTTP server, never mounted in the public app. It has no
 * accounts: every request must carry a per-process secret, so only our server (through nano or
 * the proxy) reaches it.
 */
export async function startEmbeddedCouch(opts: EmbeddedCouchOptions): Promise<EmbeddedCouch> {
  const dataDir = path.resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const host = opts.host ?? '127.0.0.1';
  const user = opts.user ?? 'liaa-store';
  const secret = opts.secret ?? randomBytes(24).toString('hex');
  const expected = new Uint8Array(Buffer.from(`${user}:${secret}`));
  const api = createCouchApi({ dataDir });

  const server = http.createServer((req, res) => {
    if (!credentialsMatch(req.headers.authorization, expected)) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'unauthorized', reason: 'store credentials required' }));
      return;
    }
    api.handle(req, res);
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${encodeURIComponent(user)}:${encodeURIComponent(secret)}@${host}:${port}`;

  let closed = false;
  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Long-polls never end on their own.
      server.closeAllConnections();
    });
    // Then the databases: the same dataDir can be opened again (LevelDB's locks released).
    await api.close();
  }

  return { url, port, close };
}
