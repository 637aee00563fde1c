/**
 * Equality of two versions of a document, as the sync and the merge (merge.ts) see it: key order
 * and RxDB's bookkeeping (`_meta`, `_rev`, `_attachments`, a live `_deleted: false`) do not count.
 * Kept apart from the merge itself: every pull compares documents, while only a device that wrote
 * something ever merges (merge.ts is then loaded on demand).
 */

export type Json = unknown;
export type PlainObject = Record<string, Json>;

export const IGNORED_KEYS = new Set(['_meta', '_rev', '_attachments']);

export function isPlainObject(value: Json): value is PlainObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function isPrimitive(value: Json): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

export function isPrimitiveArray(value: Json): value is (string | number | boolean | null)[] {
  return Array.isArray(value) && value.every(isPrimitive);
}

function ownKeys(obj: PlainObject, topLevel: boolean): string[] {
  return Object.keys(obj).filter((key) => {
    if (obj[key] === undefined) return false;
    if (!topLevel) return true;
    if (IGNORED_KEYS.has(key)) return false;
    // RxDB writes `_deleted: false` on live documents; absent means the same.
    return !(key === '_deleted' && obj[key] === false);
  });
}

export function deepEqual(a: Json, b: Json, topLevel: boolean): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i], false));
  }
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keysA = ownKeys(a, topLevel);
  const keysB = ownKeys(b, topLevel);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && deepEqual(a[key], b[key], false));
}

/** Equal as documents: key order and RxDB's `_meta/_rev/_attachments` do not count. */
export function docsEqual(a: unknown, b: unknown): boolean {
  return deepEqual(a, b, true);
}
