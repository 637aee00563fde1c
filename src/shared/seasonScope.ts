/**
 * Which documents a fan's device replicates: the current season of the collections that grow
 * with every season, every document of the others (docs/design/sync.md §13, docs/design/architecture.md
 * "What a device replicates"). Both sides read this: the device asks for a season's documents
 * with these selectors (CouchDB's `_find` and `_changes?filter=_selector`), the server keeps
 * `movedFrom` true on every write and creates the indexes the selectors use.
 */
import type { CollectionName } from './schemas/collections';
import { normalizeSeason, seasonBounds, seasonStartYear, seasonOf } from './standings/season';
import { parseZonedInput, zoned, zonedDayKey } from './zone';

/** How a collection's documents fall into seasons. */
export type SeasonRule =
  /** An ISO moment (games' `time`): the season it falls in, device's local calendar. */
  | { field: 'time'; kind: 'moment' }
  /** A day of the association's calendar, 'YYYY-MM-DD' (articles' `date`). */
  | { field: 'date'; kind: 'localDate' }
  /** A season name, '2026-27' or '2026-2027' (rosters, player stats). */
  | { field: 'season'; kind: 'seasonName' };

/** The collections replicated one season at a time; every other collection is replicated whole. */
export const SEASON_SCOPED: Readonly<Partial<Record<CollectionName, SeasonRule>>> = {
  games: { field: 'time', kind: 'moment' },
  articles: { field: 'date', kind: 'localDate' },
  rosters: { field: 'season', kind: 'seasonName' },
  playerStats: { field: 'season', kind: 'seasonName' },
  playerGameLines: { field: 'season', kind: 'seasonName' },
};

export function isSeasonScoped(collection: string): boolean {
  return Object.prototype.hasOwnProperty.call(SEASON_SCOPED, collection);
}

/**
 * The seasons a document left (its scope field was edited into another season), kept by the
 * server on every write: a device holding the old season must hear of the move, and the
 * new version no longer matches that season's range. Not part of any schema: devices drop it
 * (couchDocs.ts), the server strips what a client sends and writes its own.
 */
export const MOVED_FROM = 'movedFrom';

/** A Mango selector (CouchDB `_find`, `_changes?filter=_selector`). */
export type Selector = Record<string, unknown>;


/** The season a document belongs to, or null when its scope field names none. */
export function documentSeason(collection: CollectionName, doc: Record<string, unknown>): string | null {
  const rule = SEASON_SCOPED[collection];
  const value = rule ? doc[rule.field] : undefined;
  if (!rule || typeof value !== 'string' || value === '') return null;
  if (rule.kind === 'seasonName') return normalizeSeason(value);
  // A day ('YYYY-MM-DD', the association's) is read as its noon in the association's zone.
  const at = rule.kind === 'localDate' ? (parseZonedInput(`${value.slice(0, 10)}T12:00`) ?? NaN) : Date.parse(value);
  return Number.isNaN(at) ? null : seasonOf(at);
}

/**
 * The range of the scope field a season covers, as text (each field's text order is its
 * value's order): one index range in the store, read page by page.
 */
export function seasonRange(rule: SeasonRule, season: string): { $gte: string; $lt?: string; $lte?: string } {
  const { start, end } = seasonBounds(season);
  switch (rule.kind) {
    case 'moment':
      return { $gte: new Date(start).toISOString(), $lt: new Date(end).toISOString() };
    case 'localDate':
      return { $gte: zonedDayKey(start), $lt: zonedDayKey(end) };
    case 'seasonName': {
      // Both spellings, '2026-2027' and '2026-27', and nothing else: '2026-20…' < '2026-27'.
      const year = seasonStartYear(season) ?? zoned(start).year;
      return { $gte: `${year}-${year + 1}`, $lte: normalizeSeason(season) ?? season };
    }
  }
}

/** A season's documents as they are now (`_find`: the device's first read of a season). */
export function seasonSelector(collection: CollectionName, season: string): Selector {
  const rule = SEASON_SCOPED[collection];
  if (!rule) throw new Error(`${collection} is not replicated by season`);
  return { [rule.field]: seasonRange(rule, season) };
}

/**
 * What a device holding a season must hear of after its first read (`_changes`): the
 * season's documents, the ones that left it, and deletions (a tombstone written by
 * DELETE keeps no fields to match; deletions are few and small).
 */
export function seasonChangesSelector(collection: CollectionName, season: string): Selector {
  const name = normalizeSeason(season) ?? season;
  return { $or: [seasonSelector(collection, season), { [MOVED_FROM]: { $elemMatch: { $eq: name } } }, { _deleted: true }] };
}

/** The store index each scoped collection's `_find` reads (created by the server at start). */
export function seasonIndex(collection: CollectionName): { name: string; fields: string[] } | null {
  const rule = SEASON_SCOPED[collection];
  return rule ? { name: `season-${rule.field}`, fields: [rule.field] } : null;
}

/**
 * The seasons a written document has left: the stored version's `movedFrom`, plus the
 * stored version's season when the new one is in another.
 */
export function movedFromAfterWrite(collection: CollectionName, stored: Record<string, unknown> | null, next: Record<string, unknown>): string[] {
  const before = Array.isArray(stored?.[MOVED_FROM]) ? (stored[MOVED_FROM] as unknown[]).filter((s): s is string => typeof s === 'string') : [];
  const was = stored ? documentSeason(collection, stored) : null;
  const now = documentSeason(collection, next);
  const seasons = new Set(before);
  if (was && was !== now) seasons.add(was);
  if (now) seasons.delete(now);
  return [...seasons].sort();
}
