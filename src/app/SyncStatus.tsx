import { Link } from 'react-router-dom';
import { useSyncState } from '../data/DatabaseProvider';
import { describeSync } from './syncStatusText';
import { useBrowserOnline } from './useBrowserOnline';
import { useNow } from './useNow';
import './syncStatus.css';

/** The header's sync pill: live, offline with the age of the data, changes waiting, or sign in again. */
export function SyncStatus() {
  const state = useSyncState();
  const browserOnline = useBrowserOnline();
  const now = useNow();
  const { tone, text } = describeSync(state, browserOnline, now);
  return (
    <div className={`sync-status sync-status--${tone}`} data-testid="sync-status" data-tone={tone} data-pending={state.pending}>
      <span className="sync-status__dot" aria-hidden="true" />
      <span role="status" className="sync-status__text">
        {text}
      </span>
      {tone === 'attention' && state.authRequired ? (
        <Link className="sync-status__action" to="/login">
          Sign in
        </Link>
      ) : null}
    </div>
  );
}
