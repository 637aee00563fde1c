import { useEffect, useState } from 'react';
import type { Session } from '../../../data/auth/session';
import { isExpired } from '../../../data/auth/session';

/** setTimeout holds at most about 24.8 days; a longer wait is cut and re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** isExpired counts a token as dead a little before its expiry. */
const EXPIRY_MARGIN_MS = 5_000;

/** True once the session's token is (about to be) expired; flips by itself when that moment passes. */
export function useSessionExpired(session: Session): boolean {
  // The session seen expired (a new session, from a new sign-in, is not until its own moment comes).
  const [expiredSession, setExpiredSession] = useState<Session | null>(() => (isExpired(session) ? session : null));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      if (isExpired(session)) {
        setExpiredSession(session);
        return;
      }
      const wait = Math.min(session.expiresAt - EXPIRY_MARGIN_MS - Date.now() + 50, MAX_TIMER_MS);
      timer = setTimeout(arm, Math.max(wait, 50));
    };
    arm();
    return () => clearTimeout(timer);
  }, [session]);

  return expiredSession === session;
}
