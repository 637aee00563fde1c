import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
import type { BenchResult } from './common';
import { FAN_COLLECTIONS, log, median, medianRun, round } from './common';
import { APP_DATABASE_NAME, countStoredDocs } from '../tests/kit/storedDocs';

/** The first sync of a state-scale set takes tens of seconds on a loaded machine: a generous bound. */
const FULL_SYNC_TIMEOUT_MS = 300_000;

/** One `/db` request a first sync's pull sent (recorded by `browserFullSync`'s `pulls`), replayed by the pipeline floor (storageFloor.ts). */
export interface PulledRequest {
  url: string;
  method: string;
  body: string | null;
}

/** A first sync's pulls by collection, in the order each collection sent them. */
export type PulledRequests = Record<string, PulledRequest[]>;

export interface FullSyncResult {
  /** Navigation to `/` until the first sync is complete, read in the page. */
  seconds: number;
  /** IndexedDB's share of the origin's storage (`navigator.storage.estimate()`), MB. */
  idbMB: number;
  /** Documents of the fan's collections stored in IndexedDB at the end. */
  docs?: number;
  /** Main-thread tasks over 50 ms until then (PerformanceObserver 'longtask'), their time over 50 ms, the longest. */
  longTasks: { count: number; blockingMs: number; longestMs: number };
  /** Which signal ended the timing: the app's User Timing mark, or (older builds) `liaa.synced` being written. */
  signal: 'mark' | 'localStorage';
  /** Navigation to the app's `liaa:sync-started` mark (its replications about to start), s; absent in builds without it. */
  syncStartedS?: number;
}

/**
 * Stamps in the page when the first sync completed: the app marks `liaa:first-sync-done`
 * (DatabaseProvider, when `awaitInSync` resolves) and writes `liaa.synced` in localStorage at the
 * same moment; a build from before the mark is timed by that write. Stamped in the page, so
 * Playwright's polling for it adds nothing to the figure.
 */
const RECORDER = `(() => {
  const stamp = { synced: null, longTasks: 0, blockingMs: 0, longestMs: 0 };
  window.__benchFullSync = stamp;
  // The page's long tasks until the sync is done: what the first sync costs the main thread.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (stamp.synced !== null && entry.startTime > stamp.synced) continue;
      stamp.longTasks += 1;
      stamp.blockingMs += entry.duration - 50;
      stamp.longestMs = Math.max(stamp.longestMs, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === 'liaa.synced' && value === '1' && stamp.synced === null) stamp.synced = performance.now();
    return setItem.call(this, key, value);
  };
})();`;

interface Stamps {
  mark: number | null;
  started: number | null;
  synced: number | null;
  longTasks: FullSyncResult['longTasks'];
}

/**
 * A fan's first sync in a fresh Chromium profile (on disk, as a fan's: an off-the-record context
 * keeps IndexedDB in memory): ms from navigation to `/` until the device's data is complete
 * (every collection pulled, the app's "first sync pending" over), then what IndexedDB holds.
 * Reused by rows on other servers (e.g. one holding past seasons too).
 */
export async function browserFullSync(
  serverUrl: string,
  options: { trace?: string; cpuProfile?: string; onSynced?: () => void; onStored?: (page: Page) => Promise<void>; pulls?: PulledRequests } = {},
): Promise<FullSyncResult> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'liaa-full-sync-'));
  let context: BrowserContext | null = null;
  try {
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, serviceWorkers: 'allow' });
    await context.addInitScript({ content: RECORDER });
    // `pulls`: each collection's `/db` reads until the sync is done, in order (the page's and its storage worker's), for the pipeline floor.
    let recording = options.pulls !== undefined;
    context.on('request', (request) => {
      if (!recording || !options.pulls) return;
      const collection = /\/db\/([^/]+)\/(?:_find|_changes|_all_docs|_bulk_get)\b/.exec(new URL(request.url()).pathname)?.[1];
      if (collection) (options.pulls[collection] ??= []).push({ url: request.url(), method: request.method(), body: request.postData() });
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const tracing = options.trace ? await startTracing(context, page) : null;
    await page.goto(serverUrl + '/', { waitUntil: 'commit' });
    const profiler = options.cpuProfile ? await context.newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 500 });
      await profiler.send('Profiler.start');
    }
    await page
      .waitForFunction(
        () => (window as unknown as { __benchFullSync?: { synced: number | null } }).__benchFullSync?.synced != null || performance.getEntriesByName('liaa:first-sync-done').length > 0,
        undefined,
        { timeout: FULL_SYNC_TIMEOUT_MS, polling: 250 },
      )
      .catch(async (error: unknown) => {
        // What the page says of its sync, and what it stored: a hang is then a bug report, not a timeout.
        const seen = await page
          .evaluate(async (names) => ({ header: document.querySelector('header')?.textContent ?? '', marks: performance.getEntriesByType('mark').map((m) => m.name), stored: await (async () => {
            const databases = await indexedDB.databases();
            return databases.map((d) => d.name).filter((n) => n && names.some(() => true));
          })() }), [...FAN_COLLECTIONS])
          .catch(() => null);
        throw new Error(`first sync not done in ${FULL_SYNC_TIMEOUT_MS} ms: ${JSON.stringify(seen)} (${String(error)})`);
      });
    recording = false;
    const stamps: Stamps = await page.evaluate(() => {
      const stamp = (window as unknown as { __benchFullSync: { synced: number | null; longTasks: number; blockingMs: number; longestMs: number } }).__benchFullSync;
      return {
        mark: performance.getEntriesByName('liaa:first-sync-done')[0]?.startTime ?? null,
        started: performance.getEntriesByName('liaa:sync-started')[0]?.startTime ?? null,
        synced: stamp.synced,
        longTasks: { count: stamp.longTasks, blockingMs: Math.round(stamp.blockingMs), longestMs: Math.round(stamp.longestMs) },
      };
    });
    options.onSynced?.();
    if (profiler && options.cpuProfile) writeFileSync(options.cpuProfile, JSON.stringify((await profiler.send('Profiler.stop')).profile));
    if (tracing && options.trace) await tracing.stop(options.trace);
    const ms = stamps.mark ?? stamps.synced ?? Number.NaN;
    const stored = { idbBytes: await page.evaluate(readIdbBytes), docs: await page.evaluate(countStoredDocs, { collections: [...FAN_COLLECTIONS], databaseName: APP_DATABASE_NAME }) };
    await options.onStored?.(page);
    return {
      seconds: ms / 1000,
      idbMB: stored.idbBytes / 1024 / 1024,
      docs: stored.docs,
      longTasks: stamps.longTasks,
      signal: stamps.mark !== null ? 'mark' : 'localStorage',
      ...(stamps.started !== null ? { syncStartedS: stamps.started / 1000 } : {}),
    };
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export { APP_DATABASE_NAME };

