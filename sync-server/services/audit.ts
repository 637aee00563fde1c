import { randomUUID } from 'node:crypto';
import type { CollectionName } from '../../src/shared/schemas/collections';
import { docsEqual } from '../../src/shared/docsEqual';
import type { AuditRecord } from '../../src/shared/accounts';
import type { Couch } from '../store/couch';
import { gameSchools } from './permissions';
import type { Actor } from './sessions';

/**
 * The audit trail (docs/design/sync.md §15): one record per document the store accepted, written
 * by the server in a database no route reaches (the guard refuses every name that is not a
 * collection), so it is append-only for everyone, admins included. Ids start with the time, so a
 * day is one `_all_docs` key range and the newest come first read backwards.
 */

type Doc = Record<string, unknown>;

export type { AuditRecord } from '../../src/shared/accounts';

export interface AuditFilter {
  person?: string;
  /** A school's id or its name: either matches the records of that school. */
  school?: string;
  game?: string;
  day?: string;
  limit?: number;
}

/** A written document, before and after, as the store accepted it. */
export interface AcceptedWrite {
  before: Doc | null;
  after: Doc;
}

export interface AuditService {
  /**
   * Records accepted writes, one record each; a game write that only follows from its scoring entries
   * is left out (`withoutDerived`) unless `keepScores` says it replaced a typed score.
   */
  record(actor: Actor, collection: CollectionName, writes: AcceptedWrite[], opts?: { keepScores?: boolean }): Promise<void>;
  /**
   * A scorer's device pushes its games and its scoring entries apart, so the score it computed can
   * reach the server before the entries it follows from, and was then recorded as a change of its
   * own. Once a game's first entries arrive and compute that very score (`games`: as stored after
   * them), that record is their consequence: a note written after it says so, and `query` leaves the
   * record out. Nothing is rewritten or deleted.
   */
  explainByEntries(actor: Actor, games: Doc[]): Promise<void>;
  query(filter: AuditFilter): Promise<AuditRecord[]>;
}

/** How far back a score written before its entries is looked for: one reconnect's pushes, with their retries. */
const ENTRIES_LAG_MS = 10 * 60_000;

// `clocks` is the merge's bookkeeping of every edit (docs/design/data-model.md §4), not a change anyone makes.
const IGNORED = new Set(['_id', '_rev', '_revisions', '_deleted', 'id', 'updatedAt', 'updatedBy', 'clocks']);

function changedFields(before: Doc | null, after: Doc): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((key) => !IGNORED.has(key) && !docsEqual(before?.[key] ?? null, after[key] ?? null)).sort();
}

/** A value short and plain enough to show beside its old one (a logo or an article's text is not). */
const shownValue = (value: unknown): boolean =>
  value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= 200);

/**
 * An edit's fields from what to what (issue 38: "who changed what"): each changed plain value,
 * old and new (null: not set). Score cells have their own (`scores`); lists, objects and long
 * texts are named in `changed` only.
 */
function valueChanges(before: Doc, after: Doc, changed: readonly string[]): AuditRecord['values'] {
  const values: Record<string, { old: unknown; new: unknown }> = {};
  for (const key of changed) {
    if (key === 'score' || !shownValue(before[key]) || !shownValue(after[key])) continue;
    values[key] = { old: before[key] ?? null, new: after[key] ?? null };
  }
  return Object.keys(values).length > 0 ? values : undefined;
}

const sideOf = (doc: Doc | null, side: 'home' | 'away'): Doc => {
  const score = doc?.score as Doc | undefined;
  const value = score?.[side];
  return typeof value === 'object' && value !== null ? (value as Doc) : {};
};

