// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { Suspense, act, use, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRuntime } from './appBootstrap';
import type { SyncState } from './sync/syncStateStore';

/*
 * What reaches the screens from DatabaseProvider (the runtime, the session, the sync status) is
 * rendered as a transition: React builds the new page in slices and keeps the page it shows (the
 * one the server rendered, during hydration) until the new one is whole. An urgent update instead
 * would make React finish hydrating the server's page, or build the handed-over page, in one
 * blocking task (docs/design/page-start.md). A part that suspends tells the two apart: in a
 * transition React keeps what the part showed; for an urgent update it shows the fallback.
 */

/** The runtime the provider asks for (RxDB and the sync in the app), given by each test when it wants. */
let runtime: Promise<AppRuntime>;
let giveRuntime: (value: AppRuntime) => void;
vi.mock('./appBootstrap', () => ({ getAppRuntime: () => runtime, databaseInWorkerBuild: false, closeWorkerHeldRuntime: () => Promise.resolve() }));

const { DatabaseProvider, useDatabase, useSession, useSyncSelector, useSyncState } = await import('./DatabaseProvider');

const never = new Promise<never>(() => undefined);
const FALLBACK = 'Loading…';

interface FakeSync {
  runtime: AppRuntime;
  state$: BehaviorSubject<SyncState>;
  inSync(): void;
}

function fakeRuntime(): FakeSync {
  const state$ = new BehaviorSubject<SyncState>({ online: true, pending: 0, refused: 0, lastSyncedAt: null, error: null, authRequired: false, forbidden: false });
  let inSync = () => undefined as void;
  const synced = new Promise<void>((resolve) => (inSync = resolve));
  const sync = {
    state$,
    getState: () => state$.getValue(),
    awaitInSync: () => synced,
    startScorerSync: () => undefined,
    reconnect: () => undefined,
  };
  return { runtime: { db: {}, sync } as unknown as AppRuntime, state$, inSync };
}

let container: HTMLElement;
let root: ReturnType<typeof createRoot>;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  localStorage.clear();
  runtime = new Promise((resolve) => (giveRuntime = resolve));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function show(children: ReactNode): Promise<void> {
  await act(async () => {
    root.render(
      <DatabaseProvider>
        <Suspense fallback={FALLBACK}>{children}</Suspense>
      </DatabaseProvider>,
    );
  });
}

/** Shows `text` until `changed`, then suspends for good: what a screen does whose new data is not in yet. */
function SuspendsOnce({ changed, text }: { changed: boolean; text: string }) {
  if (changed) use(never);
  return <p>{text}</p>;
}

describe('DatabaseProvider', () => {
  it("renders the runtime's arrival as a transition: the page shown stays up", async () => {
    const fake = fakeRuntime();
    function Screen() {
      return <SuspendsOnce changed={useDatabase() !== null} text="first screen" />;
    }
    await show(<Screen />);
    expect(container.textContent).toBe('first screen');

    await act(async () => giveRuntime(fake.runtime));
    expect(container.textContent).toBe('first screen');
  });

  it("renders the session's first answer as a transition: the page shown stays up", async () => {
    function Screen() {
      return <SuspendsOnce changed={useSession().status !== 'loading'} text="signed in or not: not known yet" />;
    }
    await show(<Screen />);
    // restoreSession answered (signed out: nothing stored), and the screen that suspends for it keeps its page.
    expect(container.textContent).toBe('signed in or not: not known yet');
  });

  it('never tells a screen "signed out" while a sign-in is on its way to the screens (no bounce back to /login)', async () => {
    const router: { goTo?: (screen: string) => void } = {};
    const seen: string[] = [];
    function Screens() {
      const [screen, setScreen] = useState('login');
      useEffect(() => {
        router.goTo = setScreen;
      }, []);
      const { status } = useSession();
      seen.push(`${screen}:${status}`);
      return <span>{`${screen}:${status}`}</span>;
    }
    await show(<Screens />);
    expect(container.textContent).toBe('login:signed-out');
    const { session$ } = await import('./auth/session');
    try {
      // Signing in, then at once the navigation to /admin, rendered before the sign-in's transition.
      await act(async () => {
        session$.next({ token: 't', user: { email: 'admin@liaa.test', role: 'admin', schools: [] }, expiresAt: Date.now() + 3_600_000 });
        flushSync(() => router.goTo?.('admin'));
      });
      expect(seen).not.toContain('admin:signed-out');
      expect(container.textContent).toBe('admin:signed-in');
    } finally {
      await act(async () => session$.next(null));
    }
  });

  it("renders a change of the sync status as a transition (the first sync's end hands a page over): the page shown stays up", async () => {
    const fake = fakeRuntime();
    giveRuntime(fake.runtime);
    function Screen() {
      return <SuspendsOnce changed={useSyncSelector((sync) => sync.firstSyncDone)} text="the server's first screen" />;
    }
    function Pill() {
      const { started, pending } = useSyncState();
      return <span>{started ? `pending ${pending}` : 'Connecting…'}</span>;
    }
    await show(
      <>
        <Pill />
        <Screen />
      </>,
    );
    expect(container.textContent).toBe("pending 0the server's first screen");

    // A report of the sync reaches whoever reads it.
    await act(async () => fake.state$.next({ ...fake.state$.getValue(), pending: 2 }));
    expect(container.textContent).toBe("pending 2the server's first screen");

    // The first sync's end: the screen that now suspends keeps its page (and the pill its last state, in the same transition).
    await act(async () => {
      fake.inSync();
      await Promise.resolve();
    });
    expect(container.textContent).toBe("pending 2the server's first screen");
    expect(container.textContent).not.toContain(FALLBACK);
  });
});
