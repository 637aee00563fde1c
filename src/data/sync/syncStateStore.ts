import { BehaviorSubject } from 'rxjs';
import type { SyncError } from './syncError';
import { isAuthError, isRoleRefusal } from './syncError';

export interface SyncState {
  /** Change stream connected / server reachable. */
  online: boolean;
  /** Local changes not yet acknowledged by the server. */
  pending: number;
  /** Of those, the ones the server refused for their values: set aside until fixed or discarded (refusedBook.ts). */
  refused: number;
  lastSyncedAt: number | null;
  /** Last error, cleared when the failing request later succeeds. */
  error: SyncError | null;
  /** A push was refused for want of a valid session (401): local edits wait for a sign-in. */
  authRequired: boolean;
  /**
   * A push was refused for the account's role or schools (403): local edits stay pending; a
   * sign-in does not help, an admin's change of the role or schools does.
   */
  forbidden: boolean;
}

export const INITIAL_SYNC_STATE: SyncState = {
  online: false,
  pending: 0,
  refused: 0,
  lastSyncedAt: null,
  error: null,
  authRequired: false,
  forbidden: false,
};

/** What the replicating tab reports, as another tab shows it. */
export interface FollowerView {
  online: boolean;
  authRequired: boolean;
  forbidden: boolean;
}

/** Which error the UI sees first: what blocks an admin's edits before a read hiccup. */
function priority(source: string, error: SyncError): number {
  if (source.startsWith('push:')) return isAuthError(error) || isRoleRefusal(error) || error.kind === 'validation' ? 0 : 1;
  return source.startsWith('pull:') ? 2 : 3;
}

/**
 * One explicit sync-state model (docs/design/sync.md §5): each source (push:<collection>,
 * pull:<collection>, stream) reports success or failure; the store derives
 * the state the UI shows.
 */
export class SyncStateStore {
  readonly state$ = new BehaviorSubject<SyncState>(INITIAL_SYNC_STATE);
  private readonly errors = new Map<string, SyncError>();
  private streamConnected = false;
  private requestsOk = false;
  private browserOffline = false;
  private pending = 0;
  private refused = 0;
  private lastSyncedAt: number | null = null;
  private followerView: FollowerView | null = null;

  succeeded(source: string): void {
    this.errors.delete(source);
    // A working push or pull of a collection also clears an earlier internal error of its replication.
    this.errors.delete(`replication:${source.slice(source.indexOf(':') + 1)}`);
    this.requestsOk = true;
    this.lastSyncedAt = Date.now();
    this.emit();
  }

  failed(source: string, error: SyncError): void {
    this.errors.delete(source);
    this.errors.set(source, error);
    if (error.kind === 'network') this.requestsOk = false;
    this.emit();
  }

  setStreamConnected(connected: boolean, error?: SyncError): void {
    this.streamConnected = connected;
    if (!connected) this.requestsOk = false;
    if (connected) this.errors.delete('stream');
    else if (error) this.errors.set('stream', error);
    this.emit();
  }

  setBrowserOffline(offline: boolean): void {
    this.browserOffline = offline;
    this.emit();
  }

  setPending(pending: number): void {
    this.pending = pending;
    this.emit();
  }

  setRefused(refused: number): void {
    this.refused = refused;
    this.emit();
  }

  /** A tab that does not replicate shows what the replicating tab reports; null once it replicates itself. */
  setFollowerView(view: FollowerView | null): void {
    this.followerView = view;
    this.emit();
  }

  /** Restored from the last session, so an offline reload still says when data was fresh. */
  restoreLastSyncedAt(time: number | null): void {
    if (time !== null && (this.lastSyncedAt === null || time > this.lastSyncedAt)) this.lastSyncedAt = time;
    this.emit();
  }

  private pushFailed(test: (error: SyncError) => boolean): boolean {
    return [...this.errors].some(([source, error]) => source.startsWith('push:') && test(error));
  }

  private currentError(): SyncError | null {
    let best: { rank: number; error: SyncError } | null = null;
    for (const [source, error] of this.errors) {
      const rank = priority(source, error);
      // Later entries are more recent: on equal rank the newest wins.
      if (!best || rank <= best.rank) best = { rank, error };
    }
    return best?.error ?? null;
  }

  private emit(): void {
    const view = this.followerView;
    const next: SyncState = {
      online: !this.browserOffline && (view ? view.online : this.streamConnected || this.requestsOk),
      pending: this.pending,
      refused: this.refused,
      lastSyncedAt: this.lastSyncedAt,
      error: this.currentError(),
      authRequired: view ? view.authRequired : this.pushFailed(isAuthError),
      forbidden: view ? view.forbidden : this.pushFailed(isRoleRefusal),
    };
    const prev = this.state$.getValue();
    const same = (Object.keys(next) as (keyof SyncState)[]).every((key) => next[key] === prev[key]);
    if (!same) this.state$.next(next);
  }
}
