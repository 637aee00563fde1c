/**
 * Runs a command with TEST_COUCHDB_URL pointing at a separately started
 * CouchDB-compatible server (the embedded store on its own port), so the
 * integration suite also exercises the server's nano / COUCHDB_URL path.
 * With a real Apache CouchDB reachable, set TEST_COUCHDB_URL yourself and it is used as is.
 *
 *   tsx scripts/with-external-store.ts vitest run --project integration
 */
import { spawn } from 'node:child_process';
import { startStandaloneStore } from '../tests/kit/server';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/with-external-store.ts <command> [args…]');
  process.exit(2);
}

const given = process.env.TEST_COUCHDB_URL;
const store = given ? undefined : await startStandaloneStore();
const url = given ?? store!.url;
console.log(`Integration suite against an external CouchDB-compatible store (${given ? 'TEST_COUCHDB_URL' : 'standalone embedded store'})`);

const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_COUCHDB_URL: url },
  shell: process.platform === 'win32',
});
const code: number = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
await store?.stop();
process.exit(code);
