/**
 * Runs a command with TEST_COUCHDB_URL pointing at a separately started
 * CouchDB-compatible server (the embedded store on its own port), so the
 * integration suite also exercises the server's nano / COUCHDB_URL path.
 * With a real Apache CouchDB reachable, set TEST_COUCHDB_URL yourself and it is used as is.
 *
 *   tsx scripts/with-external-store.ts vitest run --project integration
 *
 * `--only-given` runs the command only when TEST_COUCHDB_URL names a store (a real CouchDB):
 * `npm test` runs the integration suite once on the embedded store, and again only against a
 * real CouchDB when one is given (the standalone embedded store is the same code on another port).
 */
import { spawn } from 'node:child_process';
import { startStandaloneStore } from '../tests/kit/server';

const argv = process.argv.slice(2);
const onlyGiven = argv[0] === '--only-given';
const [command, ...args] = onlyGiven ? argv.slice(1) : argv;
if (!command) {
  console.error('usage: tsx scripts/with-external-store.ts [--only-given] <command> [args…]');
  process.exit(2);
}

const given = process.env.TEST_COUCHDB_URL || undefined;
if (onlyGiven && !given) {
  console.log('TEST_COUCHDB_URL is not set: the integration suite ran once, on the embedded store (set it to run the suite against a real CouchDB too)');
  process.exit(0);
}
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
