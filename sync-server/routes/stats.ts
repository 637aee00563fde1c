import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { Router } from 'express';
import { normalizeSportKey } from '../../src/shared/catalog/sports';
import { sendError } from '../http';
import type { AuthedLocals } from '../middleware/auth';
import { requireAdmin } from '../middleware/auth';
import { jsonBody } from '../middleware/body';
import { statsDocFromBody } from '../services/statsSubmission';
import type { TokenService } from '../services/tokens';
import type { ChangesCoalescer } from '../store/changesCoalescer';
import type { Couch } from '../store/couch';
import { clientDoc } from '../store/couch';

/** docs/design/sync.md §9: GET /api/stats/sport/{sport} and POST /api/stats. */
export function statsRouter(deps: { couch: Couch; tokens: TokenService; changes?: Pick<ChangesCoalescer, 'invalidate'> }): Router {
  const router = Router();

  router.get('/sport/:sport', async (req, res) => {
    const sport = normalizeSportKey(req.params.sport);
    if (!sport) return sendError(res, 404, 'not_found', `unknown sport '${req.params.sport}'`);
    // A season's player lines are a few hundred documents: a scan is fine here.
    const all = await deps.couch.collection('playerStats').list({ include_docs: true });
    const lines = all.rows
      .map((row) => row.doc)
      .filter((doc): doc is NonNullable<typeof doc> => !!doc && !doc._id.startsWith('_'))
      .filter((doc) => normalizeSportKey(typeof doc.sport === 'string' ? doc.sport : undefined) === sport)
      .map(clientDoc);
    res.setHeader('cache-control', 'no-cache');
    res.json(lines);
  });

  // The admin check comes before the body is read: an anonymous client learns nothing about validation.
  router.post('/', requireAdmin(deps.tokens), ...jsonBody('64kb'), async (req, res) => {
    const { user } = res.locals as AuthedLocals;
    const id = randomUUID();
    const checked = statsDocFromBody(req.body, { id, updatedBy: user?.email ?? '', now: Date.now() });
    if (!checked.ok) {
      sendError(res, 400, 'bad_request', checked.reason, { message: checked.reason, field: checked.field });
      return;
    }
    await deps.couch.collection('playerStats').insert(checked.value);
    // Kept `_changes` answers predate this write: the next pull must see it.
    deps.changes?.invalidate('playerStats');
    res.status(201).json({ ok: true, id });
  });

  // docs/design/sync.md §9: a client of POST /api/stats reads `message` on failure, also when the body is not JSON at all.
  router.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (err as { status?: unknown } | null)?.status;
    if (status === 400) return sendError(res, 400, 'bad_request', 'invalid JSON body', { message: 'The request body is not valid JSON.' });
    if (status === 413) return sendError(res, 413, 'too_large', 'the request body is too large', { message: 'The request body is too large.' });
    next(err);
  });

  return router;
}
