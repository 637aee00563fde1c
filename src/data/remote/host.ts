import { Subscription } from 'rxjs';
import type { AppRuntime } from '../appBootstrap';
import type { SyncHandle } from '../sync/startSync';
import type { LazyQueryRegistry, MessageEnd, SyncCall, ToPage, ToWorker } from './messages';
import { isRuntimeMessage, listen, sendable, sendableState } from './messages';

/**
 * The worker's side (docs/design/page-start.md, "The database in the worker"): serves the
 * database's named queries and the sync's state and calls to a page over `end`. `runtime` may
 * still be opening: what the page asks meanwhile waits for it. Each query's module is loaded when
 * a page first asks for it. Returns what stops serving.
 */
export function serveRuntime(end: MessageEnd, runtime: Promise<AppRuntime>, queries: LazyQueryRegistry): () => void {
  /** The page's live queries by id: a query asked for before the database opened holds an empty subscription. */
  const running = new Map<number, Subscription>();
  const served = new Subscription();
  const send = (message: ToPage) => end.postMessage(message);
  const fail = (id: number, error: unknown) => send({ liaaRuntime: 'failed', id, error: sendable(error) });

  let sync: SyncHandle | null = null;
  const sendFacts = () => {
    if (sync) send({ liaaRuntime: 'sync', state: sendableState(sync.getState()), currentSeason: sync.currentSeason(), schoolsOnDemand: sync.schoolsOnDemand() });
  };
  runtime.then(
    (opened) => {
      if (served.closed) return;
      sync = opened.sync;
      served.add(opened.sync.state$.subscribe(sendFacts));
      served.add(opened.sync.changes$.subscribe((collection) => send({ liaaRuntime: 'changes', collection })));
      served.add(opened.sync.overwritten$.subscribe((notice) => send({ liaaRuntime: 'overwritten', notice })));
    },
    (error: unknown) => served.closed || send({ liaaRuntime: 'unavailable', error: sendable(error) }),
  );

  function startQuery(id: number, name: string, params: unknown[]): void {
    const subscription = new Subscription(() => running.delete(id));
    running.set(id, subscription);
    served.add(subscription);
    const ended = (error: unknown) => {
      if (subscription.closed) return;
      fail(id, error);
      subscription.unsubscribe();
    };
    const load = Object.hasOwn(queries, name) ? queries[name] : undefined;
    if (!load) return ended(new Error(`No query is named "${name}".`));
    Promise.all([runtime, load()]).then(([{ db }, query]) => {
      if (subscription.closed) return;
      try {
        subscription.add(
          query(db, ...params).subscribe({
            next(data) {
              if (subscription.closed) return;
              try {
                send({ liaaRuntime: 'result', id, data });
              } catch (error) {
                // A DataCloneError: the query answered something only this side can hold (an RxDocument).
                ended(new Error(`The query "${name}" answered data that cannot be sent to the page: ${error instanceof Error ? error.message : String(error)}`));
              }
            },
            error: ended,
          }),
        );
      } catch (error) {
        ended(error);
      }
    }, ended);
  }

  function call(id: number, request: SyncCall): void {
    runtime
      .then(({ sync: handle }) => {
        switch (request.method) {
          case 'keepSeason':
            return handle.keepSeason(...request.args);
          case 'keepSchool':
            return handle.keepSchool(...request.args);
          case 'awaitInSync':
            return handle.awaitInSync();
          case 'stop':
            return handle.stop();
          case 'reconnect':
            return handle.reconnect();
          case 'startScorerSync':
            return handle.startScorerSync();
        }
      })
      .then(
        () => {
          if (served.closed) return;
          send({ liaaRuntime: 'answer', id });
          // A call may change what the sync answers at once (a scorer's sync started: every school's documents).
          sendFacts();
        },
        (error: unknown) => served.closed || fail(id, error),
      );
  }

  served.add(
    listen(end, (event) => {
      if (!isRuntimeMessage<ToWorker>(event.data)) return;
      const message = event.data;
      if (message.liaaRuntime === 'query') startQuery(message.id, message.name, message.params);
      else if (message.liaaRuntime === 'unsubscribe') running.get(message.id)?.unsubscribe();
      else if (message.liaaRuntime === 'call') call(message.id, message);
    }),
  );
  return () => served.unsubscribe();
}
