import http from 'node:http';
import https from 'node:https';
import type { Response } from 'express';
import type { CollectionName } from '../../src/shared/schemas/collections';
import { sendError } from '../http';
import type { ChangesHub } from '../services/changesHub';
import type { StoreEndpoint } from './couch';

interface StoreAnswer {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

function readFromStore(endpoint: StoreEndpoint, pathAndQuery: string): Promise<StoreAnswer> {
  const target = new URL(endpoint.baseUrl + pathAndQuery);
  const secure = target.protocol === 'https:';
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
  if (endpoint.authorization) headers.authorization = endpoint.authorization;
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      target,
      { method: 'GET', headers, agent: secure ? agents.https : agents.http },
      (answer) => {
        const chunks: Uint8Array[] = [];
        answer.on('data', (chunk: Uint8Array) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 502, contentType: answer.headers['content-type'], body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export interface ChangesCoalescer {
  /** Answers a `_changes` read (feed=normal) from one shared store request where it can. */
  serve(collection: CollectionName, pathAndQuery: string, res: Response): Promise<void>;
  /** Store reads made so far (for tests and benchmarks). */
  storeReads(): number;
}

/**
 * After a change notice every connected fan asks for the same `_changes?since=…`:
 * answered one by one, N fans cost N store reads per score change (profiled: the
 * store was half of the server's CPU at 400 fans). Identical concurrent reads
 * share one store request instead.
 *
 * Why it is safe: a read may join one already in flight only while the hub has
 * announced no newer change of that collection since that read was sent, so an
 * answer always includes every change announced before the client asked. The
 * generation counter subscribes to the hub before any SSE client does, so it
 * moves before a notice reaches anyone.
 */
export function createChangesCoalescer(endpoint: StoreEndpoint, hub: ChangesHub): ChangesCoalescer {
  const generation = new Map<CollectionName, number>();
  hub.subscribe((notice) => generation.set(notice.collection, (generation.get(notice.collection) ?? 0) + 1));
  const inFlight = new Map<string, Promise<StoreAnswer>>();
  let reads = 0;

  return {
    async serve(collection, pathAndQuery, res) {
      const key = `${collection}#${generation.get(collection) ?? 0}#${pathAndQuery}`;
      let answer = inFlight.get(key);
      if (!answer) {
        reads++;
        answer = readFromStore(endpoint, pathAndQuery).finally(() => inFlight.delete(key));
        inFlight.set(key, answer);
      }
      try {
        const { status, contentType, body } = await answer;
        if (res.destroyed) return;
        res.status(status);
        if (contentType) res.setHeader('content-type', contentType);
        res.setHeader('cache-control', 'must-revalidate');
        res.end(body);
      } catch (err) {
        console.error('[sync-server] store request failed:', (err as Error).message);
        sendError(res, 502, 'store_unavailable', 'the data store did not answer');
      }
    },
    storeReads: () => reads,
  };
}
