import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { buildServer } from '../scripts/build-server.mjs';
import { createDemoData } from '../src/shared/demo/demoData';
import type { TestServer } from '../tests/kit/server';
import { startTestServer } from '../tests/kit/server';
import { benchBrowser } from './browser';
import { FULL_SYNC_RUNS, fullSyncRecordsRow, fullSyncRow } from './fullSync';
import { alternatingFullSyncs, historyCostRows, loadPastSeasons } from './history';
import type { StoredDatabase } from './storageFloor';
import type { PulledRequests } from './fullSync';
import { readStoredDatabases, storageFloorRows, storageFloorRuns } from './storageFloor';
import type { BenchOptions, BenchResult } from './common';
import type { DemoData } from '../src/shared/demo/demoData';
import { PUBLIC_COLLECTIONS, countFanDocs, formatTable, loadThroughServer, log, parseArgs, wants, writeResults } from './common';
import { benchLighthouse } from './lighthouse';
import { benchLive, benchScoring, LIVE_SIZES, QUICK_LIVE_SIZES } from './live';
import { benchStandings, QUICK_STANDINGS_SIZES, STANDINGS_SIZES, STANDINGS_SPORT } from './standings';
import { createStateData, QUICK_STATE_SCALE, STATE_SCALE } from './stateData';
import { benchInitialSync, benchSyncWithPlays } from './syncInitial';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The web build the servers serve: `BENCH_DIST` (e.g. a build of another branch), else dist/. */
const DIST = process.env.BENCH_DIST ?? path.join(ROOT, 'dist');

