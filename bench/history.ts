import type { TestServer } from '../tests/kit/server';
import type { BenchResult } from './common';
import { loadThroughServer, log, median, round } from './common';
import type { FullSyncResult } from './fullSync';
import { fullSyncRuns } from './fullSync';
import type { DemoData } from '../src/shared/demo/demoData';
import { createPastSeasonGames } from './stateData';

const EMPTY = { schools: [], games: [], rosters: [], articles: [], teamStats: [], featuredScores: [], playerStats: [], rankings: [], scoreEntries: [], divisions: [] };

/**
 * `sync.history_cost_ratio` (issue 19): a fan's first sync in a fresh Chromium profile on the
 * state set, then on the same server after three past seasons of its games were added, divided
 * by the first. The runs without are the full-sync row's (a server cannot take documents back), as
 * many with, medians; IndexedDB MB reported for both.
 */
export async function benchHistoryCost(server: TestServer, data: DemoData, without: readonly FullSyncResult[]): Promise<BenchResult[]> {
  const runs = without.length;
  const past = createPastSeasonGames(data.games, 3);
  const started = performance.now();
  await loadThroughServer(server, { ...EMPTY, games: past } as DemoData);
  log(`history: ${past.length} past-season games loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const withHistory = await fullSyncRuns(server.url, runs);

  const s0 = median(without.map((r) => r.seconds));
  const s1 = median(withHistory.map((r) => r.seconds));
  const mb0 = median(without.map((r) => r.idbMB));
  const mb1 = median(withHistory.map((r) => r.idbMB));
  const note = `${runs} runs each, medians: ${round(s1)} s with ${past.length} past-season games / ${round(s0)} s without; IndexedDB ${round(mb1)} MB / ${round(mb0)} MB`;
  return [
    { metric: 'sync.history_cost_ratio', value: round(s1 / s0, 3), unit: 'ratio', target: 1.2, better: 'lower', baseline: 1, note },
    { metric: 'sync.history.idb_mb_without', value: round(mb0), unit: 'MB', target: null, better: 'lower' },
    { metric: 'sync.history.idb_mb_with', value: round(mb1), unit: 'MB', target: null, better: 'lower', baseline: round(mb0) },
  ];
}
