import { useEffect, useState } from 'react';
import type { SyncStatus } from './DatabaseProvider';
import { useSyncSelector } from './DatabaseProvider';
import { hasSyncedBefore } from './syncedBefore';

/** How long an empty screen says 'Loading' while the first sync may still bring data. */
const FIRST_SYNC_PATIENCE_MS = 10_000;

/**
 * True while a first-time visitor's empty local database may just not have
 * received its first sync yet: screens say 'Loading…' instead of 'No … yet'.
 * Offline, after a sync error, or once every collection has been pulled, empty
 * means empty. (One collection's pull finishing first says nothing of the others.)
 */
export function useFirstSyncPending(): boolean {
  const running = useFirstSyncRunning();
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setPatient(false), FIRST_SYNC_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return patient && running;
}

const selectFirstSyncWaiting = (sync: SyncStatus) => !sync.firstSyncDone && sync.error === null;

/**
 * True while this device's first sync is under way: online, no sync error, not every collection
 * pulled yet. What is computed from a whole season (standings, leaders) waits for it: computed from
 * the part stored so far it would show wrong records that change by themselves, and computed again
 * at every page stored it would cost the main thread more than the sync does. Offline or after an
 * error, the device's data is what there is. A device that completed a first sync before
 * (`liaa.synced`) has a whole season from the first render, before the runtime has loaded and said so.
 */
export function useFirstSyncRunning(): boolean {
  const waiting = useSyncSelector(selectFirstSyncWaiting);
  // A page rendered on the server (src/ssr/renderPage.tsx) was asked for over the network: online.
  const online = typeof navigator === 'undefined' || navigator.onLine;
  return waiting && online && !hasSyncedBefore();
}
