import { checkScoreEntryFor } from '../../src/shared/rules';
import { MSG } from '../../src/shared/schemas/adminMessages';
import type { CollectionName } from '../../src/shared/schemas/collections';
import { entryKeyRange } from '../../src/shared/schemas/scoreEntries.schema';
import { boundHlc, isHlc } from '../../src/shared/scoring/hlc';
import { computeScore, hasPeriodValues, withDerivedFinals } from '../../src/shared/scoring/score';
import type { ComputedScore, EntryLike } from '../../src/shared/scoring/score';
import { docsEqual } from '../../src/shared/docsEqual';
import type { Couch } from '../store/couch';
import { statusOf } from '../store/couch';

/**
 * The server's part of "one truth for a score" (docs/design/scoring.md):
 * - a scoring entry is stamped with its author from the token (one naming anyone else is
 *   refused), its clock stamp is bounded by the server's time, and it is checked against its
 *   game's sport; entries are never deleted (they are voided);
 * - a written game gets the score computed from its entries (or, with none, its finals
 *   computed from its periods), so no device can store a final that disagrees;
 * - once entries are stored, their games' scores are computed again and written.
 */

type Doc = Record<string, unknown>;
/** A game written with its computed score: the stored version it replaced and the one written. */
export interface RewrittenGame {
  before: Doc;
  after: Doc;
}
export type Prepared = { ok: true } | { ok: false; status: number; field: string; reason: string };

const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ScoringService {
  /** Stamps and derives in place; a refusal names the field. Runs before schema validation. */
  prepare(collection: CollectionName, docs: unknown[], author: string, now?: number): Promise<Prepared>;
  /**
   * After entries were stored: the games they belong to get their computed score. Answers each
   * game it wrote, before and after (the audit trail records them under the entries' author).
   */
  afterEntries(docs: unknown[], author: string): Promise<RewrittenGame[]>;
  /** One game's entries as stored. */
  entriesOf(gameId: string): Promise<EntryLike[]>;
  /** One game as stored; null when there is none. */
  gameOf(gameId: string): Promise<Doc | null>;
}

