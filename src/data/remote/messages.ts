import type { Observable, ObservedValueOf } from 'rxjs';
import type { CollectionName } from '../../shared/schemas/collections';
import type { SchoolRef } from '../../shared/schoolScope';
import type { AppDatabase } from '../database';
import type { OverwriteNotice, SyncState } from '../sync/startSync';
import { SyncError } from '../sync/syncError';

/**
 * What the page and the worker that holds the database say to each other
 * (docs/design/page-start.md, "The database in the worker"): the page asks for named
 * queries and sync calls, the worker answers with plain data. Every message carries
 * `liaaRuntime`, so the worker's other messages (the storage's) pass by.
 */

/** Either end of the channel: a Worker, a worker's global scope, a MessagePort. */
export interface MessageEnd {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

/**
 * The queries a page may ask for by name: each reads the database and answers plain data
 * (structured-cloneable: no RxDocument), live, as the screens' own queries do.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query has its own parameters
export type QueryRegistry = Record<string, (db: AppDatabase, ...params: any[]) => Observable<unknown>>;

/** The same queries, each loaded when first asked for: a worker loads only the modules of the queries its pages ask. */
export type LazyQueryRegistry = Record<string, () => Promise<QueryRegistry[string]>>;
/** The queries a lazy registry loads, as a registry. */
export type Loaded<R extends LazyQueryRegistry> = { [K in keyof R]: Awaited<ReturnType<R[K]>> };

type Rest<F> = F extends (db: AppDatabase, ...params: infer P) => unknown ? P : never;
export type QueryParams<R extends QueryRegistry, K extends keyof R> = Rest<R[K]>;
export type QueryData<R extends QueryRegistry, K extends keyof R> = ObservedValueOf<ReturnType<R[K]>>;

/** What the sync answers at once (SyncHandle's synchronous facts), sent with each state. */
export interface SyncFacts {
  state: SentState;
  currentSeason: string;
  schoolsOnDemand: boolean;
}

/** The sync's calls the page makes, each answered once. */
export type SyncCall =
  | { method: 'keepSeason'; args: [collections: readonly CollectionName[], season: string] }
  | { method: 'keepSchool'; args: [school: SchoolRef, season: string] }
  | { method: 'awaitInSync' | 'reconnect' | 'startScorerSync' | 'stop'; args: [] };

export type ToWorker =
  | { liaaRuntime: 'query'; id: number; name: string; params: unknown[] }
  | { liaaRuntime: 'unsubscribe'; id: number }
  | ({ liaaRuntime: 'call'; id: number } & SyncCall);

export type ToPage =
  | ({ liaaRuntime: 'sync' } & SyncFacts)
  /** The database could not be opened (private mode, quota, a blocked upgrade). */
  | { liaaRuntime: 'unavailable'; error: SentError }
  | { liaaRuntime: 'result'; id: number; data: unknown }
  | { liaaRuntime: 'failed'; id: number; error: SentError }
  | { liaaRuntime: 'answer'; id: number }
  | { liaaRuntime: 'changes'; collection: CollectionName }
  | { liaaRuntime: 'overwritten'; notice: OverwriteNotice };

/**
 * What a page says to its storage worker to have it hold the database (storageWorkerMain.ts), and
 * what they say of the page's `localStorage` afterwards: the worker's shelf changes go back to the
 * page to keep, the followed schools come to the worker at each change (workerRuntimeHost.ts).
 */
export interface OpenMessage {
  liaaRuntime: 'open';
  name: string;
  /** The shelf's lanes (seasonShelf.ts) and the followed teams' schools, as the page has them. */
  lanes: string[];
  followed: string[];
}
export interface FollowsMessage {
  liaaRuntime: 'follows';
  followed: string[];
}
export interface ShelfMessage {
  liaaRuntime: 'shelf';
  lanes: string[];
}

export function isOpenMessage(data: unknown): data is OpenMessage {
  return (data as Partial<OpenMessage> | null)?.liaaRuntime === 'open';
}

/** A MessagePort delivers to `addEventListener` only once started (a Worker needs nothing). */
export function listen(end: MessageEnd, listener: (event: MessageEvent<unknown>) => void): () => void {
  end.addEventListener('message', listener);
  (end as Partial<Pick<MessagePort, 'start'>>).start?.();
  return () => end.removeEventListener('message', listener);
}

export function isRuntimeMessage<T extends ToWorker | ToPage>(data: unknown): data is T {
  return typeof (data as { liaaRuntime?: unknown } | null)?.liaaRuntime === 'string';
}

/** An error as it crosses: a SyncError keeps its kind, status and reason. */
export interface SentError {
  name: string;
  message: string;
  kind?: SyncError['kind'];
  status?: number;
  reason?: string;
}

export function sendable(error: unknown): SentError {
  if (error instanceof SyncError) return { name: error.name, message: error.message, kind: error.kind, status: error.status, reason: error.reason };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

export function received(error: SentError): Error {
  if (error.kind) return new SyncError(error.kind, error.message, { status: error.status, reason: error.reason });
  // Any other error keeps its name and message: its class stays in the worker.
  const made = new Error(error.message);
  made.name = error.name;
  return made;
}

/** The sync's state as it crosses: its error a SentError. */
export type SentState = Omit<SyncState, 'error'> & { error: SentError | null };

export function sendableState(state: SyncState): SentState {
  return { ...state, error: state.error ? sendable(state.error) : null };
}

export function receivedState(state: SentState): SyncState {
  return { ...state, error: state.error ? (received(state.error) as SyncError) : null };
}