function ensureBuild(): void {
  if (existsSync(path.join(DIST, 'index.html'))) return;
  log('dist/ missing: npm run build');
  // A production build whatever called the bench: under Vitest (the smoke test) NODE_ENV is 'test',
  // and Vite would build the development bundle (RxDB's dev-mode, ajv compiling schemas with
  // new Function, which the server's CSP refuses: the database never opens).
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

const envCount = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** The state set's scoring log: ~40 entries per game played (issue 14); BENCH_PLAYS_PER_GAME=0 drops it, a lower count loads faster. */
function stateScale(opts: BenchOptions, plays: boolean) {
  const scale = opts.quick ? QUICK_STATE_SCALE : STATE_SCALE;
  return { ...scale, entriesPerScoredGame: plays ? envCount('BENCH_PLAYS_PER_GAME', scale.entriesPerScoredGame) : 0 };
}

/**
 * Servers on the regional demo data (as a fresh install has it), on a loaded state-scale store
 * with its scoring log, and on the same state-scale store without one.
 */
async function withServer<T>(
  kind: 'regional' | 'state' | 'state-no-plays',
  opts: BenchOptions,
  use: (server: TestServer, data: DemoData) => Promise<T>,
  /** The data another server of this kind holds: a second server gets the same documents. */
  given?: DemoData,
): Promise<T> {
  const today = new Date();
  const server = await startTestServer({ demoData: false, staticDir: DIST, env: { SSE_HEARTBEAT_MS: '15000' } });
  try {
    const data = given ?? (kind === 'regional' ? createDemoData({ today }) : createStateData({ today, scale: stateScale(opts, kind === 'state') }));
    const started = performance.now();
    const written = await loadThroughServer(server, data);
    log(`${kind}: ${written} documents (${data.scoreEntries.length} score entries) loaded through /db in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return await use(server, data);
  } finally {
    await server.stop();
  }
}

/** What a fan's first sync holds: the data set but its scoring log, this season of the season-scoped collections. */
const fanDocs = (data: DemoData) => countFanDocs(data);

/**
 * Standings on the state set without its scoring log: fans do not replicate it, and the FINAL written
 * is a game scored without entries, whose score the server keeps (with entries it would compute it).
 */
async function standingsOn(server: TestServer, data: DemoData, opts: BenchOptions): Promise<BenchResult[]> {
  const season = data.divisions.find((d) => d.sport === STANDINGS_SPORT)?.season;
  if (!season) throw new Error(`the state set has no ${STANDINGS_SPORT} divisions`);
  return benchStandings(server, season, opts.quick ? QUICK_STANDINGS_SIZES : STANDINGS_SIZES);
}

export async function runBench(opts: BenchOptions, onProgress: (results: readonly BenchResult[]) => void = () => undefined): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const needsBuild = wants(opts, 'browser') || wants(opts, 'lighthouse');
  if (needsBuild) ensureBuild();
  // The servers run as production runs them (tests/kit/server.ts), from this tree's sources.
  await buildServer();

  if (wants(opts, 'sync') || wants(opts, 'lighthouse')) {
    await withServer('regional', opts, async (server, data) => {
      if (wants(opts, 'sync')) results.push(...(await benchInitialSync(server, 'regional', fanDocs(data), opts.quick ? 1 : 7, data.scoreEntries.length)));
      onProgress(results);
      if (wants(opts, 'lighthouse')) results.push(...(await benchLighthouse(server.url, opts.quick ? ['/'] : undefined, opts.quick ? 1 : undefined, { lowTier: !opts.quick })));
    });
  }
  if (wants(opts, 'sync') || wants(opts, 'browser')) {
    await withServer('state', opts, async (server, data) => {
      if (wants(opts, 'browser')) results.push(...(await benchBrowser(server.url, 'state', opts.quick ? 5_000 : 60_000)));
      onProgress(results);
      if (!wants(opts, 'sync')) return;
      const runs = opts.quick ? 1 : 2;
      results.push(...(await benchInitialSync(server, 'state', fanDocs(data), runs, data.scoreEntries.length)));
      onProgress(results);
      // The same set without its scoring log, on a second server: a fan's first sync side by side.
      await withServer('state-no-plays', opts, async (without) => {
        results.push(...(await benchSyncWithPlays(server, without, fanDocs(data), data.scoreEntries.length, runs)));
      });
    });
  }
  onProgress(results);
  if (wants(opts, 'browser')) {
    // A fan's whole first sync in Chromium, on the state set without its scoring log (fans do not replicate it),
    // and what history costs it: the same set with past seasons of its games on a second server up at
    // the same time, runs alternating between the two (history.ts). Quick mode loads one past season, not three.
    await withServer('state-no-plays', opts, async (server, data) => {
      await withServer('state-no-plays', opts, async (historyServer) => {
        const pastGames = await loadPastSeasons(historyServer, data, opts.quick ? 1 : 3);
        let stored: StoredDatabase[] = [];
        const pulls: PulledRequests = {};
        const { without, withHistory } = await alternatingFullSyncs(
          server.url,
          historyServer.url,
          opts.quick ? 1 : FULL_SYNC_RUNS,
          async (page) => {
            stored = await readStoredDatabases(page);
          },
          pulls,
        );
        results.push(fullSyncRow('state', without));
        // Beside what it would hold with every school's rosters and stats (issue 41's starting point).
        results.push(fullSyncRecordsRow('state', without, countFanDocs(data, undefined, PUBLIC_COLLECTIONS)));
        results.push(...historyCostRows(without, withHistory, pastGames));
        onProgress(results);
        // The same records put straight into IndexedDB: the floor a first sync stands on (issue 19, point 2);
        // and with the first run's pulls fetched and parsed beside the puts (the pipeline floor: issue 41).
        results.push(...storageFloorRows(without, await storageFloorRuns(server.url, stored, opts.quick ? 1 : 3, pulls)));
      }, data);
      onProgress(results);
      // The browser runs are over and the history server is stopped: the standings phase writes its finals here.
      if (wants(opts, 'standings')) results.push(...(await standingsOn(server, data, opts)));
    });
  }
  onProgress(results);
  if (wants(opts, 'live') || wants(opts, 'scoring')) {
    const sizes = opts.quick ? QUICK_LIVE_SIZES : LIVE_SIZES;
    await withServer('regional', opts, async (server) => {
      // The live phases first: the 2,000-fan phase's peak memory is a fresh server's.
      if (wants(opts, 'live')) results.push(...(await benchLive(server, sizes)));
      onProgress(results);
      if (wants(opts, 'scoring')) results.push(...(await benchScoring(server, sizes)));
    });
  }
  onProgress(results);
  if (wants(opts, 'standings') && !wants(opts, 'browser')) {
    await withServer('state-no-plays', opts, async (server, data) => {
      results.push(...(await standingsOn(server, data, opts)));
    });
  }
  return results;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  // Interrupted: exit so that the test kit's exit hook kills the server children too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  // A stock PouchDB remote leaves a request behind that fails when its server stops: say so, do not die of it.
  process.on('unhandledRejection', (reason: unknown) => log(`late rejection ignored: ${reason instanceof Error ? reason.message : String(reason)}`));
  const opts = parseArgs(process.argv.slice(2));
  const out = process.env.BENCH_OUT ?? path.join(ROOT, 'bench', 'results.json');
  const started = performance.now();
  // Partial results are kept: a long run that is stopped still leaves its figures.
  runBench(opts, (partial) => writeResults(out, partial))
    .then((results) => {
      writeResults(out, results);
      process.stdout.write(formatTable(results) + '\n');
      log(`done in ${((performance.now() - started) / 60_000).toFixed(1)} min; JSON in ${out}`);
      process.exit(0);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
