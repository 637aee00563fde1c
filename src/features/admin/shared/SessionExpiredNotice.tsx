import { Link } from 'react-router-dom';
import type { Session } from '../../../data/auth/session';
import { useSyncSelector } from '../../../data/DatabaseProvider';
import { MSG } from '../../../shared/schemas/adminMessages';
import { StatusMessage } from '../../../ui/StatusMessage';
import { useSessionExpired } from './useSessionExpired';
import './session.css';

/**
 * An expired token never loses local edits: they wait as pending changes, and
 * the admin is asked to sign in again; the edits push right after that.
 */
export function SessionExpiredNotice({ session }: { session: Session }) {
  const expired = useSessionExpired(session);
  const authRequired = useSyncSelector((sync) => sync.authRequired);
  if (!expired && !authRequired) return null;
  return (
    <StatusMessage tone="warning" className="session-expired">
      <span data-testid="session-expired">{MSG.sessionExpired}</span>{' '}
      <Link to="/login" className="session-expired__link">
        Sign in
      </Link>
    </StatusMessage>
  );
}
