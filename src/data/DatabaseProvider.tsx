import type { ReactNode } from 'react';
import { createContext, startTransition, useCallback, useContext, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { AppDatabase } from './database';
import type { PageRuntime, WorkerHeldRuntime } from './appBootstrap';
import { closeWorkerHeldRuntime, databaseInWorkerBuild, getAppRuntime } from './appBootstrap';
import type { SyncHandle, SyncState } from './sync/startSync';
import type { Session } from './auth/session';
import { restoreSession, session$ } from './auth/session';
import { hasSyncedBefore, onSyncedElsewhere, rememberSynced } from './syncedBefore';

export interface DatabaseStatus {
  /** Null while IndexedDB opens (or when it failed). */
  db: AppDatabase | null;
  error: Error | null;
  retry(): void;
  /** The replication (null while the runtime loads): past seasons are asked of it (useKeptSeason.ts). */
  sync: SyncHandle | null;
  /** Where a worker holds the database (`db` null): the public screens' queries by name (useLiveQuery). */
  query: WorkerHeldRuntime['query'] | null;
}

/**
 * `started` is false until the replication exists: the header then says 'Connecting…'.
 * `firstSyncDone`: every collection has pulled what the server had, on this page or on an
 * earlier visit; until then an empty screen may only be waiting for its data.
 */
export interface SyncStatus extends SyncState {
  started: boolean;
  firstSyncDone: boolean;
}

export type SessionStatus =
  | { status: 'loading'; session: null }
  | { status: 'signed-out'; session: null }
  | { status: 'signed-in'; session: Session };

const INITIAL_SYNC: SyncStatus = {
  started: false,
  online: false,
  pending: 0,
  refused: 0,
  lastSyncedAt: null,
  error: null,
  authRequired: false,
  forbidden: false,
  firstSyncDone: false,
};

/**
 * The sync status as a store, not a context value: the sync reports after every pull (its
 * `lastSyncedAt` moves each time), and a context value would render every page that reads
 * any part of it again each time, a whole schedule of games at every page of a first sync.
 * Each reader renders again only when what it selects changes (`useSyncSelector`).
 */
class SyncStatusStore {
  private value: SyncStatus = INITIAL_SYNC;
  private readonly listeners = new Set<() => void>();
  readonly get = (): SyncStatus => this.value;
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  set(value: SyncStatus): void {
    this.value = value;
    this.listeners.forEach((listener) => listener());
  }
}

const DatabaseContext = createContext<DatabaseStatus>({ db: null, error: null, retry: () => undefined, sync: null, query: null });
const SyncContext = createContext<SyncStatusStore>(new SyncStatusStore());
const SessionContext = createContext<SessionStatus>({ status: 'loading', session: null });

/**
 * Opens the local database and starts sync without blocking the first paint:
 * children render at once and show loading states until data arrives.
 */
export function DatabaseProvider({ children }: { children: ReactNode }) {
  const [runtime, setRuntime] = useState<PageRuntime | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sync] = useState(() => new SyncStatusStore());
  const [session, setSession] = useState<SessionStatus>({ status: 'loading', session: null });

  // The runtime's arrival and the session (its first answer, each sign-in and sign-out) are
  // transitions, as the first render is (main.tsx): an update of a more urgent kind while React is
  // still hydrating the server's page would make it hydrate the rest in one blocking task
  // (docs/design/page-start.md).
  useEffect(() => {
    let cancelled = false;
    getAppRuntime().then(
      (value) => {
        if (!cancelled) startTransition(() => setRuntime(value));
      },
      (reason: unknown) => {
        if (!cancelled) setError(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  useEffect(() => {
    if (!runtime) return undefined;
    let cancelled = false;
    const pageStart = Date.now();
    // A first sync completed by another tab since this page asked for its first screen counts too:
    // the database is this device's, whichever tab filled it (later ones: onSyncedElsewhere below).
    let inSync = hasSyncedBefore();
    // A sync time from before this page was opened: an earlier visit completed a sync.
    const publish = (state: SyncState) =>
      sync.set({ ...state, started: true, firstSyncDone: inSync || (state.lastSyncedAt !== null && state.lastSyncedAt < pageStart) });
    const subscription = runtime.sync.state$.subscribe(publish);
    runtime.sync.awaitInSync().then(
      () => {
        // User Timing, as openRuntime's marks: when this page's data became complete (the bench times a first sync by it).
        if (!inSync) performance.mark('liaa:first-sync-done');
        inSync = true;
        rememberSynced();
        if (!cancelled) publish(runtime.sync.getState());
      },
      () => undefined,
    );
    // Only the leader tab replicates, so a tab opened during the leader's first sync never
    // completes one itself: it hears of the leader's instead (else it would keep a first
    // screen from the server, and miss every later change, until a reload).
    const stopListening = onSyncedElsewhere(() => {
      inSync = true;
      if (!cancelled) publish(runtime.sync.getState());
    });
    return () => {
      cancelled = true;
      subscription.unsubscribe();
      stopListening();
    };
  }, [runtime, sync]);

  useEffect(() => {
    restoreSession();
    // The stored session at once (session$ holds it), then each sign-in and sign-out.
    const subscription = session$.subscribe((value) =>
      startTransition(() => setSession(value ? { status: 'signed-in', session: value } : { status: 'signed-out', session: null })),
    );
    return () => subscription.unsubscribe();
  }, []);

  // A new sign-in carries a fresh token: push what waited for it now, not at the next retry. A
  // signed-in page holds its database itself (the admin area reads and writes it): a sign-in on a
  // page whose worker held it ends the worker's runtime and opens the page's (only a build made
  // for it has such a worker: appBootstrap.ts).
  useEffect(() => {
    if (!runtime || session.status !== 'signed-in') return;
    if (databaseInWorkerBuild && !runtime.db) {
      void closeWorkerHeldRuntime().then(() =>
        startTransition(() => {
          setRuntime(null);
          setAttempt((n) => n + 1);
        }),
      );
      return;
    }
    runtime.sync.startScorerSync();
    runtime.sync.reconnect();
  }, [runtime, session]);

  // IndexedDB layers (Dexie, RxDB) keep a failed open cached for the page's lifetime:
  // only a fresh page really retries. A failed query (database open) re-subscribes instead.
  const retry = useCallback(() => {
    if (error) window.location.reload();
    else {
      setError(null);
      setAttempt((n) => n + 1);
    }
  }, [error]);
  const dbStatus = useMemo<DatabaseStatus>(
    () => ({ db: runtime?.db ?? null, error, retry, sync: runtime?.sync ?? null, query: databaseInWorkerBuild && runtime && !runtime.db ? runtime.query : null }),
    [runtime, error, retry],
  );

  return (
    <DatabaseContext.Provider value={dbStatus}>
      <SessionContext.Provider value={session}>
        <SyncContext.Provider value={sync}>{children}</SyncContext.Provider>
      </SessionContext.Provider>
    </DatabaseContext.Provider>
  );
}

export function useDatabaseStatus(): DatabaseStatus {
  return useContext(DatabaseContext);
}

/** The local database, or null while it opens. */
export function useDatabase(): AppDatabase | null {
  return useContext(DatabaseContext).db;
}

/** The whole sync status: renders again at every report of the sync (the header's sync pill). */
export function useSyncState(): SyncStatus {
  return useSyncSelector(whole);
}

const whole = (status: SyncStatus): SyncStatus => status;

/**
 * One part of the sync status: renders again only when `select`'s answer changes (compared
 * with Object.is, so answer a primitive or a kept object). A page that only needs to know
 * whether the first sync is done is not rendered again at every page of that sync.
 * The render that follows a change is a transition, not the blocking render a store read
 * through `useSyncExternalStore` gets: the first sync's end hands a whole page over to the
 * device's data (firstScreen.ts), which React then builds in slices, the page the server
 * rendered staying up meanwhile (docs/design/page-start.md).
 */
export function useSyncSelector<T>(select: (status: SyncStatus) => T): T {
  const store = useContext(SyncContext);
  const selected = select(store.get());
  // The answer last seen: a change renders again only when it differs.
  const [, setSeen] = useState(selected);
  const onChange = useEffectEvent(() => {
    const next = select(store.get());
    startTransition(() => setSeen(() => next));
  });
  useEffect(() => {
    onChange();
    return store.subscribe(onChange);
  }, [store]);
  return selected;
}

/** A session the screens have not heard of yet (below). */
const NOT_KNOWN_YET: SessionStatus = { status: 'loading', session: null };

export function useSession(): SessionStatus {
  const known = useContext(SessionContext);
  // Sign-ins reach the screens as a transition. A render that comes first (the navigation to
  // /admin right after signing in) would still say signed out while the session is there, and
  // send the user back to /login: until the transition commits, the session is not known yet.
  if (known.status === 'signed-out' && session$.getValue()) return NOT_KNOWN_YET;
  return known;
}
