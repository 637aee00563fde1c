import { useEffect, useState } from 'react';
import { getAppRuntime } from '../../../data/appBootstrap';
import type { ConflictNotice } from './noticeStore';
import { conflictNotices$, currentConflictNotices, watchConflicts } from './noticeStore';

/** The lost-edit notices; starts watching the app's sync the first time the dashboard mounts. */
export function useConflictNotices(): readonly ConflictNotice[] {
  const [notices, setNotices] = useState(currentConflictNotices);

  useEffect(() => {
    let cancelled = false;
    getAppRuntime().then(
      (runtime) => {
        if (!cancelled) watchConflicts(runtime.db, runtime.sync.overwritten$);
      },
      () => undefined,
    );
    const subscription = conflictNotices$.subscribe(setNotices);
    return () => {
      cancelled = true;
      subscription.unsubscribe();
    };
  }, []);

  return notices;
}
