import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY } from '../../scripts/build-server.mjs';
import { storeEndpoint, storeNames } from '../../sync-server/store/couch';

/**
 * The shared test kit: a real sync server as a child process on port 0 (it prints its address), run as production
 * runs it: the bundle `node dist-server/main.js` (Vitest's and Playwright's globalSetup,
 * tests/kit/globalSetup.ts, build it at the start of a run; bench/run.ts builds it too).
 */
export interface TestServer {
  url: string; // http://127.0.0.1:PORT
  port: number;
  dataDir: string;
  /** COUCHDB_DB_PREFIX of this server ('' = none). */
  dbPrefix: string;
  adminEmail: string;
  adminPassword: string;
  adminToken(): Promise<string>; // logs in (cached)
  stop(): Promise<void>; // graceful; removes dataDir unless keepData, and the store databases of a generated dbPrefix
  restart(): Promise<void>; // stop and start again on the same port (url unchanged) and dataDir
  kill(): Promise<void>; // SIGKILL the child process (durability tests)
  /** What the server printed so far (stdout and stderr). */
  output(): string;
  /** The server process id (benchmarks read its /proc figures); undefined when stopped. */
  pid(): number | undefined;
}

export interface TestServerOptions {
  dataDir?: string;
  demoData?: boolean;
  env?: Record<string, string>;
  couchdbUrl?: string;
  /** Always the server's own embedded store, even when the suite runs against TEST_COUCHDB_URL (tests that read the store's files). */
  embeddedStore?: boolean;
  /**
   * COUCHDB_DB_PREFIX. On an external store (TEST_COUCHDB_URL, `couchdbUrl`) each server gets a
   * prefix of its own by default, so a test file sees only what it wrote, whatever ran before it
   * on the same store, and its databases are deleted at stop(). Servers that must share
   * databases (two servers on one store) pass the same prefix: `{ dbPrefix: first.dbPrefix }`.
   */
  dbPrefix?: string;
  staticDir?: string;
  keepData?: boolean;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Fixed so that servers sharing one external CouchDB (TEST_COUCHDB_URL) share the admin too.
export const TEST_ADMIN_EMAIL = 'admin@liaa.test';
const TEST_ADMIN_PASSWORD = 'test-admin-password-7f3a';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

interface Child {
  proc: ChildProcess;
  exited: Promise<void>;
  /** The first capture of `announce` in what the process printed: its address, once it listens. */
  announced: Promise<string>;
}

/**
 * Runs `node <args>` (a TypeScript script: `--import tsx` first). Servers are started on port 0
 * and say where they listen (`announce`): no port is picked beforehand for another process to
 * take. `announced` rejects when the process exits first or says nothing for START_TIMEOUT_MS.
 */
function spawnNode(args: string[], env: NodeJS.ProcessEnv, log: (chunk: string) => void, announce: RegExp, what: string): Child {
  const proc = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  let own = '';
  let found: (value: string) => void = () => {};
  let failed: (err: Error) => void = () => {};
  const announced = new Promise<string>((resolve, reject) => ((found = resolve), (failed = reject)));
  const take = (chunk: string): void => {
    log(chunk);
    if (own.length < 64_000) own += chunk;
    const match = announce.exec(own);
    if (match?.[1]) found(match[1]);
  };
  proc.stdout?.setEncoding('utf8').on('data', take);
  proc.stderr?.setEncoding('utf8').on('data', take);
  const timer = setTimeout(() => failed(new Error(`${what} did not say where it listens within ${START_TIMEOUT_MS} ms:\n${own}`)), START_TIMEOUT_MS);
  void announced.then(() => clearTimeout(timer), () => clearTimeout(timer));
  const exited = new Promise<void>((resolve) => {
    proc.once('exit', () => {
      children.delete(proc);
      failed(new Error(`${what} exited during start-up:\n${own}`));
      resolve();
    });
  });
  return { proc, exited, announced };
}

/** SIGTERM (or SIGKILL), then SIGKILL after a timeout; by this child's PID only. */
async function stopChild(child: Child | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill(signal);
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await child.exited;
  clearTimeout(timer);
}

function outputBuffer(): { append(chunk: string): void; text(): string } {
  let text = '';
  return {
    append(chunk) {
      text = (text + chunk).slice(-64_000);
    },
    text: () => text,
  };
}

/** What sync-server/main.ts prints once it listens (and its store and services are up). */
const LISTENING = /^LIAA sync server listening on (http:\/\/\S+) /m;

/** A COUCHDB_DB_PREFIX no other server uses: a letter first, then what CouchDB allows. */
function generatedDbPrefix(): string {
  return `t${randomBytes(5).toString('hex')}_`;
}

/** Deletes this server's databases in an external store (a missing one is fine). */
async function dropDatabases(couchdbUrl: string, prefix: string): Promise<void> {
  const { baseUrl, authorization } = storeEndpoint(couchdbUrl);
  const headers: Record<string, string> = authorization ? { authorization } : {};
  for (const db of storeNames(prefix).all()) {
    const res = await fetch(`${baseUrl}/${encodeURIComponent(db)}`, { method: 'DELETE', headers });
    await res.body?.cancel();
    if (!res.ok && res.status !== 404) throw new Error(`deleting test database ${db}: ${res.status}`);
  }
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: npm run build:server (Vitest's and Playwright's globalSetup build it)`);
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'liaa-server-'));
  const adminEmail = opts.env?.ADMIN_EMAIL ?? TEST_ADMIN_EMAIL;
  const adminPassword = opts.env?.ADMIN_PASSWORD ?? TEST_ADMIN_PASSWORD;
  const couchdbUrl = opts.embeddedStore ? undefined : (opts.couchdbUrl ?? process.env.TEST_COUCHDB_URL);
  const generatedPrefix = couchdbUrl !== undefined && opts.dbPrefix === undefined;
  const dbPrefix = opts.dbPrefix ?? (generatedPrefix ? generatedDbPrefix() : '');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    SSE_HEARTBEAT_MS: '250',
    // The server's own clock is UTC, not the association's zone (src/shared/zone.ts): a date the
    // server read in its process's zone instead of the association's would show in the tests.
    TZ: 'UTC',
    DEMO_DATA: opts.demoData ? 'on' : 'off',
    COUCHDB_DB_PREFIX: dbPrefix,
    ...(opts.staticDir ? { STATIC_DIR: path.resolve(REPO_ROOT, opts.staticDir) } : {}),
    ...opts.env,
  };
  delete env.COUCHDB_URL;
  if (couchdbUrl) env.COUCHDB_URL = couchdbUrl;

  const output = outputBuffer();
  let child: Child | undefined;
  let token: string | undefined;

  const launch = async (): Promise<string> => {
    child = spawnNode([SERVER_ENTRY], env, output.append, LISTENING, 'sync server');
    try {
      return await child.announced;
    } catch (err) {
      await stopChild(child, 'SIGKILL');
      throw err;
    }
  };

  const removeData = async (): Promise<void> => {
    if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    if (generatedPrefix) await dropDatabases(couchdbUrl!, dbPrefix);
  };

  let url: string;
  try {
    url = await launch();
  } catch (err) {
    await removeData().catch(() => undefined);
    throw err;
  }
  const port = Number(new URL(url).port);
  // A restart binds the port the server has just released, so clients keep their URL.
  env.PORT = String(port);

  return {
    url,
    port,
    dataDir,
    dbPrefix,
    adminEmail,
    adminPassword,
    async adminToken() {
      if (token) return token;
      const res = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: adminEmail, password: adminPassword }),
      });
      if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
      token = ((await res.json()) as { token: string }).token;
      return token;
    },
    async stop() {
      await stopChild(child, 'SIGTERM');
      await removeData();
    },
    async restart() {
      await stopChild(child, 'SIGTERM');
      const again = await launch();
      if (again !== url) throw new Error(`restarted at ${again}, not at ${url}`);
    },
    async kill() {
      await stopChild(child, 'SIGKILL');
    },
    output: output.text,
    pid: () => (child && child.proc.exitCode === null ? child.proc.pid : undefined),
  };
}

/** A separate CouchDB-compatible server (embedded store) on a port of its own (it binds port 0), for COUCHDB_URL mode. */
export async function startStandaloneStore(opts: { dataDir?: string } = {}): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'liaa-store-'));
  const output = outputBuffer();
  const args = ['--import', 'tsx', 'sync-server/store/standalone.ts', '--port', '0', '--dir', dataDir];
  const child = spawnNode(args, { ...process.env }, output.append, /^STORE_URL=(\S+)$/m, 'standalone store');
  let url: string;
  try {
    url = await child.announced;
  } catch (err) {
    await stopChild(child, 'SIGKILL');
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    async stop() {
      await stopChild(child, 'SIGTERM');
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
