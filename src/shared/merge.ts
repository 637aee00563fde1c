/**
 * Three-way merge of two concurrent versions of one document (docs/design/data-model.md §5).
 *
 * RxDB's stock conflict handler keeps the server's version and silently drops
 * the offline edit; an admin scoring courtside must never lose a keystroke to a
 * colleague editing another field. So, per field, recursively through plain
 * objects (score.home periods, gameNotes):
 * - a field the local edit changed relative to the base takes the local value,
 *   else the remote's;
 * - arrays of plain values (a school's sports) merge as sets: both sides'
 *   additions and removals apply;
 * - anything else (arrays of objects such as roster players, type changes) is
 *   one atomic value;
 * - both sides changed a field to different values: the later edit of that field
 *   wins it, by the hybrid logical clock stamps the documents keep per field path
 *   (`clocks`, see scoring/hlc.ts: a device whose clock runs fast does not win);
 *   without stamps on both sides, the document with the later `updatedAt` wins;
 *   ties break on `updatedBy`, then on the documents' JSON, so every device
 *   computes the very same result whichever side is "local". `clocks` itself
 *   merges to the later stamp of each path.
 *
 * Deletion rule: deleting a document is an explicit admin action, so when the
 * base was a live document, a delete on either side wins over concurrent edits.
 * With no live base (both sides created the id offline, or the base is a
 * tombstone and a side re-created it), a live document wins over a tombstone:
 * that delete concerned an earlier incarnation the other side never saw.
 *
 * RxDB bookkeeping (`_meta`, `_rev`, `_attachments`) is ignored and not returned.
 */

import type { Json, PlainObject } from './docsEqual';
import { IGNORED_KEYS, deepEqual, docsEqual, isPlainObject, isPrimitiveArray } from './docsEqual';

export { docsEqual } from './docsEqual';

export interface MergeReport<T> {
  merged: T;
  /** Paths (e.g. 'score.home.1') where a local edit lost to a later remote edit. */
  overwrittenLocalFields: string[];
}

