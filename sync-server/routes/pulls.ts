import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';
import { sendError } from '../http';
import { checkDbQuery } from '../middleware/dbQuery';
import { classifyDbRequest } from '../middleware/dbRoutes';
import type { ChangesCoalescer, SharedAnswer } from '../store/changesCoalescer';

/** Same threshold as the compression middleware: smaller answers go out as they are. */
const GZIP_THRESHOLD = 1024;

/**
 * Fans who waited for the same store read are answered at most this many per event-loop turn:
 * answered all at once, the requests and responses of a burst of a thousand outlive the young
 * generation and are promoted to the old one (bench/README.md, live fan-out).
 */
const ANSWERS_PER_TURN = 128;

/** Whether the client takes gzip, as the compression middleware negotiates it (negotiator, RFC 9110 q-values). */
export function acceptsGzip(req: IncomingMessage): boolean {
  // No header: the compression middleware sends identity; so does a pull.
  if (!req.headers['accept-encoding']) return false;
  return new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip';
}

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

/**
 * `GET /db/<collection>/_changes?since=…`: the pull every connected fan makes after each change
 * notice. Fans asking the same pull share one store read and one answer (`changesCoalescer.ts`),
 * whose body is gzipped once for all of them; mounted before the compression middleware for that
 * reason. It passes the guard's own functions (classifyDbRequest, checkDbQuery); a pull it does
 * not share (a long-poll, a continuous feed, a GET with a body, anything the guard would refuse)
 * goes on to `/db`'s router.
 */
export function sharedPulls(changes: ChangesCoalescer): RequestHandler {
  const inTurns = createTurns(ANSWERS_PER_TURN);

  return (req, res, next) => {
    const path = req.path;
    if (req.method !== 'GET' || !path.startsWith('/db/') || !path.endsWith('/_changes') || hasBody(req)) return next();
    const classified = classifyDbRequest('GET', path.slice(3));
    if (!classified.ok || classified.route.kind !== 'changes') return next();
    const url = req.url;
    const cut = url.indexOf('?');
    const query = checkDbQuery('changes', cut === -1 ? '' : url.slice(cut + 1));
    // Long-polls and continuous feeds wait for the next change and are never shared: `/db` streams them to the store.
    if (!query.ok || /[?&]feed=(longpoll|continuous)(&|$)/.test(query.query)) return next();
    changes.read(classified.route.collection, classified.route.dbPath + query.query).then(
      async (answer: SharedAnswer) => {
        const packed = answer.body.length >= GZIP_THRESHOLD && acceptsGzip(req) ? await answer.gzipped() : undefined;
        const body = packed ?? answer.body;
        inTurns(() => {
          if (res.destroyed) return;
          res.setHeader('cache-control', 'must-revalidate');
          res.setHeader('vary', 'Accept-Encoding');
          res.setHeader('content-length', body.length);
          if (answer.contentType) res.setHeader('content-type', answer.contentType);
          if (packed) res.setHeader('content-encoding', 'gzip');
          res.writeHead(answer.status);
          res.end(body);
        });
      },
      (err: unknown) => {
        console.error('[sync-server] store request failed:', (err as Error).message);
        if (res.headersSent) return void res.destroy();
        sendError(res, 502, 'store_unavailable', 'the data store did not answer');
      },
    );
  };
}
