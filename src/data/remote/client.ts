import { BehaviorSubject, Observable, Subject } from 'rxjs';
import type { Subscriber } from 'rxjs';
import type { CollectionName } from '../../shared/schemas/collections';
import type { OverwriteNotice, SyncHandle } from '../sync/startSync';
import type { MessageEnd, QueryData, QueryParams, QueryRegistry, SyncCall, SyncFacts, ToPage, ToWorker } from './messages';
import { isRuntimeMessage, listen, received, receivedState } from './messages';

/** The page's side: the worker's database, reached through its named queries, and its sync. */
export interface RemoteRuntime<R extends QueryRegistry> {
  /** A named query, live: each change the worker's database sees comes as a new answer. */
  query<K extends keyof R & string>(name: K, ...params: QueryParams<R, K>): Observable<QueryData<R, K>>;
  /** The worker's sync, answered from the facts it last sent. */
  sync: SyncHandle;
  /** Stops listening: live queries complete, calls in flight are refused. */
  close(): void;
}

/**
 * Connects to a worker serving `serveRuntime` (host.ts). Resolves once the worker's sync has
 * said where it stands (its first facts), or fails with the reason its database did not open.
 */
export function connectRuntime<R extends QueryRegistry>(end: MessageEnd): Promise<RemoteRuntime<R>> {
  let lastId = 0;
  const queries = new Map<number, Subscriber<unknown>>();
  const calls = new Map<number, { resolve(): void; reject(error: Error): void }>();
  const changes$ = new Subject<CollectionName>();
  const overwritten$ = new Subject<OverwriteNotice>();
  let facts: BehaviorSubject<SyncFacts> | null = null;
  let state$: BehaviorSubject<ReturnType<typeof receivedState>> | null = null;
  const send = (message: ToWorker) => end.postMessage(message);

  return new Promise((resolve, reject) => {
    const stopListening = listen(end, (event) => {
      if (!isRuntimeMessage<ToPage>(event.data)) return;
      const message = event.data;
      switch (message.liaaRuntime) {
        case 'sync': {
          const state = receivedState(message.state);
          if (!facts || !state$) {
            facts = new BehaviorSubject<SyncFacts>(message);
            state$ = new BehaviorSubject(state);
            return resolve(runtime(facts, state$));
          }
          // Facts may come again with the same state (after a call's answer): the state's watchers hear of changes only.
          const changed = JSON.stringify(message.state) !== JSON.stringify(facts.getValue().state);
          facts.next(message);
          if (changed) state$.next(state);
          return;
        }
        case 'unavailable':
          stopListening();
          return reject(received(message.error));
        case 'result':
          return queries.get(message.id)?.next(message.data);
        case 'failed': {
          const error = received(message.error);
          const query = queries.get(message.id);
          // Ended on the worker's side already: nothing to unsubscribe there.
          if (query && queries.delete(message.id)) return query.error(error);
          const waiting = calls.get(message.id);
          calls.delete(message.id);
          return waiting?.reject(error);
        }
        case 'answer': {
          const waiting = calls.get(message.id);
          calls.delete(message.id);
          return waiting?.resolve();
        }
        case 'changes':
          return changes$.next(message.collection);
        case 'overwritten':
          return overwritten$.next(message.notice);
      }
    });

    function call(request: SyncCall): Promise<void> {
      const id = ++lastId;
      return new Promise((answered, refused) => {
        calls.set(id, { resolve: answered, reject: refused });
        send({ liaaRuntime: 'call', id, ...request });
      });
    }
    /** A call the sync's API makes without an answer: a failure is reported, not thrown at the caller. */
    const told = (request: SyncCall) => void call(request).catch((error: unknown) => console.error(error));

    function runtime(known: BehaviorSubject<SyncFacts>, state: BehaviorSubject<ReturnType<typeof receivedState>>): RemoteRuntime<R> {
      const sync: SyncHandle = {
        state$: state.asObservable(),
        getState: () => state.getValue(),
        stop: () => call({ method: 'stop', args: [] }),
        reconnect: () => told({ method: 'reconnect', args: [] }),
        awaitInSync: () => call({ method: 'awaitInSync', args: [] }),
        startScorerSync: () => told({ method: 'startScorerSync', args: [] }),
        keepSeason: (collections, season) => call({ method: 'keepSeason', args: [collections, season] }),
        keepSchool: (school, season) => call({ method: 'keepSchool', args: [school, season] }),
        currentSeason: () => known.getValue().currentSeason,
        schoolsOnDemand: () => known.getValue().schoolsOnDemand,
        changes$: changes$.asObservable(),
        overwritten$: overwritten$.asObservable(),
      };
      return {
        sync,
        query: (name, ...params) =>
          new Observable((subscriber) => {
            const id = ++lastId;
            queries.set(id, subscriber as Subscriber<unknown>);
            send({ liaaRuntime: 'query', id, name, params });
            return () => {
              // A query that failed or was closed is no longer in the map, nor running in the worker.
              if (queries.delete(id)) send({ liaaRuntime: 'unsubscribe', id });
            };
          }),
        close() {
          stopListening();
          const open = [...queries.entries()];
          queries.clear();
          for (const [id] of open) send({ liaaRuntime: 'unsubscribe', id });
          for (const [, query] of open) query.complete();
          for (const waiting of calls.values()) waiting.reject(new Error('The local database was closed.'));
          calls.clear();
          state.complete();
          changes$.complete();
          overwritten$.complete();
        },
      };
    }
  });
}
