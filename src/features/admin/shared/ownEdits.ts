import type { AppDatabase } from '../../../data/database';
import { deviceRecord } from '../../../data/deviceRecord';
import type { FieldChange } from './gameChanges';
import type { OwnEditBook } from './ownEditBook';
import { forgetEdits, noteEdits, pruneEdits, replacedPaths } from './ownEditBook';


interface Persisted {
  book: OwnEditBook;
}

/**
 * The device's own-edit book for one database, kept in a device record (localStorage)
 * so an offline edit still raises its notice after a reload.
 */
export class OwnEdits {
  private book: OwnEditBook = {};
  private readonly loaded: Promise<void>;
  private saving: Promise<void> = Promise.resolve();

  private readonly stored;

  constructor(private readonly db: AppDatabase) {
    this.stored = deviceRecord<Persisted>(`liaa.ownEdits.${db.name}`);
    const stored = this.stored.read()?.book ?? {};
    this.book = pruneEdits(stored, Date.now());
    this.loaded = Promise.resolve();
  }

  ready(): Promise<void> {
    return this.loaded;
  }

  snapshot(): OwnEditBook {
    return this.book;
  }

  /** Notes what this device is about to write; returns an undo for a write that then fails. */
  record(collection: string, id: string, changes: readonly FieldChange[], at: number): () => void {
    const before = this.book;
    this.update(noteEdits(this.book, collection, id, changes, at));
    return () => this.update(before);
  }

  /** The paths a newer version of the document replaced; they are forgotten, so each is reported once. */
  takeReplaced(collection: string, id: string, doc: unknown): string[] {
    const paths = replacedPaths(this.book, collection, id, doc);
    if (paths.length > 0) this.update(forgetEdits(this.book, collection, id, paths));
    return paths;
  }

  forget(collection: string, id: string, paths?: readonly string[]): void {
    const next = forgetEdits(this.book, collection, id, paths);
    if (next !== this.book) this.update(next);
  }

  private update(next: OwnEditBook): void {
    this.book = next;
    const snapshot = { book: next };
    this.saving = this.saving
      .then(() => this.loaded)
      .then(() => {
        if (!this.db.closed) this.stored.write(snapshot);
      })
      .catch(() => undefined);
  }

  /** Resolves when the book is persisted (tests). */
  flushed(): Promise<void> {
    return this.saving;
  }
}

const byDatabase = new WeakMap<AppDatabase, OwnEdits>();

export function ownEditsOf(db: AppDatabase): OwnEdits {
  let edits = byDatabase.get(db);
  if (!edits) {
    edits = new OwnEdits(db);
    byDatabase.set(db, edits);
  }
  return edits;
}
