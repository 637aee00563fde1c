import compression from 'compression';
import type { Request, Response } from 'express';

/**
 * gzip for the app's files and the store's JSON (a first pull of a collection is
 * hundreds of KB of JSON; scripts shrink to a third). The change stream and a continuous
 * `_changes` feed are never compressed: a compressor holds small writes back, and a notice
 * (a change's line) must leave at once. Answers under 1 KB (most live pulls) are sent as they are.
 */
export function compress() {
  return compression({
    threshold: 1024,
    filter(req: Request, res: Response) {
      const type = String(res.getHeader('content-type') ?? '');
      if (type.startsWith('text/event-stream') || /[?&]feed=continuous(&|$)/.test(req.url)) return false;
      return compression.filter(req, res);
    },
  });
}
