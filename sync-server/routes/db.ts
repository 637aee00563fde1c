import type { Request, Response } from 'express';
import { Router } from 'express';
import { sendError } from '../http';
import { jsonBody } from '../middleware/body';
import type { DbRoute, Refusal } from '../middleware/dbRoutes';
import type { DbLocals } from '../middleware/guard';
import { dbGuard } from '../middleware/guard';
import { checkRequestBody } from '../services/requestShapes';
import { checkBulkDocs, checkDocument } from '../services/validate';
import type { Couch, StoreEndpoint, StoreNames } from '../store/couch';
import type { StoreAnswer } from '../store/proxy';
import { forwardToStore, requestStore, sendStoreAnswer } from '../store/proxy';
import type { CollectionName } from '../../src/shared/schemas/collections';
import { SERVER_WRITTEN_COLLECTIONS } from '../../src/shared/schemas/collections';
import type { CreditedLines } from '../services/creditedLines';
import type { ChangesCoalescer } from '../store/changesCoalescer';
import { hideDesignDocLines, hideDesignDocs } from '../store/designDocs';
import type { SessionsService } from '../services/sessions';
import type { AuditService } from '../services/audit';
import type { WritePolicy } from '../services/permissions';
import { stampAuthors } from '../services/permissions';
import type { AuthedLocals } from '../middleware/auth';
import type { RewrittenGame, ScoringService } from '../services/scoring';
import type { SeasonMoves } from '../services/seasonMoves';
import type { CheckpointWrites } from '../services/checkpoints';
import { isCheckpointWrite } from '../services/checkpoints';
import { schoolNameTaken } from '../services/schoolNames';
import { hasPeriodValues } from '../../src/shared/scoring/score';

const WRITES: ReadonlySet<DbRoute['kind']> = new Set(['bulkDocs', 'putDoc', 'postDoc']);
/** Writes of documents (a checkpoint's `_local` PUT is not one): permissions and the audit trail. */
const DOC_WRITES: ReadonlySet<DbRoute['kind']> = new Set(['bulkDocs', 'putDoc', 'postDoc', 'deleteDoc']);

/** The documents a write carries (before any check: they may be anything). */
/**
 * The games whose every stored entry came in this batch: their first entries, which replaced a score
 * typed without any (issue 39 keeps that record: the typed cells were dropped). Every later
 * recomputation only follows from an entry, whose own record says it.
 */
async function firstEntriesOf(scoring: ScoringService, batch: unknown[], rewritten: RewrittenGame[]): Promise<RewrittenGame[]> {
  const ids = new Set(batch.flatMap((doc) => (typeof doc === 'object' && doc !== null && typeof (doc as Doc)._id === 'string' ? [(doc as Doc)._id as string] : [])));
  const first: RewrittenGame[] = [];
  for (const game of rewritten) {
    const sport = String(game.before.sport ?? '');
    if (!hasPeriodValues(sport, game.before.score as Parameters<typeof hasPeriodValues>[1])) continue;
    const entries = await scoring.entriesOf(String(game.after._id));
    if (entries.every((entry) => ids.has(String((entry as unknown as Doc)._id ?? entry.id)))) first.push(game);
  }
  return first;
}

/**
 * The games of a batch of entries that are each game's first and left its stored score as it was:
 * the scorer's device had pushed that score ahead of them (`AuditService.explainByEntries`).
 */
async function firstEntriesNotRewritten(scoring: ScoringService, batch: Doc[], rewritten: RewrittenGame[]): Promise<Doc[]> {
  const ids = new Set(batch.map((doc) => String(doc._id ?? doc.id)));
  const skip = new Set(rewritten.map((game) => String(game.after._id)));
  const games: Doc[] = [];
  for (const gameId of new Set(batch.flatMap((doc) => (typeof doc.gameId === 'string' && !skip.has(doc.gameId) ? [doc.gameId] : [])))) {
    const entries = await scoring.entriesOf(gameId);
    if (!entries.every((entry) => ids.has(String((entry as unknown as Doc)._id ?? entry.id)))) continue;
    const game = await scoring.gameOf(gameId);
    if (game && !game._deleted) games.push(game);
  }
  return games;
}

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

/** Which written documents the store accepted, from its answer (`_bulk_docs`: per row; new_edits:false answers []). */
function acceptedIds(route: DbRoute, status: number, body: Buffer, docs: Doc[]): Set<string> {
  if (status >= 300) return new Set();
  let answer: unknown;
  try {
    answer = JSON.parse(body.toString('utf8'));
  } catch {
    return new Set();
  }
  if (route.kind === 'bulkDocs') {
    if (Array.isArray(answer) && answer.length === 0) return new Set(docs.map(idOf));
    if (!Array.isArray(answer)) return new Set();
    return new Set(answer.flatMap((row: { id?: unknown; error?: unknown }) => (typeof row.id === 'string' && row.error === undefined ? [row.id] : [])));
  }
  const id = (answer as { id?: unknown } | null)?.id;
  return new Set(typeof id === 'string' ? [id] : docs.map(idOf));
}

