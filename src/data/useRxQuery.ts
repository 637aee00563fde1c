import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import type { AppDatabase } from './database';
import { useDatabaseStatus } from './DatabaseProvider';

export type QueryResult<T> =
  | { status: 'loading'; retry(): void }
  | { status: 'error'; error: Error; retry(): void }
  | { status: 'ready'; data: T; retry(): void };

/**
 * Subscribes to a live RxDB query (`collection.find().$`), so a screen updates
 * by itself when a change syncs in. `key` names the query's parameters: the
 * subscription is renewed when it changes (the factory itself may be inline).
 * `paused`: not subscribed (status 'loading'), for a screen showing something else
 * meanwhile (a first screen from the server during the first sync): a query
 * re-run at every page of that sync is work on the main thread for nothing.
 */
export function useRxQuery<T>(query: (db: AppDatabase) => Observable<T>, key = '', paused = false): QueryResult<T> {
  const { db, error: dbError, retry: retryDb } = useDatabaseStatus();
  const queryRef = useRef(query);
  queryRef.current = query;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data: T } | { error: Error } | null>(null);

  useEffect(() => {
    if (!db || paused) return undefined;
    setState(null);
    // A transition: React renders what a query brings in small slices, so a page full of
    // scores arriving during the first sync never holds the main thread (taps, scrolling) for long.
    const subscription = queryRef.current(db).subscribe({
      next: (data) => startTransition(() => setState({ data })),
      error: (reason: unknown) => setState({ error: reason instanceof Error ? reason : new Error(String(reason)) }),
    });
    return () => subscription.unsubscribe();
  }, [db, key, attempt, paused]);

  const retry = useCallback(() => {
    if (dbError) retryDb();
    setAttempt((n) => n + 1);
  }, [dbError, retryDb]);

  if (dbError) return { status: 'error', error: dbError, retry };
  if (!state) return { status: 'loading', retry };
  if ('error' in state) return { status: 'error', error: state.error, retry };
  return { status: 'ready', data: state.data, retry };
}
