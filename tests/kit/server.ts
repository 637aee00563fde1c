import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY } from '../../scripts/build-server.mjs';

/**
 * The shared test kit: a real sync server as a child process on a free port, run as production
 * runs it: the bundle `node dist-server/main.js` (Vitest's and Playwright's globalSetup,
 * tests/kit/globalSetup.ts, build it at the start of a run; bench/run.ts builds it too).
 */
export interface TestServer {
  url: string; // http://127.0.0.1:PORT
  port: number;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  adminToken(): Promise<string>; // logs in (cached)
  stop(): Promise<void>; // graceful; removes dataDir unless keepData
  restart(): Promise<void>; // stop and start again on the same port and dataDir
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
  staticDir?: string;
  keepData?: boolean;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Fixed so that servers sharing one external CouchDB (TEST_COUCHDB_URL) share the admin too.
const TEST_ADMIN_EMAIL = 'admin@liaa.test';
const TEST_ADMIN_PASSWORD = 'test-admin-password-7f3a';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Child {
  proc: ChildProcess;
  exited: Promise<void>;
}

/** Runs `node <args>` (a TypeScript script: `--import tsx` first). */
function spawnNode(args: string[], env: NodeJS.ProcessEnv, log: (chunk: string) => void): Child {
  const proc = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  proc.stdout?.setEncoding('utf8').on('data', log);
  proc.stderr?.setEncoding('utf8').on('data', log);
  const exited = new Promise<void>((resolve) => {
    proc.once('exit', () => {
      children.delete(proc);
      resolve();
    });
  });
  return { proc, exited };
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

async function waitForHealth(url: string, child: Child, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited = false;
  void child.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`sync server exited during start-up:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`sync server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: npm run build:server (Vitest's and Playwright's globalSetup build it)`);
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'liaa-server-'));
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const adminEmail = opts.env?.ADMIN_EMAIL ?? TEST_ADMIN_EMAIL;
  const adminPassword = opts.env?.ADMIN_PASSWORD ?? TEST_ADMIN_PASSWORD;
  const couchdbUrl = opts.embeddedStore ? undefined : (opts.couchdbUrl ?? process.env.TEST_COUCHDB_URL);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    SSE_HEARTBEAT_MS: '250',
    DEMO_DATA: opts.demoData ? 'on' : 'off',
    ...(opts.staticDir ? { STATIC_DIR: path.resolve(REPO_ROOT, opts.staticDir) } : {}),
    ...opts.env,
  };
  delete env.COUCHDB_URL;
  if (couchdbUrl) env.COUCHDB_URL = couchdbUrl;

  const output = outputBuffer();
  let child: Child | undefined;
  let token: string | undefined;

  const launch = async (): Promise<void> => {
    child = spawnNode([SERVER_ENTRY], env, output.append);
    try {
      await waitForHealth(url, child, output.text);
    } catch (err) {
      await stopChild(child, 'SIGKILL');
      throw err;
    }
  };

  try {
    await launch();
  } catch (err) {
    if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  return {
    url,
    port,
    dataDir,
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
      if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    async restart() {
      await stopChild(child, 'SIGTERM');
      await launch();
    },
    async kill() {
      await stopChild(child, 'SIGKILL');
    },
    output: output.text,
    pid: () => (child && child.proc.exitCode === null ? child.proc.pid : undefined),
  };
}

/** A separate CouchDB-compatible server (embedded store) on its own port, for COUCHDB_URL mode. */
export async function startStandaloneStore(opts: { dataDir?: string } = {}): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'liaa-store-'));
  const port = await getFreePort();
  const output = outputBuffer();
  let resolveUrl: (url: string) => void = () => {};
  const urlLine = new Promise<string>((resolve) => (resolveUrl = resolve));
  const child = spawnNode(['--import', 'tsx', 'sync-server/store/standalone.ts', '--port', String(port), '--dir', dataDir], { ...process.env }, (chunk) => {
    output.append(chunk);
    const match = /^STORE_URL=(\S+)$/m.exec(output.text());
    if (match?.[1]) resolveUrl(match[1]);
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`standalone store did not start:\n${output.text()}`)), START_TIMEOUT_MS).unref(),
  );
  const exited = child.exited.then(() => {
    throw new Error(`standalone store exited during start-up:\n${output.text()}`);
  });
  let url: string;
  try {
    url = await Promise.race([urlLine, timeout, exited]);
  } catch (err) {
    await stopChild(child, 'SIGKILL');
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  exited.catch(() => {}); // later exits are expected (stop)
  return {
    url,
    async stop() {
      await stopChild(child, 'SIGTERM');
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
