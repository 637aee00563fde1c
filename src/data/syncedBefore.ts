/** localStorage key: this device has completed a first sync, so its own database holds every page's data. */
const SYNCED_KEY = 'liaa.synced';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function hasSyncedBefore(): boolean {
  try {
    return storage()?.getItem(SYNCED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSynced(): void {
  try {
    storage()?.setItem(SYNCED_KEY, '1');
  } catch {
    // Private mode or a full quota: the next visit asks the server for its first screen again, nothing worse.
  }
}

/**
 * Calls `onSynced` when another tab of this site completes a first sync (it calls
 * rememberSynced): a tab that only follows the replicating tab has every document then too.
 */
export function onSyncedElsewhere(onSynced: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: StorageEvent) => {
    if (event.key === SYNCED_KEY && event.newValue === '1') onSynced();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
