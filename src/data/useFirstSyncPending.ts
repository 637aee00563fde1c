import { useEffect, useState } from 'react';
import { useSyncSelector } from './DatabaseProvider';

/** How long an empty screen says 'Loading' while the first sync may still bring data. */
const FIRST_SYNC_PATIENCE_MS = 10_000;

/**
 * True while a first-time visitor's empty local database may just not have
 * received its first sync yet: screens say 'Loading…' instead of 'No … yet'.
 * Offline, after a sync error, or once every collection has been pulled, empty
 * means empty. (One collection's pull finishing first says nothing of the others.)
 */
export function useFirstSyncPending(): boolean {
  const waiting = useSyncSelector((sync) => !sync.firstSyncDone && sync.error === null);
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setPatient(false), FIRST_SYNC_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // A page rendered on the server (src/ssr/renderPage.tsx) was asked for over the network: online.
  const online = typeof navigator === 'undefined' || navigator.onLine;
  return patient && waiting && online;
}