/** JSON with sorted keys: the last, content-based tie-break. */
function stableStringify(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined && !IGNORED_KEYS.has(k))
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function numberField(doc: PlainObject, key: string): number {
  const value = doc[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function stringField(doc: PlainObject, key: string): string {
  const value = doc[key];
  return typeof value === 'string' ? value : '';
}

/** > 0 when `a` wins a same-field conflict against `b`; antisymmetric. */
function compareDocs(a: PlainObject, b: PlainObject): number {
  const byTime = numberField(a, 'updatedAt') - numberField(b, 'updatedAt');
  if (byTime !== 0) return byTime;
  // Plain code-unit order, not localeCompare: ICU versions differ between devices.
  const authorA = stringField(a, 'updatedBy');
  const authorB = stringField(b, 'updatedBy');
  if (authorA !== authorB) return authorA > authorB ? 1 : -1;
  const jsonA = stableStringify(a);
  const jsonB = stableStringify(b);
  return jsonA === jsonB ? 0 : jsonA > jsonB ? 1 : -1;
}

function isDeleted(doc: PlainObject | undefined): boolean {
  return doc?._deleted === true;
}

interface MergeContext {
  localWins: boolean;
  lost: string[];
  localClocks: Record<string, string>;
  remoteClocks: Record<string, string>;
}

function clocksOf(doc: PlainObject): Record<string, string> {
  const clocks = doc.clocks;
  if (!isPlainObject(clocks)) return {};
  return Object.fromEntries(Object.entries(clocks).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The stamp of the last edit of `path` or of the nearest field holding it ('score.home.1' → 'score.home' → 'score'). */
function clockAt(clocks: Record<string, string>, path: string): string | undefined {
  for (let at = path; at; at = at.includes('.') ? at.slice(0, at.lastIndexOf('.')) : '') {
    if (clocks[at] !== undefined) return clocks[at];
  }
  return undefined;
}

/** Does the local side win a same-field conflict at `path`? */
function localWinsAt(ctx: MergeContext, path: string): boolean {
  const local = clockAt(ctx.localClocks, path);
  const remote = clockAt(ctx.remoteClocks, path);
  if (local !== undefined && remote !== undefined && local !== remote) return local > remote;
  return ctx.localWins;
}

function laterClocks(a: Record<string, string>, b: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = { ...a };
  for (const [path, stamp] of Object.entries(b)) if (result[path] === undefined || stamp > result[path]) result[path] = stamp;
  return Object.fromEntries(Object.entries(result).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
}

function mergeSets(
  base: Json,
  local: (string | number | boolean | null)[],
  remote: (string | number | boolean | null)[],
  localWins: boolean,
): Json[] {
  const baseItems = Array.isArray(base) ? base : [];
  const removed = (side: Json[]) => baseItems.filter((item) => !side.includes(item));
  const removedAnywhere = [...removed(local), ...removed(remote)];
  // The winner's order first, then the other side's additions: the same on every device.
  const [first, second] = localWins ? [local, remote] : [remote, local];
  const result: Json[] = [];
  for (const item of [...first, ...second]) {
    if (!removedAnywhere.includes(item) && !result.includes(item)) result.push(item);
  }
  return result;
}

function mergeValue(base: Json, local: Json, remote: Json, path: string, ctx: MergeContext): Json {
  if (deepEqual(local, remote, false)) return local;
  if (deepEqual(local, base, false)) return remote;
  if (deepEqual(remote, base, false)) return local;
  if (isPlainObject(local) && isPlainObject(remote)) {
    return mergeObjects(isPlainObject(base) ? base : {}, local, remote, path, ctx, false);
  }
  const baseIsSetLike = base === undefined || isPrimitiveArray(base);
  if (isPrimitiveArray(local) && isPrimitiveArray(remote) && baseIsSetLike) {
    return mergeSets(base, local, remote, ctx.localWins);
  }
  const localWins = localWinsAt(ctx, path);
  if (!localWins) ctx.lost.push(path);
  return localWins ? local : remote;
}

function mergeObjects(
  base: PlainObject,
  local: PlainObject,
  remote: PlainObject,
  path: string,
  ctx: MergeContext,
  topLevel: boolean,
): PlainObject {
  const keys = new Set([...Object.keys(base), ...Object.keys(local), ...Object.keys(remote)]);
  const result: PlainObject = {};
  for (const key of [...keys].sort()) {
    if (topLevel && (IGNORED_KEYS.has(key) || key === '_deleted')) continue;
    if (topLevel && key === 'clocks' && (local.clocks !== undefined || remote.clocks !== undefined)) {
      result.clocks = laterClocks(ctx.localClocks, ctx.remoteClocks);
      continue;
    }
    const value = mergeValue(base[key], local[key], remote[key], path ? `${path}.${key}` : key, ctx);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/** Top-level paths of fields that `doc` changed relative to `base`. */
function changedFields(base: PlainObject, doc: PlainObject): string[] {
  const keys = new Set([...Object.keys(base), ...Object.keys(doc)]);
  return [...keys]
    .filter((k) => !IGNORED_KEYS.has(k) && k !== '_deleted' && k !== 'updatedAt' && k !== 'updatedBy' && k !== 'clocks')
    .filter((k) => !deepEqual(base[k], doc[k], false))
    .sort();
}

function withUpdatedAt(doc: PlainObject, a: PlainObject, b: PlainObject): PlainObject {
  const updatedAt = Math.max(numberField(a, 'updatedAt'), numberField(b, 'updatedAt'));
  return 'updatedAt' in a || 'updatedAt' in b ? { ...doc, updatedAt } : doc;
}

function stripIgnored(doc: PlainObject): PlainObject {
  const result: PlainObject = {};
  for (const key of Object.keys(doc)) {
    if (!IGNORED_KEYS.has(key) && doc[key] !== undefined) result[key] = doc[key];
  }
  return result;
}

export function mergeReport<T>(base: T | undefined, local: T, remote: T): MergeReport<T> {
  const l = local as PlainObject;
  const r = remote as PlainObject;
  const b = base as PlainObject | undefined;
  const localWins = compareDocs(l, r) > 0;

  if (docsEqual(l, r)) return { merged: stripIgnored(l) as T, overwrittenLocalFields: [] };
  if (b !== undefined && docsEqual(l, b)) return { merged: stripIgnored(r) as T, overwrittenLocalFields: [] };
  if (b !== undefined && docsEqual(r, b)) return { merged: stripIgnored(l) as T, overwrittenLocalFields: [] };

  const baseLive = b !== undefined && !isDeleted(b);
  if (isDeleted(l) || isDeleted(r)) {
    const deletedSide = isDeleted(l) && isDeleted(r) ? (localWins ? l : r) : isDeleted(l) ? l : r;
    const liveSide = deletedSide === l ? r : l;
    if (baseLive || isDeleted(liveSide)) {
      const lost = deletedSide === r && !isDeleted(l) ? changedFields(b ?? {}, l) : [];
      return { merged: stripIgnored(withUpdatedAt(deletedSide, l, r)) as T, overwrittenLocalFields: lost };
    }
    // No live base: the live side is a re-creation and wins over the old tombstone.
    const lost = liveSide === r ? changedFields({}, l) : [];
    return { merged: stripIgnored(withUpdatedAt(liveSide, l, r)) as T, overwrittenLocalFields: lost };
  }

  const ctx: MergeContext = { localWins, lost: [], localClocks: clocksOf(l), remoteClocks: clocksOf(r) };
  const merged = mergeObjects(baseLive ? b : {}, l, r, '', ctx, true);
  const result = withUpdatedAt(merged, l, r);
  if ('_deleted' in l || '_deleted' in r) result._deleted = false;
  const overwrittenLocalFields = ctx.lost.filter((p) => p !== 'updatedAt' && p !== 'updatedBy' && !p.startsWith('clocks'));
  return { merged: result as T, overwrittenLocalFields };
}

export function mergeDocuments<T>(base: T | undefined, local: T, remote: T): T {
  return mergeReport(base, local, remote).merged;
}
