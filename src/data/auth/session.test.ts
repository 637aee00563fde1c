import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './session';
import { SESSION_STORAGE_KEY, createSessionManager, isExpired } from './session';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('session', () => {
  it('keeps an expired session (local edits stay) but gives no token for it', () => {
    let now = 1_700_000_000_000;
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't1', user: { email: 'a@x' }, expiresAt: 1_700_000_060_000 }));
    const manager = createSessionManager({ storage, now: () => now });
    const session = manager.restoreSession();
    // Stored before roles existed: an admin's (the only kind of account then).
    expect(session).toEqual({ token: 't1', user: { email: 'a@x', role: 'admin', schools: [] }, expiresAt: 1_700_000_060_000 });
    expect(manager.getToken()).toBe('t1');
    now = 1_700_000_060_000;
    expect(manager.getToken()).toBeNull();
    expect(session && isExpired(session, now)).toBe(true);
    expect(manager.session$.getValue()).toEqual(session);
  });

  it("keeps a scorekeeper's role and schools", () => {
    const storage = memoryStorage();
    const user = { email: 'k@x', role: 'scorekeeper', schools: ['school-a', 7] };
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', user, expiresAt: 2_000_000_000_000 }));
    expect(createSessionManager({ storage }).restoreSession()?.user).toEqual({ email: 'k@x', role: 'scorekeeper', schools: ['school-a'] });
  });

  it('ignores a corrupt stored session', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionManager({ storage }).restoreSession()).toBeNull();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: '', expiresAt: 5 }));
    expect(createSessionManager({ storage }).restoreSession()).toBeNull();
  });

  it('reads expiresAt in seconds or ISO form, else the JWT exp claim', () => {
    const storage = memoryStorage();
    const manager = createSessionManager({ storage });
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', user: { email: 'e' }, expiresAt: 2_000_000_000 }));
    expect(manager.restoreSession()?.expiresAt).toBe(2_000_000_000_000);
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't2', user: { email: 'e' }, expiresAt: '2030-01-01T00:00:00Z' }));
    expect(manager.restoreSession()?.expiresAt).toBe(Date.parse('2030-01-01T00:00:00Z'));
    const payload = btoa(JSON.stringify({ exp: 1_900_000_000 })).replace(/=+$/, '');
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: `h.${payload}.s`, user: { email: 'e' } }));
    expect(manager.restoreSession()?.expiresAt).toBe(1_900_000_000_000);
  });
});
