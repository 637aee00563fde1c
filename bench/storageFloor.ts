import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
import type { BenchResult } from './common';
import { FAN_COLLECTIONS, log, median, round } from './common';
import type { FullSyncResult } from './fullSync';
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
 */
const WRITER = `
const request = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
onmessage = async ({ data: { databases, pageSize, indexes } }) => {
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
      for (const s of database.stores) {
        for (let at = 0; at < s.records.length; at += pageSize) {
          const tx = db.transaction(s.name, 'readwrite', { durability: 'default' });
          const store = tx.objectStore(s.name);
          for (const record of s.records.slice(at, at + pageSize)) store.put(record);
          records += Math.min(pageSize, s.records.length - at);
          await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); tx.onabort = () => reject(tx.error); });
        }
      }
    }));
    postMessage({ ms: performance.now() - started, records });
  } catch (error) {
    postMessage({ error: String(error) });
  }
};`;

export interface FloorResult {
  seconds: number;
  records: number;
  idbMB: number;
}

/** One write of `databases` in a fresh profile on the server's origin (its quota and disk as a fan's). */
async function floorOnce(serverUrl: string, databases: StoredDatabase[], indexes: boolean): Promise<FloorResult> {
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
      async ({ source, indexes }) => {
        const databases = (window as unknown as { __floor: unknown[] }).__floor;
        const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
        const result = await new Promise<{ ms?: number; records?: number; error?: string }>((resolve) => {
          worker.onmessage = (event) => resolve(event.data as { ms?: number; records?: number; error?: string });
          worker.onerror = (event) => resolve({ error: event.message });
          worker.postMessage({ databases, pageSize: 1000, indexes });
        });
        worker.terminate();
        const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
        return { ...result, idbBytes: estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0 };
      },
      { source: WRITER, indexes },
    );
    if (answer.error || answer.ms === undefined) throw new Error(`storage floor: ${answer.error ?? 'no answer'}`);
    return { seconds: answer.ms / 1000, records: answer.records ?? 0, idbMB: answer.idbBytes / 1024 / 1024 };
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The records a first sync stored, read from a fresh profile after one (`browserFullSync`'s
 * `onStored`), then `runs` writes of them with RxDB's indexes and one without any.
 */
export async function storageFloorRuns(serverUrl: string, databases: StoredDatabase[], runs: number): Promise<{ withIndexes: FloorResult[]; withoutIndexes: FloorResult }> {
  const withIndexes: FloorResult[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await floorOnce(serverUrl, databases, true);
    log(`browser: storage floor ${result.seconds.toFixed(1)} s, ${result.records} records, IndexedDB ${result.idbMB.toFixed(1)} MB`);
    withIndexes.push(result);
  }
  const withoutIndexes = await floorOnce(serverUrl, databases, false);
  log(`browser: storage floor without indexes ${withoutIndexes.seconds.toFixed(1)} s`);
  return { withIndexes, withoutIndexes };
}

/** In a page after a first sync: what it stored (for `storageFloorRuns`). */
export const readStoredDatabases = (page: Page): Promise<StoredDatabase[]> => page.evaluate(`(${READ_DATABASES})(${JSON.stringify(FAN_COLLECTIONS)}, ${JSON.stringify(APP_DATABASE_NAME)})`) as Promise<StoredDatabase[]>;

/** `sync.initial.state.browser_storage_floor_s`, and the first sync's ratio over it. */
export function storageFloorRows(fullSync: readonly FullSyncResult[], floor: { withIndexes: FloorResult[]; withoutIndexes: FloorResult }): BenchResult[] {
  const floorS = median(floor.withIndexes.map((r) => r.seconds));
  const syncS = median(fullSync.map((r) => r.seconds));
  const records = floor.withIndexes[0]?.records ?? 0;
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
  ];
}
