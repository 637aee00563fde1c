import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { Router } from 'express';
import { normalizeSportKey } from '../../src/shared/catalog/sports';
import { sendError } from '../http';
import type { AuthedLocals } from '../middleware/auth';
import { requireSignedIn } from '../middleware/auth';
import { jsonBody } from '../middleware/body';
import { statsDocFromBody } from '../services/statsSubmission';
import type { AuditService } from '../services/audit';
import type { WritePolicy } from '../services/permissions';
import type { SessionsService } from '../services/sessions';
import type { ChangesCoalescer } from '../store/changesCoalescer';
import type { Couch } from '../store/couch';
import { clientDoc } from '../store/couch';

/** docs/design/sync.md §9: GET /api/stats/sport/{sport} and POST /api/stats. */
export function statsRouter(deps: {
  couch: Couch;
  sessions: SessionsService;
  policy: WritePolicy;
  audit: AuditService;
  changes?: Pick<ChangesCoalescer, 'invalidate'>;
  /** A line was stored: the server's kept answers that read player lines are built again (app.ts). */
  afterWrite?: (collection: 'playerStats') => void;
}): Router {
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

  // The sign-in check comes before the body is read: an anonymous client learns nothing about validation.
  router.post('/', requireSignedIn(deps.sessions), ...jsonBody('64kb'), async (req, res) => {
    const user = (res.locals as AuthedLocals).user!;
    const id = randomUUID();
    const checked = statsDocFromBody(req.body, { id, updatedBy: user.email, now: Date.now() });
    if (!checked.ok) {
      sendError(res, 400, 'bad_request', checked.reason, { message: checked.reason, field: checked.field });
      return;
    }
    // A scorekeeper adds its own schools' lines only (services/permissions.ts).
    const refused = await deps.policy.check(user, 'playerStats', [checked.value], new Map());
    if (refused) {
      const reason = refused.reason.replace(/^docs\[0\]\./, '');
      sendError(res, refused.status, 'forbidden', reason, { message: reason, field: refused.field.replace(/^docs\[0\]\./, '') });
      return;
    }
    await deps.couch.collection('playerStats').insert(checked.value);
    await deps.audit.record(user, 'playerStats', [{ before: null, after: checked.value }]).catch((err: unknown) => console.error('[sync-server] writing the audit trail failed:', err));
    // Kept answers predate this write (the `_changes` pulls, the leaders): the next ask must see it.
    deps.changes?.invalidate('playerStats');
    deps.afterWrite?.('playerStats');
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
