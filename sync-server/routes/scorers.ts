import type { NextFunction, Request, Response } from 'express';
import { Router } from 'express';
import type { ScorerAction, ScorerState } from '../../src/shared/scoring/scorerSeat';
import { SCORER_ACTIONS, decideScorer } from '../../src/shared/scoring/scorerSeat';
import { sendError } from '../http';
import type { AuthedLocals } from '../middleware/auth';
import { requireSignedIn } from '../middleware/auth';
import { jsonBody } from '../middleware/body';
import type { AuditService } from '../services/audit';
import type { WritePolicy } from '../services/permissions';
import type { SessionsService } from '../services/sessions';
import type { ChangesCoalescer } from '../store/changesCoalescer';
import type { Couch } from '../store/couch';
import type { StoredDoc } from '../store/couch';
import { clientDoc, statusOf } from '../store/couch';

type Doc = Record<string, unknown>;
const text = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined);

/**
 * POST /api/scorers/{gameId} `{ action, device, label? }` (docs/design/scoring.md, "One scorer at a
 * time"): a device claims a game's scoring, asks to take it over, answers a request (accept, keep)
 * or takes over once its request expired. The server decides by its own clock and the game's
 * permissions (who may write the game's entries may score it) and writes the game's `gameScorers`
 * document, which devices replicate; the answer is that document.
 */
export function scorersRouter(deps: {
  couch: Couch;
  sessions: SessionsService;
  policy: WritePolicy;
  audit: AuditService;
  changes?: Pick<ChangesCoalescer, 'invalidate'>;
  timeoutMs: number;
  now?: () => number;
}): Router {
  const router = Router();
  const now = deps.now ?? Date.now;
  const seats = () => deps.couch.collection('gameScorers');

  async function stored(gameId: string): Promise<Doc | null> {
    try {
      return (await seats().get(gameId)) as Doc;
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  // The sign-in check comes before the body is read: an anonymous client learns nothing about validation.
  router.post('/:gameId', requireSignedIn(deps.sessions), ...jsonBody('4kb'), async (req, res) => {
    const user = (res.locals as AuthedLocals).user!;
    const gameId = String(req.params.gameId);
    const body = (req.body ?? {}) as { action?: unknown; device?: unknown; label?: unknown };
    const action = SCORER_ACTIONS.find((a) => a === body.action) as ScorerAction | undefined;
    if (!action) return sendError(res, 400, 'bad_request', `action: must be one of ${SCORER_ACTIONS.join(', ')}`, { field: 'action' });
    const device = text(body.device, 64);
    if (!device) return sendError(res, 400, 'bad_request', 'device: must be the device id (1 to 64 characters)', { field: 'device' });
    const label = body.label === undefined ? undefined : text(body.label, 60);
    if (body.label !== undefined && !label) return sendError(res, 400, 'bad_request', 'label: at most 60 characters', { field: 'label' });

    let game: Doc | null = null;
    try {
      game = (await deps.couch.collection('games').get(gameId)) as Doc;
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
    if (!game || game._deleted) return sendError(res, 404, 'not_found', `no such game '${gameId}'`);
    // Whoever may write the game's scoring entries may score it (services/permissions.ts).
    const refused = await deps.policy.check(user, 'scoreEntries', [{ _id: `${gameId}:seat`, gameId }], new Map());
    if (refused) return sendError(res, 403, 'forbidden', refused.reason.replace(/^docs\[0\]\.gameId: /, ''), { field: 'gameId' });

    const who = { account: user.email, device, ...(label ? { label } : {}) };
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await stored(gameId);
      const at = now();
      const decided = decideScorer(before as ScorerState | null, action, who, at, deps.timeoutMs);
      if (!decided.ok) return sendError(res, 409, 'conflict', decided.reason, { scorers: before ? clientDoc(before as StoredDoc) : null });
      if (before && decided.next.seq === before.seq) return res.json(clientDoc(before as StoredDoc));
      const { scorer, request, seq } = decided.next;
      const after: Doc = {
        _id: gameId, id: gameId, gameId, seq, ...(scorer ? { scorer } : {}), ...(request ? { request } : {}),
        createdAt: typeof before?.createdAt === 'number' ? before.createdAt : at, updatedAt: at, updatedBy: user.email,
        ...(before?._rev ? { _rev: before._rev } : {}),
      };
      try {
        const written = await seats().insert(after);
        await deps.audit.record(user, 'gameScorers', [{ before, after }]).catch((err: unknown) => console.error('[sync-server] writing the audit trail failed:', err));
        // Kept `_changes` answers predate this write: the next pull must see it.
        deps.changes?.invalidate('gameScorers');
        return res.json(clientDoc({ ...after, _rev: written.rev } as StoredDoc));
      } catch (err) {
        // Another instance wrote the game's seat meanwhile: decide again on what it wrote.
        if (statusOf(err) !== 409) throw err;
      }
    }
    return sendError(res, 503, 'busy', 'the game\'s scorer changed several times meanwhile: try again');
  });

  router.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (err as { status?: unknown } | null)?.status;
    if (status === 400) return sendError(res, 400, 'bad_request', 'invalid JSON body');
    if (status === 413) return sendError(res, 413, 'too_large', 'the request body is too large');
    next(err);
  });

  return router;
}
