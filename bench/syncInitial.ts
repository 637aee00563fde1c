import PouchDB from 'pouchdb';
import memoryAdapter from 'pouchdb-adapter-memory';
import { COLLECTION_NAMES } from '../src/shared/schemas/collections';
import { createTestClient } from '../tests/kit/client';
import type { BenchResult } from './common';
import { log, procStats, round } from './common';

PouchDB.plugin(memoryAdapter);

/*
 * Our client runs with the options the app ships (startSync's defaults: pages of 1000,
 * the next page read ahead), not tuned for the bench. Measured once on the state set:
 * catch-up pages of 4000 cost 25% less CPU (client + server) than 1000, 10,000 more again;
 * the browser keeps 1000 so that no main-thread task holds a phone for long.
 */

interface BenchServer {
  url: string;
  /** The sync server's process id, for its CPU time (absent: client CPU only). */
  pid?: () => number | undefined;
}

interface Run {
  seconds: number;
  /** CPU seconds of this process (the client) plus the sync server's, during the run. */
  cpuSeconds: number;
}

let runCount = 0;

async function measure(server: BenchServer, work: () => Promise<void>): Promise<Run> {
  const pid = server.pid?.();
  const serverCpu = () => (pid === undefined ? 0 : procStats.cpuSeconds(pid));
  const server0 = serverCpu();
  const client0 = process.cpuUsage();
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  const client = process.cpuUsage(client0);
  return { seconds, cpuSeconds: (client.user + client.system) / 1e6 + serverCpu() - server0 };
}

/** A fresh RxDB client (memory storage, our startSync) pulling every collection until in sync. */
async function timeRxdb(server: BenchServer, expected: number): Promise<Run> {
  let client: Awaited<ReturnType<typeof createTestClient>> | undefined;
  try {
    const run = await measure(server, async () => {
      // One client at a time: RxDB allows 13 open collections per process.
      client = await createTestClient(server, { name: `bench-rx-${process.pid}-${++runCount}` });
      await client.sync.awaitInSync();
    });
    const db = client?.db;
    const counts = db ? await Promise.all(COLLECTION_NAMES.map((c) => db.collections[c].count().exec())) : [];
    const got = counts.reduce((a, b) => a + b, 0);
    if (got !== expected) throw new Error(`RxDB client holds ${got} documents, expected ${expected}`);
    return run;
  } finally {
    // Removed, not just closed: RxDB's memory storage keeps a closed database's documents for a
    // reopen, which would weigh on every later run (PouchDB's side is destroyed too).
    await client?.sync.stop();
    await client?.db.remove();
  }
}

/** A stock PouchDB.replicate (default options, in-memory target) of the same databases, all at once like RxDB. */
async function timePouch(server: BenchServer, expected: number): Promise<Run> {
  const prefix = `bench-pouch-${process.pid}-${++runCount}`;
  const locals = COLLECTION_NAMES.map((c) => new PouchDB(`${prefix}-${c}`, { adapter: 'memory' }));
  // skip_setup: the databases exist (the server creates them); a remote we close ourselves leaves no request behind.
  const remotes = COLLECTION_NAMES.map((c) => new PouchDB(`${server.url}/db/${c}`, { skip_setup: true }));
  try {
    const run = await measure(server, async () => {
      await Promise.all(COLLECTION_NAMES.map((_, i) => PouchDB.replicate(remotes[i], locals[i])));
    });
    const infos = await Promise.all(locals.map((db) => db.info()));
    // Design documents of the store come along with a stock replication; RxDB's pull drops them.
    const got = infos.reduce((sum, info) => sum + info.doc_count, 0);
    if (got < expected) throw new Error(`PouchDB replicated ${got} documents, expected ${expected}`);
    return run;
  } finally {
    await Promise.all([...locals.map((db) => db.destroy()), ...remotes.map((db) => db.close())]);
  }
}

/**
 * One untimed read of every database through the server, as either client reads it. The first
 * reader of a freshly started or freshly loaded server pays its warm-up (measured: a full read
 * of the state set took 8.4 s cold, about 3 s warm); without this that was always the RxDB run.
 */
async function warmUp(url: string): Promise<void> {
  for (const name of COLLECTION_NAMES) {
    let since: string | number = 0;
    for (;;) {
      const res = await fetch(`${url}/db/${name}/_changes?include_docs=true&limit=1000&since=${encodeURIComponent(String(since))}`);
      if (!res.ok) throw new Error(`warm-up read of ${name}: ${res.status}`);
      const page = (await res.json()) as { results: unknown[]; last_seq: string | number };
      since = page.last_seq;
      if (page.results.length < 1000) break;
    }
  }
}

/** The middle value; the mean of the two middle ones for an even count. */
function middle(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/**
 * Initial sync, ours against stock PouchDB, on the same server and data, after one
 * untimed warm-up read. Runs alternate and swap order every round (R P, P R, R P...)
 * so that neither side always goes first while load on the shared machine drifts;
 * medians are compared. CPU seconds (client + server) are reported too: unlike wall
 * time they hardly move with the load other processes put on the machine.
 */
export async function benchInitialSync(server: BenchServer, set: 'regional' | 'state', docs: number, runs: number): Promise<BenchResult[]> {
  await warmUp(server.url);
  const rx: Run[] = [];
  const pouch: Run[] = [];
  const time = async (label: string, runsOf: Run[], run: () => Promise<Run>, i: number) => {
    const result = await run();
    runsOf.push(result);
    log(`sync ${set}: ${label} run ${i + 1}/${runs}: ${result.seconds.toFixed(2)} s, ${result.cpuSeconds.toFixed(2)} CPU s`);
  };
  for (let i = 0; i < runs; i++) {
    const rxRun = () => time('RxDB', rx, () => timeRxdb(server, docs), i);
    const pouchRun = () => time('PouchDB', pouch, () => timePouch(server, docs), i);
    for (const run of i % 2 === 0 ? [rxRun, pouchRun] : [pouchRun, rxRun]) await run();
  }
  const ours = middle(rx.map((r) => r.seconds));
  const stock = middle(pouch.map((r) => r.seconds));
  const oursCpu = middle(rx.map((r) => r.cpuSeconds));
  const stockCpu = middle(pouch.map((r) => r.cpuSeconds));
  const runsNote = `median of ${runs} alternating run(s) after a warm-up read, ${docs} docs`;
  return [
    { metric: `sync.initial.${set}.ratio_vs_pouchdb`, value: round(ours / stock, 3), unit: 'ratio', target: 0.5, better: 'lower', note: `RxDB ${ours.toFixed(2)} s / PouchDB ${stock.toFixed(2)} s; ${runsNote}` },
    { metric: `sync.initial.${set}.rxdb_s`, value: round(ours), unit: 's', target: null, better: 'lower', baseline: round(stock), note: 'baseline = PouchDB.replicate' },
    { metric: `sync.initial.${set}.docs_per_s`, value: Math.round(docs / ours), unit: 'docs/s', target: null, better: 'higher', baseline: Math.round(docs / stock) },
    { metric: `sync.initial.${set}.cpu_ratio_vs_pouchdb`, value: round(oursCpu / stockCpu, 3), unit: 'ratio', target: null, better: 'lower', note: `client + server CPU: RxDB ${oursCpu.toFixed(2)} s / PouchDB ${stockCpu.toFixed(2)} s` },
  ];
}
