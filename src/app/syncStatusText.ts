/**
 * The sync state in words a fan understands (no 'replication', no 'checkpoint').
 * Pure, so every wording is unit-tested.
 */
export interface SyncStatusInput {
  started: boolean;
  online: boolean;
  pending: number;
  /** Of the pending, those the server refused for their values (set aside: the others sync). */
  refused?: number;
  lastSyncedAt: number | null;
  authRequired: boolean;
  /** A push refused for the account's role or schools (403): a sign-in does not help. */
  forbidden?: boolean;
  error: { kind?: string; message: string } | null;
}

export type SyncTone = 'live' | 'connecting' | 'offline' | 'pending' | 'attention';

export interface SyncStatusText {
  tone: SyncTone;
  text: string;
}

export function changesWaiting(pending: number): string {
  return `${pending} ${pending === 1 ? 'change' : 'changes'} waiting to sync`;
}

export function formatAgo(then: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

export function describeSync(state: SyncStatusInput, browserOnline: boolean, now: number): SyncStatusText {
  if (state.authRequired && state.pending > 0) {
    return { tone: 'attention', text: `Sign in again to sync your changes (${changesWaiting(state.pending)})` };
  }
  if (state.authRequired) return { tone: 'attention', text: 'Sign in again to sync your changes' };
  if (state.forbidden) {
    const waiting = state.pending > 0 ? ` (${changesWaiting(state.pending)})` : '';
    return { tone: 'attention', text: `Changes refused: not allowed for your account's role or schools${waiting}` };
  }
  const reachable = browserOnline && state.online;
  if (!reachable && browserOnline && state.lastSyncedAt === null && state.pending === 0) {
    return { tone: 'connecting', text: 'Connecting…' };
  }
  if (!reachable) {
    if (state.pending > 0) return { tone: 'offline', text: `Offline — ${changesWaiting(state.pending)}` };
    const updated = state.lastSyncedAt === null ? '' : `, updated ${formatAgo(state.lastSyncedAt, now)}`;
    return { tone: 'offline', text: `Offline — showing saved data${updated}` };
  }
  if (state.error && state.error.kind === 'validation') {
    return { tone: 'attention', text: `A change was refused by the server: ${state.error.message}` };
  }
  const refused = state.refused ?? 0;
  if (refused > 0) {
    const waiting = state.pending > refused ? ` (${changesWaiting(state.pending - refused)})` : '';
    return { tone: 'attention', text: `${refused === 1 ? '1 change' : `${refused} changes`} not saved: see the admin dashboard${waiting}` };
  }
  if (state.pending > 0) return { tone: 'pending', text: changesWaiting(state.pending) };
  return { tone: 'live', text: 'Live' };
}