function scoreChanges(collection: CollectionName, before: Doc | null, after: Doc): AuditRecord['scores'] {
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  if (collection === 'games') {
    for (const side of ['home', 'away'] as const) {
      const [old, now] = [sideOf(before, side), sideOf(after, side)];
      for (const cell of new Set([...Object.keys(old), ...Object.keys(now)])) {
        if (!docsEqual(old[cell] ?? null, now[cell] ?? null)) changes[`${side}.${cell}`] = { old: old[cell] ?? null, new: now[cell] ?? null };
      }
    }
  } else if (collection === 'scoreEntries' && after.kind !== 'state' && after.kind !== 'void' && !after._deleted) {
    changes[`${String(after.team)}.${String(after.period)}`] = { old: null, new: after.value ?? null };
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

export function createAuditService(couch: Couch, opts: { now?: () => number } = {}): AuditService {
  const db = couch.audit;
  const now = opts.now ?? Date.now;

  async function gamesById(ids: string[]): Promise<Map<string, Doc>> {
    if (ids.length === 0) return new Map();
    const res = await couch.collection('games').fetch({ keys: [...new Set(ids)] });
    return new Map(res.rows.flatMap((row) => ('doc' in row && row.doc ? [[row.key, row.doc as Doc] as const] : [])));
  }

  /**
   * What a school filter matches: the school's id and its name (a player-stats record names its
   * school by name, every other record by id), whichever of the two was asked for.
   */
  async function schoolKeys(school: string): Promise<Set<string>> {
    const keys = new Set([school]);
    const schools = couch.collection('schools');
    const byId = await schools.fetch({ keys: [school] });
    const named = (doc: Doc | undefined | null): doc is Doc => !!doc && !doc._deleted && typeof doc.name === 'string';
    const found = byId.rows.flatMap((row) => ('doc' in row && named(row.doc as Doc) ? [row.doc as Doc] : []));
    if (found.length === 0) {
      // Asked by name: every school of that name (the association's schools are a short list).
      const all = await schools.list({ include_docs: true });
      found.push(...all.rows.flatMap((row) => (named(row.doc as Doc) && (row.doc as Doc).name === school && !row.id.startsWith('_design/') ? [row.doc as Doc] : [])));
    }
    for (const doc of found) {
      keys.add(String(doc._id));
      keys.add(String(doc.name));
    }
    return keys;
  }

  /** Whether a game has scoring entries: its id is the prefix of theirs (docs/design/scoring.md). */
  async function hasEntries(gameId: string): Promise<boolean> {
    const res = await couch.collection('scoreEntries').list({ startkey: `${gameId}:`, endkey: `${gameId}:\ufff0`, limit: 1 });
    return res.rows.length > 0;
  }

  /**
   * One row per action (issue 39): a game write that changes nothing anyone sees, or only the
   * score its scoring entries compute (the scorer's device writes it with each play, the server
   * again when the entries arrive), is the entry's consequence, and the entry has its own row.
   * A score written into a game without entries (an API client's typed score) keeps its row.
   */
  async function withoutDerived(writes: AcceptedWrite[]): Promise<AcceptedWrite[]> {
    const kept: AcceptedWrite[] = [];
    for (const write of writes) {
      const { before, after } = write;
      const updated = before && !before._deleted && after._deleted !== true;
      const changed = updated ? changedFields(before, after) : null;
      const derived = changed !== null && (changed.length === 0 || (changed.length === 1 && changed[0] === 'score' && (await hasEntries(String(after._id ?? after.id)))));
      if (!derived) kept.push(write);
    }
    return kept;
  }

  return {
    async record(actor, collection, all, opts = {}) {
      // A state entry is the console's history of a start or an end: the game's own record says it, from what to what.
      const writes =
        collection === 'games' && !opts.keepScores ? await withoutDerived(all)
        : collection === 'scoreEntries' ? all.filter((write) => write.after.kind !== 'state')
        : all;
      if (writes.length === 0) return;
      const games = collection === 'scoreEntries' ? await gamesById(writes.map((w) => String(w.after.gameId ?? ''))) : new Map<string, Doc>();
      const at = now();
      const iso = new Date(at).toISOString();
      const docs = writes.map(({ before, after }): Doc => {
        const docId = String(after._id ?? after.id);
        const deleted = after._deleted === true;
        const doc = deleted ? (before ?? after) : after;
        const gameId = collection === 'games' ? docId : collection === 'scoreEntries' ? String(doc.gameId ?? '') : undefined;
        const schools =
          collection === 'games' ? [...new Set([...gameSchools(before), ...gameSchools(after)])]
          : collection === 'scoreEntries' ? gameSchools(games.get(gameId ?? ''))
          : collection === 'rosters' && typeof doc.schoolId === 'string' ? [doc.schoolId]
          : collection === 'playerStats' && typeof doc.schoolName === 'string' ? [doc.schoolName]
          : collection === 'schools' ? [docId]
          : [];
        const record: Omit<AuditRecord, 'id'> = {
          at,
          day: iso.slice(0, 10),
          by: actor.email,
          role: actor.role,
          collection,
          docId,
          action: deleted ? 'delete' : before && !before._deleted ? 'update' : 'create',
          changed: deleted ? [] : changedFields(before && !before._deleted ? before : null, after),
          schools,
          ...(gameId ? { gameId } : {}),
        };
        const scores = deleted ? undefined : scoreChanges(collection, before && !before._deleted ? before : null, after);
        const values = record.action === 'update' && before ? valueChanges(before, after, record.changed) : undefined;
        return { _id: `${iso}:${randomUUID()}`, type: 'audit', ...record, ...(scores ? { scores } : {}), ...(values ? { values } : {}) };
      });
      await db.bulk({ docs });
    },
    async explainByEntries(actor, games) {
      const scoreOf = new Map(games.map((game) => [String(game._id ?? game.id), game] as const));
      if (scoreOf.size === 0) return;
      const at = now();
      const res = await db.list({ startkey: `${new Date(at).toISOString()}\ufff0`, endkey: new Date(at - ENTRIES_LAG_MS).toISOString(), descending: true, include_docs: true });
      const explained = res.rows.flatMap((row) => {
        const doc = row.doc as (Doc & Partial<AuditRecord>) | undefined;
        const game = doc?.gameId ? scoreOf.get(doc.gameId) : undefined;
        if (!doc || !game || doc.type !== 'audit' || doc.collection !== 'games' || doc.action !== 'update' || doc.by !== actor.email) return [];
        if (doc.changed?.length !== 1 || doc.changed[0] !== 'score' || !doc.scores) return [];
        const computed = Object.entries(doc.scores).every(([cell, { new: value }]) => {
          const [side, period] = cell.split('.') as ['home' | 'away', string];
          return docsEqual(sideOf(game, side)[period] ?? null, value ?? null);
        });
        return computed ? [row.id] : [];
      });
      if (explained.length === 0) return;
      const iso = new Date(at).toISOString();
      await db.bulk({ docs: explained.map((record) => ({ _id: `${iso}:${randomUUID()}`, type: 'explained', record, by: 'entries' })) });
    },
    async query(filter) {
      const limit = Math.min(filter.limit ?? 200, 1000);
      const found: AuditRecord[] = [];
      // Newest first, a page at a time, until the page is full or the day is read.
      let startkey = filter.day ? `${filter.day}\ufff0` : '\ufff0';
      const endkey = filter.day ? filter.day : '';
      const person = filter.person?.trim().toLowerCase();
      const school = filter.school ? await schoolKeys(filter.school) : null;
      // Records their entries explained (`explainByEntries`): each note is newer than its record, so read first.
      const explained = new Set<string>();
      for (;;) {
        const res = await db.list({ startkey, endkey, descending: true, include_docs: true, limit: 501 });
        const rows = res.rows.slice(0, 500);
        for (const row of rows) {
          const doc = row.doc as (Doc & Omit<AuditRecord, 'id'>) | undefined;
          if (doc?.type === 'explained' && typeof doc.record === 'string') explained.add(doc.record);
          if (!doc || doc.type !== 'audit' || explained.has(row.id)) continue;
          if (person && doc.by !== person) continue;
          if (school && !doc.schools.some((key) => school.has(key))) continue;
          if (filter.game && doc.gameId !== filter.game) continue;
          const { _id, _rev: _unused, type: _type, ...rest } = doc;
          found.push({ id: _id as string, ...rest } as AuditRecord);
          if (found.length >= limit) return found;
        }
        if (res.rows.length <= 500) return found;
        startkey = res.rows[500]!.id;
      }
    },
  };
}