/** In the page: IndexedDB's usage (`navigator.storage.estimate()`). */
async function readIdbBytes(): Promise<number> {
  const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
  return estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0;
}

/** A Chromium trace of the page's renderer (main thread and workers), for profiling a first sync. */
async function startTracing(context: BrowserContext, page: Page): Promise<{ stop(file: string): Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'blink.user_timing', '__metadata'] },
  });
  return {
    /** Written to `file` chunk by chunk: a state-scale trace is larger than a string may be. */
    async stop(file: string) {
      const complete = new Promise<{ stream?: string }>((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      const { stream } = await complete;
      writeFileSync(file, '');
      if (!stream) return;
      for (;;) {
        const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 22 });
        appendFileSync(file, chunk.base64Encoded ? new Uint8Array(Buffer.from(chunk.data, 'base64')) : chunk.data);
        if (chunk.eof) break;
      }
      await cdp.send('IO.close', { handle: stream });
    },
  };
}

/** Runs of the full-sync row (a state-scale first sync takes 30-70 s on this machine). */
export const FULL_SYNC_RUNS = Number(process.env.BENCH_FULL_SYNC_RUNS ?? 3);

/** One fresh-profile first sync's line in the bench's log. */
export function logFullSync(label: string, result: FullSyncResult): FullSyncResult {
  log(
    `browser: full sync ${label} ${result.seconds.toFixed(1)} s, ${result.docs ?? '?'} docs, IndexedDB ${result.idbMB.toFixed(1)} MB, ${result.longTasks.count} long tasks (${result.longTasks.blockingMs} ms over 50 ms, longest ${result.longTasks.longestMs} ms)`,
  );
  return result;
}

/**
 * `sync.initial.{dataSet}.browser_full_sync_s`: the median of `runs` first syncs (each in a fresh
 * profile), with IndexedDB's size and the main thread's long tasks meanwhile in the note.
 */
export function fullSyncRow(dataSet: string, results: readonly FullSyncResult[]): BenchResult {
  const runs = results.length;
  const middle = medianRun(results, (run) => run.seconds);
  return {
    metric: `sync.initial.${dataSet}.browser_full_sync_s`,
    value: round(median(results.map((r) => r.seconds)), 1),
    unit: 's',
    target: 10,
    better: 'lower',
    note: `median of ${runs} (${results.map((r) => r.seconds.toFixed(1)).join(', ')} s); IndexedDB ${round(middle.idbMB, 1)} MB, ${middle.docs ?? '?'} docs; main thread meanwhile ${middle.longTasks.count} long tasks, ${middle.longTasks.blockingMs} ms over 50 ms, longest ${middle.longTasks.longestMs} ms (median run); timed by ${middle.signal === 'mark' ? "the 'liaa:first-sync-done' mark" : 'the liaa.synced write'}`,
  };
}

/**
 * `sync.initial.{dataSet}.browser_records`: how many records a fan's first sync stores (issue 41:
 * what a first sync costs a phone is mostly how many records it must put, docs/design/sync.md §14);
 * the most any run stored, beside the current season's public documents on the server (what it
 * would store if it replicated every school's rosters and stats).
 */
export function fullSyncRecordsRow(dataSet: string, results: readonly FullSyncResult[], onServer: number): BenchResult {
  const stored = results.map((run) => run.docs).filter((docs): docs is number => typeof docs === 'number');
  return {
    metric: `sync.initial.${dataSet}.browser_records`,
    value: stored.length > 0 ? Math.max(...stored) : Number.NaN,
    unit: 'records',
    target: 30_000,
    better: 'lower',
    baseline: onServer,
    note: `records stored by each of ${results.length} first syncs (${stored.join(', ')}); baseline: the current season's public documents on the server, every school's rosters and stats included (${onServer})`,
  };
}
