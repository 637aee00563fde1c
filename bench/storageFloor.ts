import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
import type { BenchResult } from './common';
import { FAN_COLLECTIONS, log, median, round } from './common';
import type { FullSyncResult, PulledRequests } from './fullSync';
import { APP_DATABASE_NAME } from './fullSync';

/**
 * The floor under a browser's first sync (issue 19, point 2: "near the speed its storage allows"):
 * the very records a first sync left in IndexedDB (RxDB's Dexie tables, their indexes as RxDB
 * declared them), written again into a fresh Chromium profile by a worker with nothing but
 * IndexedDB puts, a transaction of 1000 per collection at a time, the collections side by side,
 * as the storage worker's page writer does. No network, no JSON, no RxDB, no reads: what storing
 * these documents costs this machine's IndexedDB at least. `browser_full_sync_s` over it says how
 * much a first sync adds to the storage it cannot avoid.
 */

/** One IndexedDB database as a first sync left it: its stores, their indexes, the records of each. */
export interface StoredDatabase {
  name: string;
  stores: {
    name: string;
    keyPath: string | string[] | null;
    autoIncrement: boolean;
    indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[];
    records: unknown[];
  }[];
}

/**
 * In the page: every store of the fan collections' RxDB databases (named by `APP_DATABASE_NAME`),
 * records included. Source text, not a function: tsx would name its inner functions with a helper the page lacks.
 */
const READ_DATABASES = `async (collections, databaseName) => {
  const request = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
  const out = [];
  for (const info of await indexedDB.databases()) {
    const match = new RegExp(databaseName).exec(info.name ?? '');
    if (!match || !collections.includes(match[1])) continue;
    const db = await request(indexedDB.open(info.name));
    const stores = [];
    for (const storeName of Array.from(db.objectStoreNames)) {
      const store = db.transaction(storeName, 'readonly').objectStore(storeName);
      const indexes = Array.from(store.indexNames).map((n) => {
        const index = store.index(n);
        return { name: n, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
      });
      stores.push({ name: storeName, keyPath: store.keyPath, autoIncrement: store.autoIncrement, indexes, records: await request(store.getAll()) });
    }
    db.close();
    out.push({ name: match[1], stores });
  }
  return out;
}`;

/**
 * The writer, run in a worker of the page (as the app's storage worker): creates each database
 * with the stores and indexes it was given, then puts every store's records, `pageSize` to a
 * transaction, the databases side by side. Posts the ms from its first put to its last commit.
 * Given a database's pulls (`PulledRequest`s, as the app's first sync sent them), it also fetches
 * and parses them in order before its pages, each asked for while the page before is put (as the
 * storage worker's pager reads ahead): the network, the server and JSON under the same puts.
 */
const WRITER = `
const request = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
onmessage = async ({ data: { databases, pageSize, indexes, pulls } }) => {
  let fetched = 0;
  const get = (pull) => fetch(pull.url, { method: pull.method, body: pull.body ?? undefined, headers: pull.body ? { 'content-type': 'application/json' } : {} })
    .then((response) => { if (!response.ok) throw new Error(pull.method + ' ' + pull.url + ': ' + response.status); return response.json(); })
    .then((body) => { fetched += 1; return body; });
  try {
    const opened = [];
    for (const database of databases) {
      const open = indexedDB.open('floor-' + database.name, 1);
      open.onupgradeneeded = () => {
        for (const s of database.stores) {
          const store = open.result.createObjectStore(s.name, { keyPath: s.keyPath, autoIncrement: s.autoIncrement });
          if (indexes) for (const i of s.indexes) store.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
        }
      };
      opened.push({ db: await request(open), database });
    }
    const started = performance.now();
    let records = 0;
    await Promise.all(opened.map(async ({ db, database }) => {
      const queue = (pulls && pulls[database.name]) || [];
      let asked = 0;
      let next = queue.length > 0 ? get(queue[0]) : null;
      const pullOne = async () => {
        if (asked >= queue.length) return;
        await next;
        asked += 1;
        next = asked < queue.length ? get(queue[asked]) : null;
      };
      for (const s of database.stores) {
        for (let at = 0; at < s.records.length; at += pageSize) {
          if (s.name === 'docs') await pullOne();
          const tx = db.transaction(s.name, 'readwrite', { durability: 'default' });
          const store = tx.objectStore(s.name);
          for (const record of s.records.slice(at, at + pageSize)) store.put(record);
          records += Math.min(pageSize, s.records.length - at);
          await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); tx.onabort = () => reject(tx.error); });
        }
      }
      while (asked < queue.length) await pullOne();
    }));
    postMessage({ ms: performance.now() - started, records, fetched });
  } catch (error) {
    postMessage({ error: String(error) });
  }
};`;

