import { test as base, expect } from '@playwright/test';
import { expectAppReady } from './appReady';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../../src/data/auth/session';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { startTestServer } from '../kit/server';
import type { TestServer } from '../kit/server';
import { AdminPage } from './pages/AdminPage';

/** The servers a worker has started, one per configuration, each started when a test first asks for it. */
export interface ServerPool {
  /** `env`: the server's settings (a timeout made short); a key names one configuration, so keep it the same for one key. */
  get(serverKey: string, demoData: boolean, env?: Record<string, string>): Promise<TestServer>;
}

interface WorkerFixtures {
  servers: ServerPool;
}

interface TestFixtures {
  /** Load the demo association into the store (a realistic list to check against). */
  demoData: boolean;
  /** Files that need a store of their own (an empty one) set a distinct key. */
  serverKey: string;
  /** The server's environment, for a file with a store of its own (`serverKey`): `{ SCORER_REQUEST_TIMEOUT_MS: '0' }`. */
  serverEnv: Record<string, string>;
  /** This test's server: the worker's server of (serverKey, demoData), shared with every test that names the same. */
  server: TestServer;
  /** A signed-in admin in a context of its own (its own IndexedDB and service worker). */
  adminSession: { context: BrowserContext; page: Page; admin: AdminPage };
  /**
   * The home page's first-visit welcome popup is a modal dialog that covers the page.
   * Contexts start with it already dismissed (true) so tests of other screens can
   * drive `/`; the home tests set false to see it.
   */
  welcomeDismissed: boolean;
}

/** localStorage key of src/features/home/welcome.ts. */
const WELCOME_DISMISSED_KEY = 'liaa.welcomeDismissed';

/** Marks the welcome popup of `/` as dismissed in every page the context opens. */
export async function skipWelcomePopup(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    try {
      localStorage.setItem(key, 'yes');
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, WELCOME_DISMISSED_KEY);
}

// Engineers sharing one working tree build into folders of their own (E2E_DIST_DIR), so one build never swaps another's app mid-run.
export const DIST = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : path.resolve(import.meta.dirname, '../../dist');

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // The options are a test's, not a worker's: a file naming another store does not restart the
  // worker (its browser, and every server it started). Each worker keeps its servers until it ends.
  demoData: [false, { option: true }],
  serverKey: ['shared', { option: true }],
  serverEnv: [{}, { option: true }],
  servers: [
    async ({}, use, workerInfo) => {
      const started = new Map<string, Promise<TestServer>>();
      await use({
        get(serverKey, demoData, env) {
          const key = `${serverKey}${demoData ? '+demo' : ''}`;
          let server = started.get(key);
          if (!server) {
            server = startTestServer({ staticDir: DIST, demoData, env });
            started.set(key, server);
            void server.then((s) => console.log(`[worker ${workerInfo.workerIndex}] ${key} server at ${s.url}`), () => undefined);
          }
          return server;
        },
      });
      await Promise.all([...started.values()].map(async (server) => (await server.catch(() => undefined))?.stop()));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  server: async ({ servers, demoData, serverKey, serverEnv }, use) => {
    await use(await servers.get(serverKey, demoData, serverEnv));
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // A server-rendered page shows everything before the app has taken it over, and answers nothing
  // until then: navigations wait for that (not one asked to return early, at 'domcontentloaded').
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const ready = async <T,>(response: T, waitUntil?: string): Promise<T> => {
      if (waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle') await expectAppReady(page);
      return response;
    };
    page.goto = async (url, options) => ready(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => ready(await reload(options), options?.waitUntil);
    await use(page);
  },
  welcomeDismissed: [true, { option: true }],
  context: async ({ context, welcomeDismissed }, use) => {
    if (welcomeDismissed) await skipWelcomePopup(context);
    await use(context);
  },
  adminSession: async ({ browser, server }, use) => {
    const { context, page } = await newContext(browser, server, { signedInAs: { email: server.adminEmail, password: server.adminPassword } });
    const admin = new AdminPage(page);
    await admin.goto();
    await admin.expectDashboard();
    await admin.expectDatabaseOpen();
    await use({ context, page, admin });
    await context.close();
  },
});

/**
 * `expect.poll` checks again after 100, 250 and 500 ms, then once a second: a state reached
 * after 1.1 s was seen at 1.85 s. Every poll of the suite (a first sync, a pushed edit) checks
 * every 100 ms instead, unless it names its own intervals. Set once for the whole run, on the
 * one `expect` every spec imports (from here or from @playwright/test).
 */
const POLL_INTERVALS = [50, 100];
const poll = expect.poll.bind(expect);
expect.poll = ((actual: () => unknown, messageOrOptions?: string | { message?: string; timeout?: number; intervals?: number[] }) =>
  poll(actual, typeof messageOrOptions === 'string' ? { message: messageOrOptions, intervals: POLL_INTERVALS } : { intervals: POLL_INTERVALS, ...messageOrOptions })) as typeof expect.poll;

export { expect };
export { expectAppReady };

export interface Account {
  email: string;
  password: string;
}

/**
 * What a browser holds once `account` has signed in on it: the server's answer to the sign-in,
 * kept in localStorage as the login form keeps it (src/data/auth/session.ts). Tests of the form
 * itself drive LoginPage; every other test starts signed in from this, which skips the login page.
 */
export async function signedInStorage(server: TestServer, account: Account): Promise<NonNullable<BrowserContextOptions['storageState']>> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`signing in ${account.email} failed: ${response.status} ${await response.text()}`);
  const session = await response.text();
  return { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: SESSION_STORAGE_KEY, value: session }] }] };
}

