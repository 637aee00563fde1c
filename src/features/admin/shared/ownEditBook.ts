/**
 * What this device last wrote to each field it edited. The three-way merge
 * settles a same-field clash on the later edit, and RxDB reports the loss
 * (`overwritten$`) only when the losing device pushes second. When the loser
 * pushed first, the winner's version simply comes down on the next pull: we
 * spot it here, by comparing what arrives with what this device wrote.
 */
import type { FieldChange } from './gameChanges';
import { pathKey, valueAt } from './gameChanges';

export interface OwnEdit {
  /** null: this device cleared the field. */
  value: number | string | null;
  at: number;
}

/** `${collection}/${id}` -> field path ('score.home.1') -> what this device wrote. */
export type OwnEditBook = Record<string, Record<string, OwnEdit>>;

/** An edit this old no longer raises a notice: a courtside day, with margin. */
export const OWN_EDIT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const docKey = (collection: string, id: string): string => `${collection}/${id}`;

function sameValue(stored: unknown, mine: number | string | null): boolean {
  const a = stored === undefined ? null : stored;
  return a === mine;
}

export function noteEdits(book: OwnEditBook, collection: string, id: string, changes: readonly FieldChange[], at: number): OwnEditBook {
  const key = docKey(collection, id);
  const entries = { ...book[key] };
  for (const change of changes) entries[pathKey(change.path)] = { value: change.value ?? null, at };
  return { ...book, [key]: entries };
}

/** Paths of `doc` that no longer hold what this device wrote there. */
export function replacedPaths(book: OwnEditBook, collection: string, id: string, doc: unknown): string[] {
  const entries = book[docKey(collection, id)];
  if (!entries) return [];
  return Object.entries(entries)
    .filter(([path, edit]) => !sameValue(valueAt(doc, path.split('.')), edit.value))
    .map(([path]) => path)
    .sort();
}

/** The book without these paths of one document (all of them when `paths` is omitted). */
export function forgetEdits(book: OwnEditBook, collection: string, id: string, paths?: readonly string[]): OwnEditBook {
  const key = docKey(collection, id);
  if (!book[key]) return book;
  const { [key]: entries, ...rest } = book;
  if (!paths) return rest;
  const kept = Object.fromEntries(Object.entries(entries).filter(([path]) => !paths.includes(path)));
  return Object.keys(kept).length > 0 ? { ...rest, [key]: kept } : rest;
}

export function pruneEdits(book: OwnEditBook, now: number, maxAge = OWN_EDIT_MAX_AGE_MS): OwnEditBook {
  const next: OwnEditBook = {};
  for (const [key, entries] of Object.entries(book)) {
    const kept = Object.fromEntries(Object.entries(entries).filter(([, edit]) => now - edit.at <= maxAge));
    if (Object.keys(kept).length > 0) next[key] = kept;
  }
  return next;
}
