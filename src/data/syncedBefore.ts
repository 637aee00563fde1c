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