/** A second browser profile (a fan's phone, another admin): own storage, own service worker; `signedInAs` an account from the start. */
export async function newContext(
  browser: Browser,
  server: TestServer,
  options: BrowserContextOptions & { signedInAs?: Account } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { signedInAs, ...contextOptions } = options;
  const storageState = signedInAs ? await signedInStorage(server, signedInAs) : undefined;
  const context = await browser.newContext({ baseURL: server.url, ...contextOptions, ...(storageState ? { storageState } : {}) });
  await skipWelcomePopup(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * A page is controlled by the service worker only after its first reload
 * (docs/design/sync.md §11): wait for the worker to be active, reload, and check control.
 */
export async function ensureServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

export interface SeedSchool {
  id?: string;
  name: string;
  location: string;
}

/** Writes a school straight to the server through the CouchDB protocol, as another admin device would. */
export async function seedSchool(server: TestServer, school: SeedSchool): Promise<string> {
  const id = school.id ?? randomUUID();
  const now = Date.now();
  const response = await fetch(`${server.url}/db/schools/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await server.adminToken()}` },
    body: JSON.stringify({
      _id: id,
      id,
      name: school.name,
      location: school.location,
      sports: [],
      createdAt: now,
      updatedAt: now,
      updatedBy: server.adminEmail,
    }),
  });
  if (!response.ok) throw new Error(`seeding ${school.name} failed: ${response.status} ${await response.text()}`);
  return id;
}

/** A name no other test uses, so tests sharing a server never see each other's schools. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/** Holds the sync's pulls: whatever the page (or each tab) shows until `release()` came from the server's first screen. */
export async function holdSync(page: Page | BrowserContext): Promise<{ pulls: string[]; release(): void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pulls: string[] = [];
  await page.route('**/db/**', async (route) => {
    pulls.push(route.request().url());
    await released;
    await route.continue().catch(() => undefined);
  });
  return { pulls, release };
}

/**
 * Serves the page at `pathname` as built (dist/index.html, the app's shell), as the service
 * worker does on a repeat visit, instead of the page the server renders for a first visit:
 * for what a page shows while it has nothing to show yet.
 */
export async function serveUnrendered(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const built = await route.fetch({ url: new URL('/index.html', route.request().url()).href });
      await route.fulfill({ response: built, headers: { ...built.headers(), 'content-type': 'text/html' } });
    },
  );
}

/**
 * Waits until this device has completed its first sync (every collection pulled: the key
 * src/data/syncedBefore.ts sets). A server-rendered page shows its data long before that.
 */
export async function waitForFirstSync(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('liaa.synced')), { timeout: 30_000 }).toBe('1');
}