export interface FloorResult {
  seconds: number;
  records: number;
  idbMB: number;
  /** Requests fetched and parsed beside the puts (the pipeline floor); 0 for the storage floor. */
  fetched: number;
}


/**
 * One write of `databases` in a fresh profile on the server's origin (its quota and disk as a fan's);
 * with `pulls`, each database's pulls fetched and parsed beside its puts (the pipeline floor).
 */
async function floorOnce(serverUrl: string, databases: StoredDatabase[], indexes: boolean, pulls?: PulledRequests): Promise<FloorResult> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'liaa-storage-floor-'));
  let context: BrowserContext | null = null;
  try {
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, serviceWorkers: 'block', bypassCSP: true }); // the server's CSP allows no blob: worker
    const page: Page = context.pages()[0] ?? (await context.newPage());
    // A document of the origin that runs nothing of the app: its logo.
    await page.goto(serverUrl + '/logo.svg');
    // The records go into the page a few thousand at a time (one argument of 30 MB closes the page), then to the worker whole.
    await page.evaluate(() => {
      (window as unknown as { __floor: unknown[] }).__floor = [];
    });
    for (const database of databases) {
      const stores = database.stores.map((s) => ({ ...s, records: [] as unknown[] }));
      await page.evaluate((db) => (window as unknown as { __floor: unknown[] }).__floor.push(db), { name: database.name, stores });
      for (const [i, store] of database.stores.entries()) {
        for (let at = 0; at < store.records.length; at += 2000) {
          const records = store.records.slice(at, at + 2000);
          await page.evaluate(
            ({ i, records }) => {
              const floor = (window as unknown as { __floor: { stores: { records: unknown[] }[] }[] }).__floor;
              floor[floor.length - 1].stores[i].records.push(...records);
            },
            { i, records },
          );
        }
      }
    }
    const answer = await page.evaluate(
      async ({ source, indexes, pulls }) => {
        const databases = (window as unknown as { __floor: unknown[] }).__floor;
        const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
        const result = await new Promise<{ ms?: number; records?: number; fetched?: number; error?: string }>((resolve) => {
          worker.onmessage = (event) => resolve(event.data as { ms?: number; records?: number; fetched?: number; error?: string });
          worker.onerror = (event) => resolve({ error: event.message });
          worker.postMessage({ databases, pageSize: 1000, indexes, pulls });
        });
        worker.terminate();
        const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
        return { ...result, idbBytes: estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0 };
      },
      { source: WRITER, indexes, pulls },
    );
    if (answer.error || answer.ms === undefined) throw new Error(`storage floor: ${answer.error ?? 'no answer'}`);
    return { seconds: answer.ms / 1000, records: answer.records ?? 0, idbMB: answer.idbBytes / 1024 / 1024, fetched: answer.fetched ?? 0 };
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export interface FloorRuns {
  withIndexes: FloorResult[];
  withoutIndexes: FloorResult;
  /** The same puts with the first sync's pulls fetched and parsed beside them. */
  pipeline: FloorResult[];
}

/**
 * The records a first sync stored, read from a fresh profile after one (`browserFullSync`'s
 * `onStored`), then `runs` writes of them with RxDB's indexes, each beside a run of the pipeline
 * floor (the same writes with that sync's pulls replayed: `pulls`), the two alternating and their
 * order reversed every run; then one write without any index.
 */
