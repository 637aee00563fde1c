import { useEffect, useState } from 'react';
import { useDatabase } from '../../../data/DatabaseProvider';
import { deviceRecord, pendingRecordKey } from '../../../data/deviceRecord';
import type { PersistedSyncMeta } from '../../../data/sync/pendingTracker';
import type { OthersPending } from './othersPending';
import { pendingByOthers } from './othersPending';

/** The pending edits on this device made by other accounts than `me`, per author; follows the pending set as it changes. */
export function useOthersPending(me: string): OthersPending[] {
  const db = useDatabase();
  const [meta, setMeta] = useState<PersistedSyncMeta | null>(null);
  useEffect(() => {
    if (!db) return undefined;
    const subscription = deviceRecord<PersistedSyncMeta>(pendingRecordKey(db.name)).watch().subscribe(setMeta);
    return () => subscription.unsubscribe();
  }, [db]);
  return pendingByOthers(meta, me);
}
