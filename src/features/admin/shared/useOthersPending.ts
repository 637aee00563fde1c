import { useEffect, useState } from 'react';
import { useDatabase } from '../../../data/DatabaseProvider';
import { APP_DATABASE_NAME, deviceRecord, pendingRecordKey } from '../../../data/deviceRecord';
import type { PersistedSyncMeta } from '../../../data/sync/pendingTracker';
import type { OthersPending } from './othersPending';
import { pendingByOthers } from './othersPending';

/**
 * The device's record of its pending edits and their authors (localStorage): read at the first
 * render, before the database has opened and the sync has started, then followed as it changes.
 */
export function usePendingRecord(): PersistedSyncMeta | null {
  const db = useDatabase();
  const key = pendingRecordKey(db?.name ?? APP_DATABASE_NAME);
  const [meta, setMeta] = useState<PersistedSyncMeta | null>(() => deviceRecord<PersistedSyncMeta>(key).read());
  useEffect(() => {
    const subscription = deviceRecord<PersistedSyncMeta>(key).watch().subscribe(setMeta);
    return () => subscription.unsubscribe();
  }, [key]);
  return meta;
}

/** The pending edits on this device made by other accounts than `me`, per author; follows the pending set as it changes. */
export function useOthersPending(me: string): OthersPending[] {
  return pendingByOthers(usePendingRecord(), me);
}
