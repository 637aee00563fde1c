import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Production start and stop, as README.md says to run it: `npm run serve` (the bundle built by
 * `npm run build`; Vitest's globalSetup has built it) on PORT=0. A signal sent to the PID that
 * was started, npm's or node's, stops the server: its HTTP server, open change streams and store
 * are closed and it exits 0, and the port no longer answers.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Generous: a loaded machine may take a while; a server that ignores the signal never exits. */
const EXIT_TIMEOUT_MS = 20_000;
const START_TIMEOUT_MS = 60_000;

interface Started {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: Started[] = [];
const dirs: string[] = [];
afterEach(() => {
  // A failed test leaves nothing behind: npm's child too (each start is a process group of its own).
  for (const { child } of started.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // all gone
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function within<T>(promise: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(what())), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Spawns `command` as a server on PORT=0 with a data dir of its own; `ready` is the line that says it has got that far. */
function spawnServer(command: string, args: string[], extraEnv: NodeJS.ProcessEnv, ready: RegExp): Started & { ready: Promise<string> } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'liaa-production-'));
  dirs.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    ADMIN_EMAIL: 'admin@liaa.test',
    ADMIN_PASSWORD: 'production-test-password-1c9e',
    ...extraEnv,
  };
  delete env.COUCHDB_URL;
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let text = '';
  const output = (): string => text;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const line = new Promise<string>((resolve, reject) => {
    const take = (chunk: string): void => {
      text += chunk;
      const found = ready.exec(text);
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout?.setEncoding('utf8').on('data', take);
    child.stderr?.setEncoding('utf8').on('data', take);
    void exited.then(() => reject(new Error(`exited during start-up:\n${text}`)));
  });
  const entry = { child, url: '', output, exited, ready: within(line, START_TIMEOUT_MS, () => `no ${String(ready)} within ${START_TIMEOUT_MS} ms:\n${text}`) };
  started.push(entry);
  return entry;
}

async function start(command: string, args: string[]): Promise<Started> {
  const server = spawnServer(command, args, {}, /listening on (http:\/\/\S+)/);
  server.url = await server.ready;
  return server;
}

/** Resolves when the server ends the stream (done, or the connection cut). */
async function streamEnded(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // cut off: ended too
  }
}

describe('production start and stop', () => {
  it.each([
    ['npm run serve', 'SIGTERM', 'npm', ['run', 'serve']],
    ['npm run serve', 'SIGINT', 'npm', ['run', 'serve']],
    ['node dist-server/main.js', 'SIGTERM', process.execPath, ['dist-server/main.js']],
    ['node dist-server/main.js', 'SIGINT', process.execPath, ['dist-server/main.js']],
  ] as const)('%s stops cleanly on %s sent to its PID, with a change stream open', async (_name, signal, command, args) => {
    const server = await start(command, [...args]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const stream = await fetch(`${server.url}/api/changes`, { headers: { accept: 'text/event-stream' } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    await reader.read(); // the stream's opening frame: the stream is open on the server

    expect(server.child.kill(signal)).toBe(true);
    const exit = await within(server.exited, EXIT_TIMEOUT_MS, () => `still running ${EXIT_TIMEOUT_MS} ms after ${signal}:\n${server.output()}`);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain(`${signal}: closing`);
    expect(server.output()).not.toContain('while closing');

    await streamEnded(reader);
    const after = await fetch(`${server.url}/api/health`).then(
      (res) => `answered ${res.status}`,
      () => 'refused',
    );
    expect(after).toBe('refused');
  });

  it('a signal during start-up stops the server as soon as it is up, as cleanly', async () => {
    // No admin given: the server prints the one it creates, early in its start-up, before the demo data and the HTTP server.
    const server = spawnServer(process.execPath, ['dist-server/main.js'], { ADMIN_EMAIL: '', ADMIN_PASSWORD: '', DEMO_DATA: 'on' }, /(Admin account created)/);
    await server.ready;
    expect(server.child.kill('SIGTERM')).toBe(true);
    const exit = await within(server.exited, EXIT_TIMEOUT_MS, () => `still running ${EXIT_TIMEOUT_MS} ms after SIGTERM:\n${server.output()}`);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('SIGTERM: closing');
    expect(server.output()).not.toContain('listening on');
  });
});
