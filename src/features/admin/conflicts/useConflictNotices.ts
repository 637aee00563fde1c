import { useEffect, useState } from 'react';
import { useDatabaseStatus } from '../../../data/DatabaseProvider';
import type { ConflictNotice } from './noticeStore';
import { conflictNotices$, currentConflictNotices, watchConflicts } from './noticeStore';

/** The lost-edit notices; starts watching the app's sync the first time the dashboard has its database. */
export function useConflictNotices(): readonly ConflictNotice[] {
  const [notices, setNotices] = useState(currentConflictNotices);
  const { db, sync } = useDatabaseStatus();

  useEffect(() => {
    // Once per database (watchConflicts keeps it): the watch outlives the dashboard's visits.
    if (db && sync) watchConflicts(db, sync.overwritten$);
  }, [db, sync]);

  useEffect(() => {
    const subscription = conflictNotices$.subscribe(setNotices);
    return () => subscription.unsubscribe();
  }, []);

  return notices;
}
