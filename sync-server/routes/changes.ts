import type { Request, Response } from 'express';
import { Router } from 'express';
import { COLLECTION_NAMES } from '../../src/shared/schemas/collections';
import type { ChangesHub, ChangeNotice } from '../services/changesHub';

/**
 * GET /api/changes: one server-sent-events stream per client for every
 * collection (browsers allow ~6 connections per origin; we have 8 collections).
 */
export function changesRouter(deps: { hub: ChangesHub; heartbeatMs: number }): Router {
  const router = Router();

  router.get('/', (req: Request, res: Response) => {
    res.status(200);
    res.setHeader('content-type', 'text/event-stream; charset=utf-8');
    res.setHeader('cache-control', 'no-cache, no-transform');
    res.setHeader('connection', 'keep-alive');
    res.setHeader('x-accel-buffering', 'no');
    res.flushHeaders();
    req.socket.setNoDelay(true);

    const send = (event: string, data: unknown): void => {
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    // Tells a reconnecting client how long to wait before the next attempt.
    res.write('retry: 2000\n\n');
    send('hello', { collections: COLLECTION_NAMES });

    const unsubscribe = deps.hub.subscribe((notice: ChangeNotice) => send('change', notice));
    const heartbeat = setInterval(() => res.write(':hb\n\n'), deps.heartbeatMs);

    const cleanup = (): void => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    res.on('close', cleanup);
    res.on('error', cleanup);
  });

  return router;
}
