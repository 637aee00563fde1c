import type { Observable, Subscription } from 'rxjs';
import { BehaviorSubject } from 'rxjs';
import type { AppDatabase } from '../database';
import type { DeviceRecord } from '../deviceRecord';
import { deviceRecord, pendingRecordKey } from '../deviceRecord';
const SYNC_TIME_PERSIST_INTERVAL = 5_000;

export interface PersistedSyncMeta {
  pending: Record<string, string[]>;
  /** Who made each pending edit (`collection/id` -> account email): another account's edits wait for it (couchPush.ts). */
  by?: Record<string, string>;
  lastSyncedAt: number | null;
  /** What the replicating tab sees, for the other tabs' status line. */
  online?: boolean;
  authRequired?: boolean;
  forbidden?: boolean;
}

export function countPending(meta: PersistedSyncMeta | null): number {
  return Object.values(meta?.pending ?? {}).reduce((sum, ids) => sum + ids.length, 0);
}

/**
 * Which local documents the server has not acknowledged yet. RxDB knows it
 * only implicitly (fork vs assumed master state), so we keep the ids written
 * locally (every write that did not come down from the server) and drop an id
 * once the server holds exactly that state. Each id carries a generation:
 * a confirmation computed before a newer local write can never clear it.
 * The set lives in a device record (localStorage, per database), so the count survives reloads.
 */
export class PendingTracker {
  readonly count$ = new BehaviorSubject<number>(0);
  private readonly ids = new Map<string, Map<string, number>>();
  private by: Record<string, string> = {};
  private generation = 0;
  private lastSyncedAt: number | null = null;
  private status = { online: false, authRequired: false, forbidden: false };
  private lastPersistAt = 0;
  private persistQueue: Promise<void> = Promise.resolve();
  private persistScheduled = false;
  /** Only the tab that replicates writes the shared local document. */
  private persisting = false;

  private readonly record: DeviceRecord<PersistedSyncMeta>;

  /** `account`: who is signed in, the author of a local write. */
  constructor(
    private readonly db: AppDatabase,
    private readonly account: () => string | null = () => null,
  ) {
    this.record = deviceRecord<PersistedSyncMeta>(pendingRecordKey(db.name));
  }

  async load(): Promise<PersistedSyncMeta | null> {
    const meta = this.record.read();
    for (const [collection, ids] of Object.entries(meta?.pending ?? {})) {
      ids.forEach((id) => this.bucket(collection).set(id, ++this.generation));
    }
    this.by = { ...meta?.by };
    this.lastSyncedAt = meta?.lastSyncedAt ?? null;
    this.emitCount();
    return meta;
  }

  /** What the tab that replicates persisted: other tabs show it. */
  observePersisted(): Observable<PersistedSyncMeta | null> {
    return this.record.watch();
  }

  /** Tracks every write to these collections that the downstream did not make. */
  watch(collectionNames: readonly string[]): Subscription[] {
    const collections = this.db.collections as unknown as Record<string, AppDatabase['collections']['games']>;
    return collectionNames.map((name) =>
      collections[name].eventBulks$.subscribe((bulk) => {
        if (bulk.context.startsWith('replication-downstream-')) return;
        bulk.events.forEach((event) => this.markWritten(name, event.documentId));
      }),
    );
  }

  markWritten(collection: string, id: string): void {
    this.bucket(collection).set(id, ++this.generation);
    const author = this.account();
    if (author) this.by[`${collection}/${id}`] = author;
    this.emitCount();
    this.schedulePersist();
  }

  /** The account that made the pending edit of this document (undefined: not known, e.g. written before authors were kept). */
  authorOf(collection: string, id: string): string | undefined {
    return this.ids.get(collection)?.has(id) ? this.by[`${collection}/${id}`] : undefined;
  }

  generationOf(collection: string, id: string): number | undefined {
    return this.ids.get(collection)?.get(id);
  }

  candidates(collection: string): string[] {
    return [...(this.ids.get(collection)?.keys() ?? [])];
  }

  /** The server holds the state the id had at `generation`: clear it unless rewritten since. */
  confirm(collection: string, id: string, generation: number | undefined): void {
    const bucket = this.ids.get(collection);
    if (generation === undefined || bucket?.get(id) !== generation) return;
    bucket.delete(id);
    delete this.by[`${collection}/${id}`];
    this.emitCount();
    this.schedulePersist();
  }

  noteStatus(online: boolean, authRequired: boolean, forbidden = false): void {
    if (online === this.status.online && authRequired === this.status.authRequired && forbidden === this.status.forbidden) return;
    this.status = { online, authRequired, forbidden };
    this.schedulePersist();
  }

  noteSynced(time: number): void {
    this.lastSyncedAt = time;
    if (time - this.lastPersistAt >= SYNC_TIME_PERSIST_INTERVAL) this.schedulePersist();
  }

  enablePersistence(): void {
    this.persisting = true;
    this.schedulePersist();
  }

  /** Waits until the latest state is written. */
  async flush(): Promise<void> {
    this.schedulePersist();
    await this.persistQueue;
  }

  private bucket(collection: string): Map<string, number> {
    let bucket = this.ids.get(collection);
    if (!bucket) {
      bucket = new Map();
      this.ids.set(collection, bucket);
    }
    return bucket;
  }

  private emitCount(): void {
    let count = 0;
    this.ids.forEach((bucket) => (count += bucket.size));
    if (count !== this.count$.getValue()) this.count$.next(count);
  }

  private snapshot(): PersistedSyncMeta {
    const pending: Record<string, string[]> = {};
    this.ids.forEach((bucket, collection) => {
      if (bucket.size > 0) pending[collection] = [...bucket.keys()];
    });
    return { pending, by: this.by, lastSyncedAt: this.lastSyncedAt, ...this.status };
  }

  private schedulePersist(): void {
    if (!this.persisting || this.persistScheduled) return;
    this.persistScheduled = true;
    this.persistQueue = this.persistQueue
      .then(() => {
        this.persistScheduled = false;
        this.lastPersistAt = Date.now();
        if (this.db.closed) return;
        this.record.write(this.snapshot());
      })
      .catch(() => {
        // The database closed under us: nothing left to persist into.
      });
  }
}
