import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from '../../../data/DatabaseProvider';
import { SyncError } from '../../../data/sync/syncError';
import { RoleRefusedNotice } from './RoleRefusedNotice';
import { SessionExpiredNotice } from './SessionExpiredNotice';

// The sync state the notices read, set per test (the notices are pure views of it).
const sync = vi.hoisted(() => ({ state: null as unknown as SyncStatus }));
vi.mock('../../../data/DatabaseProvider', () => ({
  useSyncSelector: <T,>(select: (status: SyncStatus) => T): T => select(sync.state),
}));

const REASON = "docs[0].homeSchoolId: games 'g1' is not one of your schools' (a scorekeeper of school-b)";
const base: SyncStatus = { started: true, firstSyncDone: true, online: true, pending: 1, refused: 0, lastSyncedAt: 1, error: null, authRequired: false, forbidden: false };
const session = { token: 't', user: { email: 'keeper@liaa.test', role: 'scorekeeper' as const, schools: ['school-b'] }, expiresAt: Date.now() + 3_600_000 };
const render = () =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SessionExpiredNotice session={session} />
      <RoleRefusedNotice />
    </MemoryRouter>,
  );

describe('a push refused for the role (403) vs one refused for the session (401)', () => {
  beforeEach(() => {
    sync.state = base;
  });

  it('names the role and the reason, keeps the edits, and offers no sign-in', () => {
    sync.state = { ...base, forbidden: true, error: new SyncError('forbidden', 'Server answered 403', { status: 403, reason: REASON }) };
    const html = render();
    expect(html).toContain('data-testid="role-refused"');
    expect(html).toContain("your account&#x27;s role or schools do not allow them");
    expect(html).toContain('is not one of your schools');
    expect(html).toContain('They stay on this device');
    expect(html).not.toContain('data-testid="session-expired"');
    expect(html).not.toContain('href="/login"');
  });

  it('asks for a sign-in on a 401, with no role notice', () => {
    sync.state = { ...base, authRequired: true, error: new SyncError('unauthorized', 'Server answered 401', { status: 401, reason: 'signed out by an admin' }) };
    const html = render();
    expect(html).toContain("The server refused this device&#x27;s changes (signed out by an admin). They stay on this device; sign in again to sync them.");
    expect(html).toContain('href="/login"');
    expect(html).not.toContain('data-testid="role-refused"');
  });
});
