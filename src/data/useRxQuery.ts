import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { Observable } from 'rxjs';
import type { AppDatabase } from './database';
import type { LiveQuery } from './liveQuery';
import type { WorkerHeldRuntime } from './appBootstrap';
import { databaseInWorkerBuild } from './appBootstrap';
import { useDatabaseStatus } from './DatabaseProvider';

export type QueryResult<T> =
  /** `previous`: the last data an earlier run of the query answered (another key), for a screen that keeps it up meanwhile. */
  | { status: 'loading'; retry(): void; previous?: T }
  | { status: 'error'; error: Error; retry(): void }
  | { status: 'ready'; data: T; retry(): void };

/** Where a query runs: the page's database, else the storage worker that holds it (by name). */
type Target = AppDatabase | WorkerHeldRuntime['query'];

/** What the hook subscribes to; a change of any of them is a new run of the query. */
interface Source {
  target: Target | null;
  key: string;
  attempt: number;
  paused: boolean;
}

const sameSource = (a: Source, b: Source) => a.target === b.target && a.key === b.key && a.attempt === b.attempt && a.paused === b.paused;

/**
 * Subscribes to a live RxDB query (`collection.find().$`), so a screen updates
 * by itself when a change syncs in. `key` names the query's parameters: the
 * subscription is renewed when it changes (the factory itself may be inline: the
 * subscription calls the one of the latest render).
 * `paused`: not subscribed (status 'loading'), for a screen showing something else
 * meanwhile (a first screen from the server during the first sync): a query
 * re-run at every page of that sync is work on the main thread for nothing.
 * A page whose storage worker holds the database answers only the public screens' queries
 * (`useLiveQuery`): this one stays 'loading' there.
 */
export function useRxQuery<T>(query: (db: AppDatabase) => Observable<T>, key = '', paused = false): QueryResult<T> {
  return useQueryOn((target) => (typeof target === 'function' ? null : query(target)), key, paused);
}

/**
 * A public screen's live query (`liveQuery`, in its feature's `*.live.ts` module), with the
 * parameters it is run with: renewed when `key` changes (by default, when a parameter does). The
 * page's database runs it, or the storage worker that holds the database answers it by name.
 */
export function useLiveQuery<P extends unknown[], T>(query: LiveQuery<P, T>, params: P, paused = false, key = JSON.stringify(params)): QueryResult<T> {
  return useQueryOn((target) => (typeof target === 'function' ? (target(query.liveName, params) as Observable<T>) : query(target, ...params)), key, paused);
}

function useQueryOn<T>(open: (target: Target) => Observable<T> | null, key: string, paused: boolean): QueryResult<T> {
  const { db, query: remote, error: dbError, retry: retryDb } = useDatabaseStatus();
  // Only a build made with VITE_DATABASE_IN_WORKER=on has a worker that holds the database (appBootstrap.ts).
  const target: Target | null = db ?? (databaseInWorkerBuild ? remote : null);
  const [attempt, setAttempt] = useState(0);
  const source: Source = { target, key, attempt, paused };
  // Each run of the subscription (another database, key or attempt, or the end of a pause) gets
  // a number, and only its own answers show: from the render that starts it, the screen says
  // 'loading' instead of the last run's answer. A pause alone keeps the last answer, as before.
  // React's way to act on a change since the last render: a state update during render
  // (react.dev, "Storing information from previous renders"), which React applies before
  // rendering the children, so nothing stale is committed.
  const [run, setRun] = useState<{ source: Source; id: number }>({ source, id: 0 });
  if (!sameSource(run.source, source)) setRun({ source, id: target && !paused ? run.id + 1 : run.id });
  const runId = !sameSource(run.source, source) && target && !paused ? run.id + 1 : run.id;
  const [state, setState] = useState<{ run: number; answer: { data: T } | { error: Error }; lastData?: { data: T } } | null>(null);
  const subscribe = useEffectEvent((on: Target) => open(on));

  useEffect(() => {
    if (!target || paused) return undefined;
    // A transition: React renders what a query brings in small slices, so a page full of
    // scores arriving during the first sync never holds the main thread (taps, scrolling) for long.
    const subscription = subscribe(target)?.subscribe({
      next: (data) => startTransition(() => setState({ run: runId, answer: { data }, lastData: { data } })),
      error: (reason: unknown) =>
        setState((prev) => ({ run: runId, answer: { error: reason instanceof Error ? reason : new Error(String(reason)) }, lastData: prev?.lastData })),
    });
    return () => subscription?.unsubscribe();
  }, [target, runId, paused]);

  const retry = useCallback(() => {
    if (dbError) retryDb();
    setAttempt((n) => n + 1);
  }, [dbError, retryDb]);

  if (dbError) return { status: 'error', error: dbError, retry };
  if (!state || state.run !== runId) return state?.lastData ? { status: 'loading', retry, previous: state.lastData.data } : { status: 'loading', retry };
  if ('error' in state.answer) return { status: 'error', error: state.answer.error, retry };
  return { status: 'ready', data: state.answer.data, retry };
}

