import PouchDB from 'pouchdb';
import memoryAdapter from 'pouchdb-adapter-memory';
import { COLLECTION_NAMES } from '../src/shared/schemas/collections';
import { createTestClient } from '../tests/kit/client';
import type { BenchResult } from './common';
import { log, median, round } from './common';

PouchDB.plugin(memoryAdapter);

let runCount = 0;

/** Seconds for a fresh RxDB client (memory storage, our startSync) to pull every collection until in sync. */
async function timeRxdb(url: string, expected: number): Promise<number> {
  const started = performance.now();
  // One client at a time: RxDB allows 13 open collections per process.
  const client = await createTestClient({ url }, { name: `bench-rx-${process.pid}-${++runCount}` });
  try {
    await client.sync.awaitInSync();
    const seconds = (performance.now() - started) / 1000;
    const counts = await Promise.all(COLLECTION_NAMES.map((c) => client.db.collections[c].count().exec()));
    const got = counts.reduce((a, b) => a + b, 0);
    if (got !== expected) throw new Error(`RxDB client holds ${got} documents, expected ${expected}`);
    return seconds;
  } finally {
    await client.close();
  }
}

/** Seconds for a stock PouchDB.replicate (default options, in-memory target) of the same databases, all at once like RxDB. */
async function timePouch(url: string, expected: number): Promise<number> {
  const prefix = `bench-pouch-${process.pid}-${++runCount}`;
  const locals = COLLECTION_NAMES.map((c) => new PouchDB(`${prefix}-${c}`, { adapter: 'memory' }));
  // skip_setup: the databases exist (the server creates them); a remote we close ourselves leaves no request behind.
  const remotes = COLLECTION_NAMES.map((c) => new PouchDB(`${url}/db/${c}`, { skip_setup: true }));
  const started = performance.now();
  try {
    await Promise.all(COLLECTION_NAMES.map((_, i) => PouchDB.replicate(remotes[i], locals[i])));
    const seconds = (performance.now() - started) / 1000;
    const infos = await Promise.all(locals.map((db) => db.info()));
    // Design documents of the store come along with a stock replication; RxDB's pull drops them.
    const got = infos.reduce((sum, info) => sum + info.doc_count, 0);
    if (got < expected) throw new Error(`PouchDB replicated ${got} documents, expected ${expected}`);
    return seconds;
  } finally {
    await Promise.all([...locals.map((db) => db.destroy()), ...remotes.map((db) => db.close())]);
  }
}

/**
 * Initial sync, ours against stock PouchDB, alternating runs on the same server
 * and data so that load on the machine hits both alike; medians are compared.
 */
export async function benchInitialSync(server: { url: string }, set: 'regional' | 'state', docs: number, runs: number): Promise<BenchResult[]> {
  const rx: number[] = [];
  const pouch: number[] = [];
  for (let i = 0; i < runs; i++) {
    rx.push(await timeRxdb(server.url, docs));
    log(`sync ${set}: RxDB run ${i + 1}/${runs}: ${rx[i].toFixed(2)} s`);
    pouch.push(await timePouch(server.url, docs));
    log(`sync ${set}: PouchDB run ${i + 1}/${runs}: ${pouch[i].toFixed(2)} s`);
  }
  const ours = median(rx);
  const stock = median(pouch);
  const runsNote = `median of ${runs} alternating run(s), ${docs} docs`;
  return [
    { metric: `sync.initial.${set}.ratio_vs_pouchdb`, value: round(ours / stock, 3), unit: 'ratio', target: 0.5, better: 'lower', note: `RxDB ${ours.toFixed(2)} s / PouchDB ${stock.toFixed(2)} s; ${runsNote}` },
    { metric: `sync.initial.${set}.rxdb_s`, value: round(ours), unit: 's', target: null, better: 'lower', baseline: round(stock), note: 'baseline = PouchDB.replicate' },
    { metric: `sync.initial.${set}.docs_per_s`, value: Math.round(docs / ours), unit: 'docs/s', target: null, better: 'higher', baseline: Math.round(docs / stock) },
  ];
}
