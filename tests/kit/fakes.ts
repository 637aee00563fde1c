import type { ChangeListener, ChangesHub } from '../../sync-server/services/changesHub';

/** A changes hub whose notices a unit test sends (`notify`): the server's is a watcher of the store. */
export function fakeHub(): { hub: ChangesHub; notify(collection: string): void } {
  const listeners = new Set<ChangeListener>();
  const hub = {
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as ChangesHub;
  return { hub, notify: (collection) => listeners.forEach((listener) => listener({ collection, seq: '1', ids: [] } as never)) };
}
