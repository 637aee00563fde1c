/**
 * RxDB's free Dexie.js storage prints a banner advertising its premium storages the first
 * time a worker writes (`console.warn` in rxdb/plugins/storage-dexie, rx-storage-instance-dexie.js):
 * a fan's console would open on it. RxDB's own switch, setPremiumFlag(), comes with a premium
 * licence only; this drops that one message and leaves the storage and every other message as they are.
 * Production builds leave the banner out of the worker instead (vite.config.ts,
 * liaa-rxdb-dexie-without-banner); the development server, which does not edit RxDB, uses this.
 */
export const RXDB_STORAGE_NOTICE = '-------------- RxDB Open Core RxStorage';

/** Drops RxDB's storage banner the one time it is printed, then gives `console.warn` back. */
export function dropRxdbStorageNotice(target: Pick<Console, 'warn'> = console): void {
  const warn = target.warn;
  target.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(RXDB_STORAGE_NOTICE)) {
      target.warn = warn;
      return;
    }
    warn.apply(target, args);
  };
}
