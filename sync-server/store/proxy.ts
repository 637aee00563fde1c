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

/** A request to the store: its address, the store's credentials, the JSON body; on a kept-alive connection. */
function storeRequest(endpoint: StoreEndpoint, req: ForwardRequest, onAnswer: (answer: http.IncomingMessage) => void): { upstream: http.ClientRequest; payload: Buffer | undefined } {
  const target = new URL(endpoint.baseUrl + req.path + req.query);
  const secure = target.protocol === 'https:';
  const payload = req.body === undefined ? undefined : Buffer.from(JSON.stringify(req.body));
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
  if (endpoint.authorization) headers.authorization = endpoint.authorization;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = payload.length;
  }
  const upstream = (secure ? https : http).request(target, { method: req.method, headers, agent: secure ? agents.https : agents.http }, onAnswer);
  return { upstream, payload };
}

/** The store's status and the headers a client may see (never the store's own address or cookies). */
function passAnswerHead(res: Response, status: number | undefined, headers: http.IncomingHttpHeaders): void {
  res.status(status ?? 502);
  for (const name of PASSED_HEADERS) {
    const value = headers[name];
    if (value !== undefined) res.setHeader(name, value);
  }
  if (!headers['cache-control']) res.setHeader('cache-control', 'must-revalidate');
}

const LONG_POLL = /[?&]feed=longpoll(&|$)/;
const isBlank = (chunk: Uint8Array): boolean => chunk.every((byte) => byte === 0x0a || byte === 0x0d || byte === 0x20 || byte === 0x09);

/**
 * The store's answer read whole and rewritten before the client gets it. A long-poll's answer
 * waits for a change: its status goes at once and each heartbeat (a blank line) as it comes,
 * as newlines before the JSON (whitespace JSON allows), so the client sees the poll open.
 */
function rewriteAnswer(req: ForwardRequest, res: Response, answer: http.IncomingMessage, rewrite: (answer: StoreAnswer) => Promise<Buffer>, done: () => void): void {
  if (LONG_POLL.test(req.path + req.query)) res.write('\n');
  const chunks: Uint8Array[] = [];
  answer.on('data', (chunk: Uint8Array) => {
    chunks.push(chunk);
    if (isBlank(chunk)) res.write('\n');
  });
  answer.on('error', () => res.destroy());
  answer.on('end', () => {
    rewrite({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }).then(
      (body) => res.end(body),
      (err: unknown) => {
        console.error('[sync-server] store answer could not be rewritten:', (err as Error).message);
        res.destroy();
      },
    ).finally(done);
  });
}

/**
 * Streams one request to the store and its answer back (long-poll `_changes`
 * included), with the store's credentials added and the store's URL never shown.
 * Resolves when the response has ended or the client went away.
 */
export interface ForwardOptions {
  /** Runs when the store has answered (or failed), before any of it reaches the client. */
  onAnswer?: () => void;
  /** What the client gets instead of the store's body, read whole (store/designDocs.ts). */
  rewrite?: (answer: StoreAnswer, req: ForwardRequest) => Promise<Buffer>;
  /** The same for an answer that never ends (a continuous feed), as it streams. */
  through?: NodeJS.ReadWriteStream;
}

export function forwardToStore(endpoint: StoreEndpoint, req: ForwardRequest, res: Response, { onAnswer, rewrite, through }: ForwardOptions = {}): Promise<void> {
  return new Promise<void>((resolve) => {
    let clientLeft = false;
    const { upstream, payload } = storeRequest(endpoint, req, (answer) => {
      onAnswer?.();
      passAnswerHead(res, answer.statusCode, answer.headers);
      if (rewrite) return rewriteAnswer(req, res, answer, (whole) => rewrite(whole, req), resolve);
      (through ? answer.pipe(through) : answer).pipe(res);
      answer.on('error', () => res.destroy());
      answer.on('end', () => resolve());
    });
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

export interface StoreAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request to the store, its answer read whole: a write's answer says which documents the
 * store accepted, which the server records (services/audit.ts) before the client hears of it.
 * Rejects when the store cannot be reached.
 */
export function requestStore(endpoint: StoreEndpoint, req: ForwardRequest): Promise<StoreAnswer> {
  return new Promise<StoreAnswer>((resolve, reject) => {
    const { upstream, payload } = storeRequest(endpoint, req, (answer) => {
      const chunks: Uint8Array[] = [];
      answer.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
    });
    upstream.on('error', reject);
    upstream.end(payload);
  });
}

/** Sends a store's answer read by requestStore, with the headers forwardToStore passes. */
export function sendStoreAnswer(res: Response, answer: StoreAnswer): void {
  passAnswerHead(res, answer.status, answer.headers);
  res.end(answer.body);
}
