import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Session } from '../../data/auth/session';
import { logout } from '../../data/auth/session';
import { useSyncSelector } from '../../data/DatabaseProvider';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ConflictNotices } from './conflicts/ConflictNotices';
import { pendingText, syncLineText } from './shared/pendingText';
import { RefusedChanges, useRefusedChanges } from './conflicts/RefusedChanges';
import { useAccountRefresh } from './shared/useAccountRefresh';
import { ScoreAGamePanel } from './scoring/ScoreAGamePanel';
import { OthersPendingNotice } from './shared/OthersPendingNotice';
import { pendingOnDevice } from './shared/othersPending';
import { RoleRefusedNotice } from './shared/RoleRefusedNotice';
import { usePendingRecord } from './shared/useOthersPending';
import { SessionExpiredNotice } from './shared/SessionExpiredNotice';
import { findTab, tabsFor } from './tabs';
import './admin.css';

export function AdminDashboard({ session }: { session: Session }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const live = useSyncSelector((sync) => (sync.started ? sync.pending : null));
  // Until this page's sync has started (the runtime loading, the database opening), the count the
  // device recorded: 'All changes synced' would be wrong, and Sign out would not ask first.
  const recorded = pendingOnDevice(usePendingRecord());
  const pending = live ?? recorded;
  const refused = useRefusedChanges();
  const tabs = tabsFor(session.user.role);
  const active = findTab(tabs, params.get('tab'));
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  useAccountRefresh(session.token);

  function select(id: string, focus = false) {
    setParams({ tab: id }, { replace: true });
    if (focus) tabRefs.current.get(id)?.focus();
  }

  // WAI-ARIA tabs: arrows move between tabs, Home/End jump to the ends.
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowRight: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target].id, true);
  }

  async function signOut() {
    setConfirmSignOut(false);
    await logout();
    await navigate('/login');
  }

  const ActiveTab = active.Component;
  return (
    <div className="page admin">
      <div className="admin__top">
        <div>
          <h1 className="page__title">Admin Dashboard</h1>
          <p className="admin__who">
            Signed in as {session.user.email}
            {session.user.role === 'scorekeeper' ? ' (school scorekeeper)' : ''}
          </p>
        </div>
        <div className="admin__actions">
          <p className={`admin__pending${pending > 0 ? ' admin__pending--waiting' : ''}`} data-testid="admin-pending" aria-busy={live === null}>
            {syncLineText(pending, refused.length)}
          </p>
          <Button variant="secondary" onClick={() => (pending > 0 ? setConfirmSignOut(true) : void signOut())}>
            Sign out
          </Button>
        </div>
      </div>
      <SessionExpiredNotice session={session} />
      <RoleRefusedNotice />
      <OthersPendingNotice me={session.user.email} />
      <RefusedChanges changes={refused} />
      <ConflictNotices />
      <ScoreAGamePanel />
      <div className="admin__layout">
        <div role="tablist" aria-label="Admin sections" aria-orientation="vertical" className="admin__tabs">
          {tabs.map((tab, index) => {
            const selected = tab.id === active.id;
            return (
              <button
                key={tab.id}
                ref={(node) => {
                  if (node) tabRefs.current.set(tab.id, node);
                  else tabRefs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`admin-tab-${tab.id}`}
                aria-selected={selected}
                aria-controls="admin-panel"
                tabIndex={selected ? 0 : -1}
                className="admin__tab"
                onClick={() => select(tab.id)}
                onKeyDown={(event) => onTabKey(event, index)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        <div role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${active.id}`} className="admin__panel" tabIndex={0}>
          <ActiveTab />
        </div>
      </div>
      <ConfirmDialog
        open={confirmSignOut}
        message={`${pendingText(pending)}. They stay on this device and sync after you sign in again. Sign out?`}
        confirmLabel="Sign out"
        onConfirm={() => void signOut()}
        onCancel={() => setConfirmSignOut(false)}
      />
    </div>
  );
}
