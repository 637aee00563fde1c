import http from 'node:http';
import https from 'node:https';
import type { Response } from 'express';
import { sendError } from '../http';
import type { StoreEndpoint } from './couch';

const PASSED_HEADERS = ['content-type', 'etag', 'cache-control'];
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

export interface ForwardRequest {
  method: string;
  /** Encoded path on the store, starting with '/'. */
  path: string;
  /** '' or '?a=b'. */
  query: string;
  body?: unknown;
}

/**
 * Streams one request to the store and its answer back (long-poll `_changes`
 * included), with the store's credentials added and the store's URL never shown.
 * Resolves when the response has ended or the client went away. `onAnswer` runs
 * when the store has answered (or failed), before any of it reaches the client.
 */
export function forwardToStore(endpoint: StoreEndpoint, req: ForwardRequest, res: Response, onAnswer?: () => void): Promise<void> {
  const target = new URL(endpoint.baseUrl + req.path + req.query);
  const client = target.protocol === 'https:' ? https : http;
  const payload = req.body === undefined ? undefined : Buffer.from(JSON.stringify(req.body));
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
  if (endpoint.authorization) headers.authorization = endpoint.authorization;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = payload.length;
  }

  return new Promise<void>((resolve) => {
    let clientLeft = false;
    const upstream = client.request(
      target,
      { method: req.method, headers, agent: target.protocol === 'https:' ? agents.https : agents.http },
      (answer) => {
        onAnswer?.();
        res.status(answer.statusCode ?? 502);
        for (const name of PASSED_HEADERS) {
          const value = answer.headers[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        if (!answer.headers['cache-control']) res.setHeader('cache-control', 'must-revalidate');
        answer.pipe(res);
        answer.on('error', () => res.destroy());
        answer.on('end', () => resolve());
      },
    );
    upstream.on('error', (err) => {
      onAnswer?.();
      if (!res.headersSent) sendError(res, 502, 'store_unavailable', 'the data store did not answer');
      else res.destroy();
      if (!clientLeft) console.error('[sync-server] store request failed:', err.message);
      resolve();
    });
    // A client that leaves a long-poll must not leave the store connection behind.
    res.on('close', () => {
      if (!res.writableFinished) {
        clientLeft = true;
        upstream.destroy();
      }
      resolve();
    });
    upstream.end(payload);
  });
}
