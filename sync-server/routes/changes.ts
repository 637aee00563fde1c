import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { COLLECTION_NAMES } from '../../src/shared/schemas/collections';
import type { ChangesHub, ChangeNotice } from '../services/changesHub';

/** A client this far behind (a stalled socket) is cut off; its browser reconnects and pulls. */
const MAX_UNSENT_BYTES = 256 * 1024;

const STREAM_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};
// Tells a reconnecting client how long to wait before the next attempt.
const OPENING = Buffer.from(`retry: 2000\n\nevent: hello\ndata: ${JSON.stringify({ collections: COLLECTION_NAMES })}\n\n`);
const HEARTBEAT = Buffer.from(':hb\n\n');

export interface ChangeStreams {
  /** Serves GET /api/changes (mounted before the compression middleware: a notice leaves at once). */
  open: RequestHandler;
  /** Streams open now. */
  count(): number;
}

/**
 * GET /api/changes: one server-sent-events stream per client for every
 * collection (browsers allow ~6 connections per origin; we have 8 collections).
 *
 * Thousands of fans hold a stream each, so a stream costs as little as it can:
 * a notice is formatted once for everyone, and one timer sends every heartbeat.
 */
export function createChangeStreams(deps: { hub: ChangesHub; heartbeatMs: number }): ChangeStreams {
  const open = new Set<ServerResponse>();
  let heartbeat: NodeJS.Timeout | undefined;
  let lastNotice: ChangeNotice | undefined;
  let lastFrame = Buffer.alloc(0);

  const frameOf = (notice: ChangeNotice): Buffer => {
    if (notice !== lastNotice) {
      lastNotice = notice;
      lastFrame = Buffer.from(`event: change\ndata: ${JSON.stringify(notice)}\n\n`);
    }
    return lastFrame;
  };

  const send = (res: ServerResponse, frame: Buffer): void => {
    if (res.writableLength > MAX_UNSENT_BYTES) res.destroy();
    else res.write(frame);
  };

  const beat = (): void => {
    for (const res of open) send(res, HEARTBEAT);
  };

  const openStream: RequestHandler = (req, res) => {
    res.writeHead(200, STREAM_HEADERS);
    req.socket.setNoDelay(true);
    res.write(OPENING);

    open.add(res);
    heartbeat ??= setInterval(beat, deps.heartbeatMs);
    const unsubscribe = deps.hub.subscribe((notice) => send(res, frameOf(notice)));
    res.once('close', () => {
      unsubscribe();
      open.delete(res);
      if (open.size === 0 && heartbeat) {
        clearInterval(heartbeat);
        heartbeat = undefined;
      }
    });
  };

  return {
    open: openStream,
    count: () => open.size,
  };
}
