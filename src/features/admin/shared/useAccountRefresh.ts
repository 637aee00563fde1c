import { useEffect } from 'react';
import { refreshAccount } from '../../../data/auth/accountRefresh';
import { sessionManager } from '../../../data/auth/session';
import { useSyncSelector } from '../../../data/DatabaseProvider';

/**
 * The signed-in account's role and schools as the server has them now: read when the dashboard
 * opens online and each time the device is back online (a role changed while it was away). The
 * dashboard follows the stored session; a push the old role made and the server refuses stays pending.
 */
export function useAccountRefresh(token: string): void {
  const online = useSyncSelector((sync) => sync.online);
  useEffect(() => {
    if (online) void refreshAccount(sessionManager);
  }, [online, token]);
}
