import { Link } from 'react-router-dom';
import type { Session } from '../../../data/auth/session';
import { useSyncSelector } from '../../../data/DatabaseProvider';
import { MSG } from '../../../shared/schemas/adminMessages';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useSessionExpired } from './useSessionExpired';
import './session.css';

/**
 * An expired or revoked session (a 401) never loses local edits: they wait as pending changes, and
 * the admin is asked to sign in again; the edits push right after that.
 */
export function SessionExpiredNotice({ session }: { session: Session }) {
  const expired = useSessionExpired(session);
  const authRequired = useSyncSelector((sync) => sync.authRequired);
  // The server's own words when it refused a push's session (signed out elsewhere, account disabled);
  // a refusal for the account's role or schools is RoleRefusedNotice's: no sign-in fixes it.
  const reason = useSyncSelector((sync) => (sync.authRequired ? sync.error?.reason : undefined));
  if (!expired && !authRequired) return null;
  const text = expired || !reason || reason === 'token expired' ? MSG.sessionExpired : MSG.pushRefused(reason);
  return (
    <StatusMessage tone="warning" className="session-expired">
      <span data-testid="session-expired">{text}</span>{' '}
      <Link to="/login" className="session-expired__link">
        Sign in
      </Link>
    </StatusMessage>
  );
}