type Doc = Record<string, unknown>;
/** The game fields its credited lines copy (creditedStats.ts). */
const LINE_FIELDS = ['sport', 'time', 'homeSchoolId', 'homeSchoolName', 'awaySchoolId', 'awayName'] as const;
const idOf = (doc: Doc): string => String(doc._id ?? doc.id ?? '');

/**
 * `/db/:collection/...`: the CouchDB protocol, guarded (default-deny) and
 * validated, then streamed to the store. Anonymous clients read; writes need a
 * signed-in account whose role may write each document (services/permissions.ts), and a
 * document that passes its schema and the business rules. Every accepted write is audited.
 */
export function dbRouter(deps: {
  endpoint: StoreEndpoint;
  names: StoreNames;
  sessions: SessionsService;
  /** Reads the written documents' stored versions (permissions, authors, the audit's old values). */
  couch: Couch;
  policy: WritePolicy;
  audit: AuditService;
  changes?: ChangesCoalescer;
  /** Also told of each write the store answered (the home page's first-screen answer). */
  afterWrite?: (collection: CollectionName) => void;
  /** Scoring entries and games: authors stamped, scores computed (services/scoring.ts). */
  scoring?: ScoringService;
  /** The player lines of credited plays, derived when a game's entries or the game change (services/creditedLines.ts). */
  creditedLines?: CreditedLines;
  /** Season-scoped collections: the server keeps `movedFrom` (services/seasonMoves.ts). */
  seasonMoves?: SeasonMoves;
  /** Replication checkpoints (`_local` PUT and DELETE), any reader's, within their limits. */
  checkpoints: CheckpointWrites;
}): Router {
  const router = Router();

  router.use(dbGuard(deps.sessions));
  // Before the body is read: a client over its limit costs no parsing.
  router.use(deps.checkpoints.rateLimit);
  router.use(jsonBody(MAX_BODY));

  async function storedVersions(collection: CollectionName, docs: Doc[]): Promise<Map<string, Doc>> {
    const ids = [...new Set(docs.map(idOf).filter((id) => id !== '' && !id.startsWith('_')))];
    if (ids.length === 0) return new Map();
    const res = await deps.couch.collection(collection).fetch({ keys: ids });
    return new Map(res.rows.flatMap((row) => ('doc' in row && row.doc ? [[row.key, row.doc as Doc] as const] : [])));
  }

  /** Derived after the write is answered: a fan hears of the lines through their collection's changes. */
  async function refreshLines(gameIds: string[]): Promise<void> {
    if (!deps.creditedLines || gameIds.length === 0) return;
    if (await deps.creditedLines.refresh(gameIds)) {
      deps.changes?.invalidate('playerGameLines');
      deps.afterWrite?.('playerGameLines');
    }
  }

  router.use(async (req: Request, res: Response) => {
    const { dbRoute: route, query = '' } = res.locals as DbLocals;
    if (!route) return sendError(res, 500, 'internal', 'route missing');
    const actor = (res.locals as AuthedLocals).user;
    const writesDocs = DOC_WRITES.has(route.kind);
    if (writesDocs && !actor) return sendError(res, 401, 'unauthorized', 'authentication required');
    const serverWritten = SERVER_WRITTEN_COLLECTIONS.get(route.collection);
    if (writesDocs && serverWritten) return sendError(res, 403, 'forbidden', `${route.collection} is written by the server only: ${serverWritten}`);
    const scored = deps.scoring && (route.collection === 'scoreEntries' || route.collection === 'games');
    if (scored && route.collection === 'scoreEntries' && route.kind === 'deleteDoc') {
      return sendError(res, 403, 'forbidden', 'scoring entries are never deleted; void them instead');
    }
    // Every written document, as it came (a DELETE is a tombstone): who may write it is decided on these.
    const incoming: Doc[] =
      route.kind === 'deleteDoc' ? [{ _id: route.docId, _deleted: true }] : (writtenDocs(route, req.body as unknown).filter((d) => typeof d === 'object' && d !== null && !Array.isArray(d)) as Doc[]);
    let stored = new Map<string, Doc>();
    if (writesDocs && actor) {
      stored = await storedVersions(route.collection, incoming);
      const refused = (await deps.policy.check(actor, route.collection, incoming, stored)) ?? stampAuthors(actor.email, incoming, stored);
      if (refused) return sendError(res, refused.status, 'forbidden', refused.reason, { field: refused.field });
      if (route.collection === 'schools' && route.kind !== 'deleteDoc') {
        const taken = await schoolNameTaken(deps.couch, incoming, route.kind === 'bulkDocs');
        if (taken) return sendError(res, 400, 'bad_request', taken.reason, { field: taken.field });
      }
    }
    const docs = scored ? incoming : [];
    const author = actor?.email;
    if (deps.scoring && docs.length > 0 && author && route.kind !== 'deleteDoc') {
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
    // A season's changes (`POST _changes?filter=_selector`, docs/design/sync.md §13): fans of one
    // season send the same selector, so identical concurrent reads share one store read. (A plain
    // `GET _changes` is routes/pulls.ts's when shared; one with a body reaching here is forwarded as any read.)
    if (deps.changes && route.kind === 'changes' && req.method === 'POST' && checked.body !== undefined && !/[?&]feed=(longpoll|continuous)(&|$)/.test(query)) {
      return deps.changes.serve(route.collection, route.dbPath + query, res, JSON.stringify(checked.body));
    }
    // A GET with a body would confuse the store; only methods with a body send one.
    const body = req.method === 'GET' || req.method === 'HEAD' || req.method === 'DELETE' ? undefined : checked.body;
    // A writer that reads right after its write must see it: answers kept for the collection expire first.
    const { changes, afterWrite } = deps;
    const invalidate = () => {
      changes?.invalidate(route.collection);
      afterWrite?.(route.collection);
    };
    const path = deps.names.path(route.collection) + route.dbPath;
    if (isCheckpointWrite(route)) {
      // Never in _changes nor _all_docs: nothing kept for the collection changes.
      let answer: StoreAnswer | Refusal;
      try {
        answer = await deps.checkpoints.write(req, route, body, () => requestStore(deps.endpoint, { method: req.method, path, query, body }));
      } catch (err) {
        console.error('[sync-server] writing a checkpoint failed:', (err as Error).message);
        return sendError(res, 502, 'store_unavailable', 'the data store did not answer');
      }
      return 'reason' in answer ? sendError(res, answer.status, answer.error, answer.reason) : sendStoreAnswer(res, answer);
    }
    if (!writesDocs || !actor) {
      const onAnswer = route.access === 'admin' && (changes || afterWrite) ? invalidate : undefined;
      // A continuous feed never ends: its design documents are left out line by line, as it streams.
      const continuous = route.kind === 'changes' && /[?&]feed=continuous(&|$)/.test(query);
      const hidden = continuous ? { through: hideDesignDocLines() } : { rewrite: hideDesignDocs(route.kind, deps.endpoint) };
      return forwardToStore(deps.endpoint, { method: req.method, path, query, body }, res, { onAnswer, ...hidden });
    }
    let answer: StoreAnswer;
    try {
      answer = await requestStore(deps.endpoint, { method: req.method, path, query, body });
    } catch (err) {
      invalidate();
      console.error('[sync-server] store request failed:', (err as Error).message);
      return sendError(res, 502, 'store_unavailable', 'the data store did not answer');
    }
    invalidate();
    // The documents as stored: validated, stamped (the author, a game's computed score, movedFrom).
    const after: Doc[] =
      route.kind === 'deleteDoc' ? incoming : route.kind === 'bulkDocs' ? ((checked.body as { docs: Doc[] }).docs ?? []) : [checked.body as Doc];
    const accepted = acceptedIds(route, answer.status, answer.body, after);
    const writes = after.filter((doc) => accepted.has(idOf(doc))).map((doc) => ({ before: stored.get(idOf(doc)) ?? null, after: doc }));
    await deps.audit.record(actor, route.collection, writes).catch((err: unknown) => console.error('[sync-server] writing the audit trail failed:', err));
    sendStoreAnswer(res, answer);
    if (deps.scoring && route.collection === 'scoreEntries' && docs.length > 0 && author) {
      // The games these entries belong to get their score computed from every stored entry. The
      // entries' own records (above) are the audit of it: a computed score is no action of its own,
      // except where a game's first entries replace a score typed without them (its old cells kept).
      const rewritten = await deps.scoring.afterEntries(docs, author);
      changes?.invalidate('games');
      afterWrite?.('games');
      const replaced = await firstEntriesOf(deps.scoring, docs, rewritten);
      await deps.audit.record(actor, 'games', replaced, { keepScores: true }).catch((err: unknown) => console.error('[sync-server] writing the audit trail failed:', err));
      const settled = await firstEntriesNotRewritten(deps.scoring, docs, rewritten);
      await deps.audit.explainByEntries(actor, settled).catch((err: unknown) => console.error('[sync-server] writing the audit trail failed:', err));
      await refreshLines(docs.flatMap((doc) => (typeof doc.gameId === 'string' ? [doc.gameId] : [])));
    } else if (route.collection === 'games') {
      // A game moved to another season, sport or school carries its lines along; a deleted one takes them away.
      const moved = (w: { before: Doc | null; after: Doc }) => w.before !== null && (w.after._deleted === true || LINE_FIELDS.some((field) => w.before![field] !== w.after[field]));
      await refreshLines(writes.filter(moved).map((w) => idOf(w.after)));
    }
  });

  return router;
}
