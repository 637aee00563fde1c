import type { Observable } from 'rxjs';
import { Observable as RxObservable, Subject } from 'rxjs';

/**
 * A small JSON record the device keeps beside its database (the sync's pending set and status, an
 * admin's own-edit book): `localStorage`, so it is written at once and other tabs hear of it (the
 * `storage` event). Node (tests, bench clients) has no localStorage: a record per key lives in
 * memory for the process, as RxDB's memory storage does. RxDB's local documents did this before;
 * their plugin was 2.8 KB gzipped of every first visit.
 */
export interface DeviceRecord<T> {
  read(): T | null;
  write(value: T): void;
  /** The value now, then every write to it (this tab's and, in a browser, other tabs'). */
  watch(): Observable<T | null>;
}

/**
 * The record of a database's pending set (`sync/pendingTracker.ts`; the admin dashboard reads it too).
 * Here, not in the tracker: the admin chunk importing the tracker would move it out of the runtime chunk.
 */
export const pendingRecordKey = (dbName: string): string => `liaa.sync.${dbName}`;

/** The browser's database (openRuntime.ts): its records can be read before the runtime has loaded. */
export const APP_DATABASE_NAME = 'liaa';

const inMemory = new Map<string, string>();
const written = new Map<string, Subject<void>>();

function storage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function deviceRecord<T>(key: string): DeviceRecord<T> {
  const local = storage();
  const readText = (): string | null => (local ? local.getItem(key) : (inMemory.get(key) ?? null));
  const read = (): T | null => {
    const text = readText();
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  };
  const changed = (): Subject<void> => {
    let subject = written.get(key);
    if (!subject) written.set(key, (subject = new Subject<void>()));
    return subject;
  };
  return {
    read,
    write(value) {
      const text = JSON.stringify(value);
      try {
        if (local) local.setItem(key, text);
        else inMemory.set(key, text);
      } catch {
        // Storage full or blocked: this session keeps the value in memory all the same.
        inMemory.set(key, text);
      }
      changed().next();
    },
    watch() {
      return new RxObservable<T | null>((subscriber) => {
        subscriber.next(read());
        const own = changed().subscribe(() => subscriber.next(read()));
        const other = (event: StorageEvent) => {
          if (event.key === key) subscriber.next(read());
        };
        const hasWindow = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
        if (hasWindow) window.addEventListener('storage', other);
        return () => {
          own.unsubscribe();
          if (hasWindow) window.removeEventListener('storage', other);
        };
      });
    },
  };
}