export async function storageFloorRuns(serverUrl: string, databases: StoredDatabase[], runs: number, pulls: PulledRequests): Promise<FloorRuns> {
  const withIndexes: FloorResult[] = [];
  const pipeline: FloorResult[] = [];
  const floor = async () => {
    const result = await floorOnce(serverUrl, databases, true);
    log(`browser: storage floor ${result.seconds.toFixed(1)} s, ${result.records} records, IndexedDB ${result.idbMB.toFixed(1)} MB`);
    withIndexes.push(result);
  };
  const withPulls = async () => {
    const result = await floorOnce(serverUrl, databases, true, pulls);
    log(`browser: pipeline floor ${result.seconds.toFixed(1)} s, ${result.records} records, ${result.fetched} requests fetched and parsed`);
    pipeline.push(result);
  };
  for (let run = 0; run < runs; run++) for (const step of run % 2 === 0 ? [floor, withPulls] : [withPulls, floor]) await step();
  const withoutIndexes = await floorOnce(serverUrl, databases, false);
  log(`browser: storage floor without indexes ${withoutIndexes.seconds.toFixed(1)} s`);
  return { withIndexes, withoutIndexes, pipeline };
}

/** In a page after a first sync: what it stored (for `storageFloorRuns`). */
export const readStoredDatabases = (page: Page): Promise<StoredDatabase[]> => page.evaluate(`(${READ_DATABASES})(${JSON.stringify(FAN_COLLECTIONS)}, ${JSON.stringify(APP_DATABASE_NAME)})`) as Promise<StoredDatabase[]>;

/** `sync.initial.state.browser_storage_floor_s`, and the first sync's ratio over it. */
export function storageFloorRows(fullSync: readonly FullSyncResult[], floor: FloorRuns): BenchResult[] {
  const floorS = median(floor.withIndexes.map((r) => r.seconds));
  const pipelineS = median(floor.pipeline.map((r) => r.seconds));
  const syncS = median(fullSync.map((r) => r.seconds));
  const startedS = median(fullSync.map((r) => r.syncStartedS ?? Number.NaN));
  const records = floor.withIndexes[0]?.records ?? 0;
  const runs = (results: readonly FloorResult[]) => results.map((r) => r.seconds.toFixed(1)).join(', ');
  return [
    {
      metric: 'sync.initial.state.browser_storage_floor_s',
      value: round(floorS, 1),
      unit: 's',
      target: null,
      better: 'lower',
      note: `the ${records} records a first sync stored, put again by a worker into a fresh profile with RxDB's indexes, 1000 to a transaction, collections side by side: median of ${floor.withIndexes.length} (${floor.withIndexes.map((r) => r.seconds.toFixed(1)).join(', ')} s), IndexedDB ${round(floor.withIndexes[0]?.idbMB ?? 0, 1)} MB; without any index ${floor.withoutIndexes.seconds.toFixed(1)} s`,
    },
    {
      metric: 'sync.initial.state.browser_full_sync_over_storage_floor',
      value: round(syncS / floorS, 2),
      unit: 'ratio',
      target: null,
      better: 'lower',
      baseline: round(floorS, 1),
      note: `browser_full_sync_s ${syncS.toFixed(1)} s over the storage floor ${floorS.toFixed(1)} s (the network, the server, JSON, RxDB and the page's work on top of the puts)`,
    },
    {
      metric: 'sync.initial.state.browser_pipeline_floor_s',
      value: round(pipelineS, 1),
      unit: 's',
      target: null,
      better: 'lower',
      baseline: round(floorS, 1),
      note: `the storage floor's puts with the first sync's ${floor.pipeline[0]?.fetched ?? 0} pulls fetched and parsed beside them, each asked for while the page before is put (no RxDB, no page): median of ${floor.pipeline.length} (${runs(floor.pipeline)} s), alternating with the storage floor's runs; ${round(pipelineS / floorS, 2)} times the storage floor`,
    },
    {
      metric: 'sync.initial.state.browser_full_sync_over_pipeline_floor',
      value: round(syncS / pipelineS, 2),
      unit: 'ratio',
      target: null,
      better: 'lower',
      baseline: round(pipelineS, 1),
      note: `browser_full_sync_s ${syncS.toFixed(1)} s over the pipeline floor ${pipelineS.toFixed(1)} s: what the page's start, RxDB and the page's work add to fetching, parsing and putting the same records`,
    },
    {
      metric: 'sync.initial.state.browser_sync_started_s',
      value: round(startedS, 2),
      unit: 's',
      target: null,
      better: 'lower',
      note: `navigation to the 'liaa:sync-started' mark (the page's start before its first pull, which neither floor has): median of ${fullSync.length} (${fullSync.map((r) => (r.syncStartedS ?? Number.NaN).toFixed(2)).join(', ')} s)`,
    },
  ];
}
