import { describe, expect, it } from 'vitest';
import { createSseParser } from './changeStream';
import { RetryGate } from './retryGate';
import { SyncError } from './syncError';
import { SyncStateStore } from './syncStateStore';

describe('SyncStateStore', () => {
  it('derives online, error and authRequired from what each source reports', () => {
    const store = new SyncStateStore();
    expect(store.state$.getValue()).toMatchObject({ online: false, pending: 0, error: null, authRequired: false });
    store.setStreamConnected(true);
    expect(store.state$.getValue().online).toBe(true);

    const auth = new SyncError('unauthorized', 'no', { status: 401 });
    store.failed('pull:games', new SyncError('network', 'down'));
    store.failed('push:games', auth);
    expect(store.state$.getValue()).toMatchObject({ error: auth, authRequired: true });

    store.succeeded('push:games');
    expect(store.state$.getValue()).toMatchObject({ authRequired: false, error: { kind: 'network' } });
    store.succeeded('pull:games');
    expect(store.state$.getValue().error).toBeNull();
    expect(store.state$.getValue().lastSyncedAt).not.toBeNull();

    store.setStreamConnected(false);
    expect(store.state$.getValue().online).toBe(false);
    store.setStreamConnected(true);
    store.setBrowserOffline(true);
    expect(store.state$.getValue().online).toBe(false);
  });
});

describe('RetryGate', () => {
  it("a push refused for the account's role (403) is forbidden, not a sign-in to ask for", () => {
    const store = new SyncStateStore();
    store.setStreamConnected(true);
    const role = new SyncError('forbidden', 'Server answered 403', { status: 403, reason: "docs[0].homeSchoolId: games 'g1' is not one of your schools'" });
    store.failed('push:games', role);
    expect(store.state$.getValue()).toMatchObject({ error: role, forbidden: true, authRequired: false });
    // An expired session on top asks for the sign-in; once it pushes, neither is left.
    store.failed('push:rosters', new SyncError('unauthorized', 'no', { status: 401 }));
    expect(store.state$.getValue()).toMatchObject({ forbidden: true, authRequired: true });
    store.succeeded('push:rosters');
    store.succeeded('push:games');
    expect(store.state$.getValue()).toMatchObject({ forbidden: false, authRequired: false, error: null });
  });

  it('backs off, slower for refused documents, and waits for sign-in on auth errors', () => {
    const gate = new RetryGate(100);
    const network = new SyncError('network', 'x');
    const validation = new SyncError('validation', 'x');
    const delays = [1, 2, 3, 4].map((n) => gate.delayFor(network, n));
    expect(delays).toEqual([100, 200, 400, 800]);
    expect(gate.delayFor(validation, 1)).toBeGreaterThan(gate.delayFor(network, 1));
    expect(gate.delayFor(network, 50)).toBe(2_000);
    expect(new RetryGate(5_000).delayFor(network, 50)).toBe(30_000);
    expect(gate.delayFor(new SyncError('unauthorized', 'x'), 1)).toBeGreaterThanOrEqual(60_000);
  });

  it('ends every wait at once on wake and on stop', async () => {
    const gate = new RetryGate(100);
    const woken = gate.wait(60_000);
    gate.wake();
    await woken;
    const stopped = gate.wait(60_000);
    gate.stop();
    await stopped;
    expect(gate.stopped).toBe(true);
  });
});

describe('createSseParser', () => {
  it('parses events split across chunks and skips heartbeat comments', () => {
    const events: { event: string; data: string }[] = [];
    const feed = createSseParser((event) => events.push(event));
    feed('retry: 2000\n\nevent: hello\ndata: {"collections":["games"]}\n\n:hb\n\nevent: cha');
    feed('nge\r\ndata: {"collection":"games",');
    feed('"ids":["g1"]}\r\n\r\n');
    expect(events).toEqual([
      { event: 'hello', data: '{"collections":["games"]}' },
      { event: 'change', data: '{"collection":"games","ids":["g1"]}' },
    ]);
  });
});