export function createScoringService(couch: Couch): ScoringService {
  const games = () => couch.collection('games');
  const entries = () => couch.collection('scoreEntries');

  async function entriesOf(gameId: string): Promise<EntryLike[]> {
    const answer = await entries().list({ ...entryKeyRange(gameId), include_docs: true });
    return answer.rows.flatMap((row) => (row.doc && !(row.doc as Doc)._deleted ? [row.doc as unknown as EntryLike] : []));
  }

  async function gameOf(gameId: string): Promise<Doc | null> {
    try {
      return (await games().get(gameId)) as Doc;
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  function scoreFor(game: Doc, stored: EntryLike[]): ComputedScore | undefined {
    const sport = String(game.sport ?? '');
    const finished = game.status === 'FINAL';
    if (stored.length > 0) return computeScore(sport, stored, finished);
    const score = game.score as ComputedScore | undefined;
    if (!isObject(score) || !hasPeriodValues(sport, score)) return score;
    return withDerivedFinals(sport, { home: { ...(score.home ?? {}) }, away: { ...(score.away ?? {}) } }, finished);
  }

  async function prepareEntry(doc: Doc, author: string, now: number, index: number, gameFor: (id: string) => Promise<Doc | null>): Promise<Prepared> {
    const at = (field: string) => `docs[${index}].${field}`;
    if (doc._deleted === true) {
      return { ok: false, status: 403, field: at('_deleted'), reason: `${at('_deleted')}: scoring entries are never deleted; void them instead` };
    }
    if (doc.by === undefined) doc.by = author;
    if (doc.by !== author) {
      return { ok: false, status: 403, field: at('by'), reason: `${at('by')}: the entry's author must be the signed-in user (${author})` };
    }
    doc.updatedBy = author;
    if (isHlc(doc.hlc)) doc.hlc = boundHlc(doc.hlc, now);
    if (doc.kind !== 'play' && doc.kind !== 'set') return { ok: true };
    const game = typeof doc.gameId === 'string' ? await gameFor(doc.gameId) : null;
    if (!game) return { ok: false, status: 400, field: at('gameId'), reason: `${at('gameId')}: no such game` };
    const broken = checkScoreEntryFor(String(game.sport ?? ''), doc);
    return broken ? { ok: false, status: 400, field: at(broken.field), reason: `${at(broken.field)}: ${broken.message}` } : { ok: true };
  }

  /**
   * A game's result is kept by sport: its entries name the sport's periods. So the sport changes
   * only while the game has none (no entries, not LIVE or FINAL: docs/product/rules.md §4).
   */
  async function sportLocked(id: string, doc: Doc, stored: EntryLike[]): Promise<boolean> {
    const before = await gameOf(id);
    if (!before || before._deleted || before.sport === doc.sport) return false;
    return stored.length > 0 || before.status === 'LIVE' || before.status === 'FINAL';
  }

  async function prepareGame(doc: Doc, now: number, index: number): Promise<Prepared> {
    if (doc._deleted === true || typeof doc.sport !== 'string') return { ok: true };
    if (isObject(doc.clocks)) {
      for (const [path, stamp] of Object.entries(doc.clocks)) if (isHlc(stamp)) doc.clocks[path] = boundHlc(stamp, now);
    }
    const id = typeof doc._id === 'string' ? doc._id : typeof doc.id === 'string' ? doc.id : undefined;
    const stored = id ? await entriesOf(id) : [];
    if (id && (await sportLocked(id, doc, stored))) {
      const field = `docs[${index}].sport`;
      return { ok: false, status: 400, field, reason: `${field}: ${MSG.sportLockedByResult}` };
    }
    const score = scoreFor(doc, stored);
    if (score !== undefined) doc.score = score;
    return { ok: true };
  }

  /**
   * Writes a game's computed score; a concurrent write of the game makes it read and compute again.
   * Answers the game as it was and as written, or null when nothing was written.
   */
  async function refreshGame(gameId: string): Promise<RewrittenGame | null> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const game = await gameOf(gameId);
      if (!game || game._deleted) return null;
      // Read after the game: an entry stored meanwhile is either seen here or moves the game's revision.
      const score = scoreFor(game, await entriesOf(gameId));
      if (score === undefined || docsEqual(score, game.score ?? null)) return null;
      const after = { ...game, score };
      try {
        const written = await games().insert(after);
        return { before: game, after: { ...after, _rev: written.rev } };
      } catch (err) {
        if (statusOf(err) !== 409) throw err;
      }
    }
    return null;
  }

  return {
    entriesOf,
    gameOf,
    async prepare(collection, docs, author, now = Date.now()) {
      // A batch of entries is mostly one game's (a scorer's queue, a game's log): each game is read once.
      const games = new Map<string, Promise<Doc | null>>();
      const gameFor = (id: string) => {
        let game = games.get(id);
        if (!game) games.set(id, (game = gameOf(id)));
        return game;
      };
      for (const [index, doc] of docs.entries()) {
        if (!isObject(doc)) continue; // the schema check names it
        if (collection === 'scoreEntries') {
          const prepared = await prepareEntry(doc, author, now, index, gameFor);
          if (!prepared.ok) return prepared;
        } else if (collection === 'games') {
          const prepared = await prepareGame(doc, now, index);
          if (!prepared.ok) return prepared;
        }
      }
      return { ok: true };
    },
    async afterEntries(docs) {
      const ids = new Set(docs.flatMap((doc) => (isObject(doc) && typeof doc.gameId === 'string' ? [doc.gameId] : [])));
      const rewritten: RewrittenGame[] = [];
      for (const id of ids) {
        const written = await refreshGame(id).catch((err: unknown) => {
          console.error(`[sync-server] computing the score of game ${id} failed:`, err);
          return null;
        });
        if (written) rewritten.push(written);
      }
      return rewritten;
    },
  };
}
