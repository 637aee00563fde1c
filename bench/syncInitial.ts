import PouchDB from 'pouchdb';
import memoryAdapter from 'pouchdb-adapter-memory';
import { createTestClient } from '../tests/kit/client';
import type { BenchResult } from './common';
import { FAN_COLLECTIONS, log, procStats, round, warmUpReads } from './common';

PouchDB.plugin(memoryAdapter);

/*
 * Both sides replicate the databases a fan's device replicates up front (FAN_COLLECTIONS: every
 * collection but the scoring log, which only signed-in scorers replicate, and the rosters and
 * stats a fan keeps per school, on demand). A stock PouchDB.replicate copies every database it is
 * given, so it is given those same ones.
 *
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
  /** Bytes the client received (answers' content-length: gzip where the server compressed). */
  bytes?: number;
}

/** The app's fetch, counting what the answers weigh on the wire (the change stream has no length). */
function countingFetch(tally: { bytes: number; unsized: number }): typeof fetch {
  return async (input, init) => {
    const answer = await globalThis.fetch(input, init);
    const length = answer.headers.get('content-length');
    if (length !== null) tally.bytes += Number(length);
    else if (!answer.headers.get('content-type')?.includes('text/event-stream')) tally.unsized += 1;
    return answer;
  };
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

/** A fresh RxDB client (memory storage, our startSync, signed out: a fan) pulling until in sync. */
async function timeRxdb(server: BenchServer, expected: number): Promise<Run> {
  let client: Awaited<ReturnType<typeof createTestClient>> | undefined;
  const tally = { bytes: 0, unsized: 0 };
  try {
    const run = await measure(server, async () => {
      // One client at a time: RxDB allows 13 open collections per process.
      client = await createTestClient(server, { name: `bench-rx-${process.pid}-${++runCount}`, syncOptions: { fetch: countingFetch(tally) } });
      await client.sync.awaitInSync();
    });
    const db = client?.db;
    const counts = db ? await Promise.all(FAN_COLLECTIONS.map((c) => db.collections[c].count().exec())) : [];
    const got = counts.reduce((a, b) => a + b, 0);
    if (got !== expected) throw new Error(`RxDB client holds ${got} documents, expected ${expected}`);
    const entries = db ? await db.collections.scoreEntries.count().exec() : 0;
    if (entries !== 0) throw new Error(`a fan's client pulled ${entries} score entries (fans do not replicate them)`);
    if (tally.unsized > 0) log(`sync: ${tally.unsized} answers without a content-length (not counted in bytes)`);
    return { ...run, bytes: tally.bytes };
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
  const locals = FAN_COLLECTIONS.map((c) => new PouchDB(`${prefix}-${c}`, { adapter: 'memory' }));
  // skip_setup: the databases exist (the server creates them); a remote we close ourselves leaves no request behind.
  const remotes = FAN_COLLECTIONS.map((c) => new PouchDB(`${server.url}/db/${c}`, { skip_setup: true }));
  try {
    const run = await measure(server, async () => {
      await Promise.all(FAN_COLLECTIONS.map((_, i) => PouchDB.replicate(remotes[i], locals[i])));
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
 * `entries`: scoring entries stored on the server, which neither side replicates.
 */
export async function benchInitialSync(server: BenchServer, set: 'regional' | 'state', docs: number, runs: number, entries = 0): Promise<BenchResult[]> {
  await warmUpReads(server.url);
  const rx: Run[] = [];
  const pouch: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const rxRun = () => timed(`sync ${set}: RxDB`, rx, () => timeRxdb(server, docs), i, runs);
    const pouchRun = () => timed(`sync ${set}: PouchDB`, pouch, () => timePouch(server, docs), i, runs);
    for (const run of i % 2 === 0 ? [rxRun, pouchRun] : [pouchRun, rxRun]) await run();
  }
  const ours = middle(rx.map((r) => r.seconds));
  const stock = middle(pouch.map((r) => r.seconds));
  const oursCpu = middle(rx.map((r) => r.cpuSeconds));
  const stockCpu = middle(pouch.map((r) => r.cpuSeconds));
  const what = `both replicate the ${FAN_COLLECTIONS.length} databases a fan replicates${entries ? ` (${entries} score entries stored, replicated by neither: fans never replicate them)` : ''}`;
  const runsNote = `median of ${runs} alternating run(s) after a warm-up read, ${docs} docs; ${what}`;
  return [
    { metric: `sync.initial.${set}.ratio_vs_pouchdb`, value: round(ours / stock, 3), unit: 'ratio', target: 0.5, better: 'lower', note: `RxDB ${ours.toFixed(2)} s / PouchDB ${stock.toFixed(2)} s; ${runsNote}` },
    { metric: `sync.initial.${set}.rxdb_s`, value: round(ours), unit: 's', target: null, better: 'lower', baseline: round(stock), note: 'baseline = PouchDB.replicate' },
    { metric: `sync.initial.${set}.docs_per_s`, value: Math.round(docs / ours), unit: 'docs/s', target: null, better: 'higher', baseline: Math.round(docs / stock) },
    { metric: `sync.initial.${set}.cpu_ratio_vs_pouchdb`, value: round(oursCpu / stockCpu, 3), unit: 'ratio', target: null, better: 'lower', note: `client + server CPU: RxDB ${oursCpu.toFixed(2)} s / PouchDB ${stockCpu.toFixed(2)} s` },
  ];
}

async function timed(label: string, runsOf: Run[], run: () => Promise<Run>, i: number, runs: number): Promise<void> {
  const result = await run();
  runsOf.push(result);
  const bytes = result.bytes === undefined ? '' : `, ${(result.bytes / 1e6).toFixed(1)} MB received`;
  log(`${label} run ${i + 1}/${runs}: ${result.seconds.toFixed(2)} s, ${result.cpuSeconds.toFixed(2)} CPU s${bytes}`);
}

/**
 * Issue 14: a fan's first sync with a season's scoring log stored on the server against the same
 * data without it, two servers up at once, runs alternating between them (and swapping order each
 * round). The fan does not replicate the log: what it receives and how long it takes should not move.
 */
export async function benchSyncWithPlays(withPlays: BenchServer, without: BenchServer, docs: number, entries: number, runs: number): Promise<BenchResult[]> {
  await warmUpReads(withPlays.url);
  await warmUpReads(without.url);
  const plays: Run[] = [];
  const none: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const playsRun = () => timed('sync state, plays stored: RxDB', plays, () => timeRxdb(withPlays, docs), i, runs);
    const noneRun = () => timed('sync state, no plays: RxDB', none, () => timeRxdb(without, docs), i, runs);
    for (const run of i % 2 === 0 ? [playsRun, noneRun] : [noneRun, playsRun]) await run();
  }
  const seconds = middle(plays.map((r) => r.seconds));
  const secondsWithout = middle(none.map((r) => r.seconds));
  const cpu = middle(plays.map((r) => r.cpuSeconds));
  const cpuWithout = middle(none.map((r) => r.cpuSeconds));
  const bytes = middle(plays.map((r) => r.bytes ?? Number.NaN));
  const bytesWithout = middle(none.map((r) => r.bytes ?? Number.NaN));
  const what = `a fan's first sync (RxDB, the ${FAN_COLLECTIONS.length} fan databases, ${docs} docs) with ${entries} score entries stored vs the same set without; median of ${runs} alternating run(s) on two servers`;
  return [
    { metric: 'sync.initial.state.with_plays.ratio_vs_without', value: round(seconds / secondsWithout, 3), unit: 'ratio', target: 1.1, better: 'lower', note: `${seconds.toFixed(2)} s / ${secondsWithout.toFixed(2)} s; client + server CPU ${cpu.toFixed(2)} / ${cpuWithout.toFixed(2)} s; ${what}` },
    { metric: 'sync.initial.state.with_plays.fan_s', value: round(seconds), unit: 's', target: null, better: 'lower', baseline: round(secondsWithout), note: 'baseline = the same set without plays' },
    { metric: 'sync.initial.state.with_plays.bytes_ratio_vs_without', value: round(bytes / bytesWithout, 3), unit: 'ratio', target: 1.1, better: 'lower', note: `${(bytes / 1e6).toFixed(2)} MB / ${(bytesWithout / 1e6).toFixed(2)} MB received (content-length, gzip)` },
  ];
}
