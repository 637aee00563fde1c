import type { Request, Response } from 'express';
import { Router } from 'express';
import { sendError } from '../http';
import { jsonBody } from '../middleware/body';
import type { DbRoute } from '../middleware/dbRoutes';
import type { DbLocals } from '../middleware/guard';
import { dbGuard } from '../middleware/guard';
import { checkRequestBody } from '../services/requestShapes';
import { checkBulkDocs, checkDocument } from '../services/validate';
import type { StoreEndpoint, StoreNames } from '../store/couch';
import { forwardToStore } from '../store/proxy';
import type { CollectionName } from '../../src/shared/schemas/collections';
import type { ChangesCoalescer } from '../store/changesCoalescer';
import type { TokenService } from '../services/tokens';
import type { AuthedLocals } from '../middleware/auth';
import type { ScoringService } from '../services/scoring';
import type { SeasonMoves } from '../services/seasonMoves';

const WRITES: ReadonlySet<DbRoute['kind']> = new Set(['bulkDocs', 'putDoc', 'postDoc']);

/** The documents a write carries (before any check: they may be anything). */
function writtenDocs(route: DbRoute, body: unknown): unknown[] {
  if (!WRITES.has(route.kind) || typeof body !== 'object' || body === null) return [];
  if (route.kind === 'bulkDocs') {
    const docs = (body as { docs?: unknown }).docs;
    return Array.isArray(docs) ? docs : [];
  }
  if (route.kind === 'putDoc' && route.docId && !('_id' in body)) (body as Record<string, unknown>)._id = route.docId;
  return [body];
}

export const MAX_BODY = '2mb';

/** What is forwarded for a written body: the checked document(s), or a refusal. */
function checkBody(route: DbRoute, body: unknown): { ok: true; body: unknown } | { ok: false; field?: string; reason: string } {
  switch (route.kind) {
    case 'bulkDocs': {
      const checked = checkBulkDocs(route.collection, body);
      return checked.ok ? { ok: true, body: checked.value } : checked;
    }
    case 'putDoc':
    case 'postDoc': {
      const checked = checkDocument(route.collection, body, route.kind === 'putDoc' ? route.docId : undefined);
      return checked.ok ? { ok: true, body: checked.value } : checked;
    }
    case 'deleteDoc':
      return { ok: true, body: undefined };
    default: {
      const checked = checkRequestBody(route.kind, body, route.docId);
      return checked.ok ? { ok: true, body: checked.value } : checked;
    }
  }
}

/**
 * `/db/:collection/...`: the CouchDB protocol, guarded (default-deny) and
 * validated, then streamed to the store. Anonymous clients read; writes need an
 * admin token and a document that passes its schema and the business rules.
 */
export function dbRouter(deps: {
  endpoint: StoreEndpoint;
  names: StoreNames;
  tokens: TokenService;
  changes?: ChangesCoalescer;
  /** Also told of each write the store answered (the home page's first-screen answer). */
  afterWrite?: (collection: CollectionName) => void;
  /** Scoring entries and games: authors stamped, scores computed (services/scoring.ts). */
  scoring?: ScoringService;
  /** Season-scoped collections: the server keeps `movedFrom` (services/seasonMoves.ts). */
  seasonMoves?: SeasonMoves;
}): Router {
  const router = Router();

  router.use(dbGuard(deps.tokens));
  router.use(jsonBody(MAX_BODY));

  router.use(async (req: Request, res: Response) => {
    const { dbRoute: route, query = '' } = res.locals as DbLocals;
    if (!route) return sendError(res, 500, 'internal', 'route missing');
    const scored = deps.scoring && (route.collection === 'scoreEntries' || route.collection === 'games');
    if (scored && route.collection === 'scoreEntries' && route.kind === 'deleteDoc') {
      return sendError(res, 403, 'forbidden', 'scoring entries are never deleted; void them instead');
    }
    const docs = scored ? writtenDocs(route, req.body as unknown) : [];
    const author = (res.locals as AuthedLocals).user?.email;
    if (deps.scoring && docs.length > 0 && author) {
      const prepared = await deps.scoring.prepare(route.collection, docs, author);
      if (!prepared.ok) return sendError(res, prepared.status, prepared.status === 403 ? 'forbidden' : 'bad_request', prepared.reason, { field: prepared.field });
    }
    const written = WRITES.has(route.kind) ? writtenDocs(route, req.body as unknown) : [];
    deps.seasonMoves?.strip(route.collection, written);
    const checked = checkBody(route, req.body as unknown);
    if (!checked.ok) {
      return sendError(res, 400, 'bad_request', checked.reason, checked.field ? { field: checked.field } : undefined);
    }
    if (deps.seasonMoves && WRITES.has(route.kind)) {
      const body = checked.body as { docs?: Record<string, unknown>[] } & Record<string, unknown>;
      await deps.seasonMoves.stamp(route.collection, route.kind === 'bulkDocs' ? (body.docs ?? []) : [body]);
    }
    // Reads of `_changes` without long-poll: identical concurrent ones share one store read (fans after a notice).
    if (deps.changes && route.kind === 'changes' && !/[?&]feed=longpoll(&|$)/.test(query)) {
      if (req.method === 'GET') return deps.changes.serve(route.collection, route.dbPath + query, res);
      // A season's changes (filter=_selector): fans of one season send the same selector.
      if (req.method === 'POST' && checked.body !== undefined) {
        return deps.changes.serve(route.collection, route.dbPath + query, res, JSON.stringify(checked.body));
      }
    }
    // A GET with a body would confuse the store; only methods with a body send one.
    const body = req.method === 'GET' || req.method === 'HEAD' || req.method === 'DELETE' ? undefined : checked.body;
    // A writer that reads right after its write must see it: answers kept for the collection expire first.
    const { changes, afterWrite } = deps;
    const onAnswer =
      route.access === 'admin' && (changes || afterWrite)
        ? () => {
            changes?.invalidate(route.collection);
            afterWrite?.(route.collection);
          }
        : undefined;
    const path = deps.names.path(route.collection) + route.dbPath;
    await forwardToStore(deps.endpoint, { method: req.method, path, query, body }, res, onAnswer);
    if (deps.scoring && route.collection === 'scoreEntries' && docs.length > 0 && author) {
      // The games these entries belong to get their score computed from every stored entry.
      await deps.scoring.afterEntries(docs, author);
      changes?.invalidate('games');
      afterWrite?.('games');
    }
  });

  return router;
}
