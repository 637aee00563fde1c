import { describe, expect, it } from 'vitest';
import type { SyncStatusInput } from './syncStatusText';
import { describeSync, formatAgo } from './syncStatusText';

const NOW = Date.UTC(2025, 2, 1, 12, 0, 0);
const base: SyncStatusInput = { started: true, online: true, pending: 0, lastSyncedAt: NOW, authRequired: false, error: null };

describe('describeSync', () => {
  it('says Live when connected with nothing waiting', () => {
    expect(describeSync(base, true, NOW)).toEqual({ tone: 'live', text: 'Live' });
  });

  it('counts changes waiting to sync, singular and plural', () => {
    expect(describeSync({ ...base, pending: 1 }, true, NOW).text).toBe('1 change waiting to sync');
    expect(describeSync({ ...base, pending: 2 }, true, NOW).text).toBe('2 changes waiting to sync');
  });

  it('says how many changes the server refused, apart from those still waiting', () => {
    expect(describeSync({ ...base, pending: 1, refused: 1 }, true, NOW)).toEqual({ tone: 'attention', text: '1 change not saved: see the admin dashboard' });
    expect(describeSync({ ...base, pending: 3, refused: 2 }, true, NOW).text).toBe('2 changes not saved: see the admin dashboard (1 change waiting to sync)');
  });

  it('says offline with the age of the saved data', () => {
    const state = { ...base, online: false, lastSyncedAt: NOW - 5 * 60_000 };
    expect(describeSync(state, false, NOW).text).toBe('Offline — showing saved data, updated 5 min ago');
  });

  it('treats an unreachable server like no signal once data was synced', () => {
    expect(describeSync({ ...base, online: false }, true, NOW).tone).toBe('offline');
  });

  it('says connecting before the first sync', () => {
    expect(describeSync({ ...base, online: false, lastSyncedAt: null }, true, NOW).text).toBe('Connecting…');
  });

  it('keeps the pending count visible while offline', () => {
    expect(describeSync({ ...base, online: false, pending: 1 }, false, NOW).text).toBe('Offline — 1 change waiting to sync');
  });

  it('says a change was refused for the account, not to sign in again, when the role or schools forbid it', () => {
    const text = describeSync({ ...base, forbidden: true, pending: 1 }, true, NOW);
    expect(text).toEqual({ tone: 'attention', text: "Changes refused: not allowed for your account's role or schools (1 change waiting to sync)" });
    expect(text.text).not.toMatch(/sign in/i);
  });

  it('asks to sign in again when a push was refused', () => {
    expect(describeSync({ ...base, authRequired: true, pending: 2 }, true, NOW).text).toBe(
      'Sign in again to sync your changes (2 changes waiting to sync)',
    );
  });

  it('shows a validation refusal', () => {
    const state = { ...base, pending: 1, error: { kind: 'validation', message: 'name: too long' } };
    expect(describeSync(state, true, NOW)).toEqual({ tone: 'attention', text: 'A change was refused by the server: name: too long' });
  });
});

describe('formatAgo', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 min ago'],
    [59 * 60_000, '59 min ago'],
    [2 * 3_600_000, '2 h ago'],
    [25 * 3_600_000, 'yesterday'],
    [72 * 3_600_000, '3 days ago'],
  ])('%i ms ago reads %s', (delta, text) => {
    expect(formatAgo(NOW - delta, NOW)).toBe(text);
  });
});
