import { useSyncSelector } from '../../../data/DatabaseProvider';
import { MSG } from '../../../shared/schemas/adminMessages';
import { StatusMessage } from '../../../ui/StatusMessage';
import './session.css';

/**
 * A push the server refused for the account's role or schools (403), e.g. a school an admin took
 * off the account while this device was offline. Unlike an expired session (SessionExpiredNotice)
 * no sign-in helps, so none is offered: the edits stay pending and the notice names the reason.
 */
export function RoleRefusedNotice() {
  const forbidden = useSyncSelector((sync) => sync.forbidden);
  const reason = useSyncSelector((sync) => (sync.forbidden && sync.error?.kind === 'forbidden' ? sync.error.reason : undefined));
  if (!forbidden) return null;
  return (
    <StatusMessage tone="warning" className="session-expired">
      <span data-testid="role-refused">{MSG.roleRefused(reason)}</span>
    </StatusMessage>
  );
}
