import type { OutgoingHttpHeaders } from 'node:http';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import { checkDbQuery } from './middleware/dbQuery';
import { classifyDbRequest } from './middleware/dbRoutes';
import type { ChangeStreams } from './routes/changes';
import type { ChangesCoalescer, SharedAnswer } from './store/changesCoalescer';

/** Same threshold as the compression middleware: smaller answers go out as they are. */
const GZIP_THRESHOLD = 1024;

/**
 * The headers a header-setting middleware (helmet) puts on every answer, taken once from a real
 * node response it ran on, so that answers served outside Express carry exactly the same ones.
 */
export function recordHeaders(middleware: RequestHandler): OutgoingHttpHeaders {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = '/';
  const res = new ServerResponse(req);
  let done = false;
  void middleware(req as never, res as unknown as Response, () => (done = true));
  if (!done) throw new Error('the header middleware did not finish synchronously');
  return res.getHeaders();
}

/** Whether the client takes gzip, as the compression middleware negotiates it (negotiator, RFC 9110 q-values). */
export function acceptsGzip(req: IncomingMessage): boolean {
  // No header: the compression middleware sends identity; so does the hot path.
  if (!req.headers['accept-encoding']) return false;
  return new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip';
}

/**
 * Fans who waited for the same store read are answered at most this many per
 * event-loop turn. Answered all at once, the requests and responses of a burst of
 * a thousand outlived the young generation and were promoted to the old one;
 * in turns, half as much garbage reached it (heap sampling at 2,000 fans).
 */
const ANSWERS_PER_TURN = 128;

/** Runs jobs now while this turn of the event loop has budget left, else in the next turns, in order. */
export function createTurns(perTurn: number): (job: () => void) => void {
  let budget = perTurn;
  let resetting = false;
  const queue: (() => void)[] = [];
  const run = (job: () => void): void => {
    try {
      job();
    } catch (err) {
      console.error('[sync-server] answering a pull failed:', (err as Error).message);
    }
  };
  const nextTurn = (): void => {
    budget = perTurn;
    resetting = false;
    const jobs = queue.splice(0, budget);
    budget -= jobs.length;
    jobs.forEach(run);
    if (queue.length && !resetting) {
      resetting = true;
      setImmediate(nextTurn);
    }
  };
  return (job) => {
    if (!resetting) {
      resetting = true;
      setImmediate(nextTurn);
    }
    if (budget > 0 && queue.length === 0) {
      budget--;
      run(job);
    } else queue.push(job);
  };
}

const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export interface HotPathDeps {
  changes: ChangesCoalescer;
  streams: ChangeStreams;
  /** Added to every answer (the app's security headers, see recordHeaders). */
  headers: OutgoingHttpHeaders;
}

/**
 * The two requests every connected fan makes again and again: the change stream
 * (`GET /api/changes`) and, after each notice, the pull (`GET /db/<c>/_changes?since=…`).
 * Profiled at 2,000 fans, Express's per-request work (router, helmet, compression
 * wrappers) and its garbage were most of the server's CPU per score change, so these
 * are answered on node's own request and response, before Express. They pass the
 * very same guard functions (classifyDbRequest, checkDbQuery); anything the guard
 * would refuse, and any other request, is left to Express (returns false).
 */
export function createHotPaths(deps: HotPathDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const securityPairs = Object.entries(deps.headers).flatMap(([name, value]) => (value === undefined ? [] : [name, String(value)]));
  // Hundreds of fans take the same answer at once: its header list is made once per answer and body, not per fan.
  const headerLists = new WeakMap<Buffer, string[]>();
  const headersFor = (answer: SharedAnswer, body: Buffer, gzipped: boolean): string[] => {
    let list = headerLists.get(body);
    if (!list) {
      list = [...securityPairs, 'cache-control', 'must-revalidate', 'vary', 'Accept-Encoding', 'content-length', String(body.length)];
      if (answer.contentType) list.push('content-type', answer.contentType);
      if (gzipped) list.push('content-encoding', 'gzip');
      headerLists.set(body, list);
    }
    return list;
  };

  const inTurns = createTurns(ANSWERS_PER_TURN);

  async function pull(req: IncomingMessage, res: ServerResponse, read: Promise<SharedAnswer>): Promise<void> {
    try {
      const answer = await read;
      const packed = answer.body.length >= GZIP_THRESHOLD && acceptsGzip(req) ? await answer.gzipped() : undefined;
      const body = packed ?? answer.body;
      inTurns(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status, headersFor(answer, body, packed !== undefined));
        res.end(body);
      });
    } catch (err) {
      console.error('[sync-server] store request failed:', (err as Error).message);
      if (res.headersSent) return void res.destroy();
      const body = JSON.stringify({ error: 'store_unavailable', reason: 'the data store did not answer' });
      res.writeHead(502, { ...deps.headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }
  }

  return (req, res) => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    const cut = url.indexOf('?');
    const path = cut === -1 ? url : url.slice(0, cut);
    if (path === '/api/changes' || path === '/api/changes/') {
      deps.streams.open(req, res, deps.headers);
      return true;
    }
    if (!path.startsWith('/db/') || !path.endsWith('/_changes') || hasBody(req)) return false;
    const classified = classifyDbRequest('GET', path.slice(3));
    if (!classified.ok || classified.route.kind !== 'changes') return false;
    const query = checkDbQuery('changes', cut === -1 ? '' : url.slice(cut + 1));
    // Long-polls and continuous feeds wait for the next change and are never shared: Express streams them to the store.
    if (!query.ok || /[?&]feed=(longpoll|continuous)(&|$)/.test(query.query)) return false;
    void pull(req, res, deps.changes.read(classified.route.collection, classified.route.dbPath + query.query));
    return true;
  };
}
