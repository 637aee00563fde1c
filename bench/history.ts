import type { TestServer } from '../tests/kit/server';
import type { BenchResult } from './common';
import { loadThroughServer, log, median, round, warmUpReads } from './common';
import type { FullSyncResult, PulledRequests } from './fullSync';
import { browserFullSync, logFullSync } from './fullSync';
import type { DemoData } from '../src/shared/demo/demoData';
import { createPastSeasonGames } from './stateData';
import type { Page } from '@playwright/test';

const EMPTY = { schools: [], games: [], rosters: [], articles: [], teamStats: [], featuredScores: [], playerStats: [], rankings: [], scoreEntries: [], divisions: [], playerGameLines: [], gameScorers: [] };

/** Adds three past seasons of the set's games to a server that holds the set: what history is on a real association's server. */
export async function loadPastSeasons(server: TestServer, data: DemoData, seasons = 3): Promise<number> {
  const past = createPastSeasonGames(data.games, seasons);
  const started = performance.now();
  await loadThroughServer(server, { ...EMPTY, games: past } as DemoData);
  log(`history: ${past.length} past-season games loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return past.length;
}

/**
 * A fan's first sync in fresh Chromium profiles on two servers up at once, the same state set on
 * both, one with past seasons added: runs alternate between them and swap order every round
 * (A B, B A, A B…), after one untimed read of each, so neither side always goes first while the load
 * on a shared machine drifts, nor pays alone for a server still digesting its bulk load.
 * `onStored` sees the first run's page on the server without history.
 */
export async function alternatingFullSyncs(
  withoutUrl: string,
  withUrl: string,
  runs: number,
  onStored?: (page: Page) => Promise<void>,
  pulls?: PulledRequests,
): Promise<{ without: FullSyncResult[]; withHistory: FullSyncResult[] }> {
  await warmUpReads(withoutUrl);
  await warmUpReads(withUrl);
  const without: FullSyncResult[] = [];
  const withHistory: FullSyncResult[] = [];
  for (let round = 0; round < runs; round++) {
    const first = round === 0 ? { onStored, pulls } : {};
    const a = async () => without.push(logFullSync('without history', await browserFullSync(withoutUrl, first)));
    const b = async () => withHistory.push(logFullSync('with history', await browserFullSync(withUrl)));
    for (const run of round % 2 === 0 ? [a, b] : [b, a]) await run();
  }
  return { without, withHistory };
}

/**
 * `sync.history_cost_ratio` (issue 19): a fan's first sync on the server with three past seasons
 * of games over the same on the server without, medians of alternating runs; IndexedDB MB for both.
 */
export function historyCostRows(without: readonly FullSyncResult[], withHistory: readonly FullSyncResult[], pastGames: number): BenchResult[] {
  const s0 = median(without.map((r) => r.seconds));
  const s1 = median(withHistory.map((r) => r.seconds));
  const mb0 = median(without.map((r) => r.idbMB));
  const mb1 = median(withHistory.map((r) => r.idbMB));
  const runs = (results: readonly FullSyncResult[]) => results.map((r) => r.seconds.toFixed(1)).join(', ');
  const note = `${without.length} alternating runs each, two servers up at once, medians: ${round(s1)} s with ${pastGames} past-season games (${runs(withHistory)}) / ${round(s0)} s without (${runs(without)}); IndexedDB ${round(mb1)} MB / ${round(mb0)} MB`;
  return [
    { metric: 'sync.history_cost_ratio', value: round(s1 / s0, 3), unit: 'ratio', target: 1.2, better: 'lower', baseline: 1, note },
    { metric: 'sync.history.idb_mb_without', value: round(mb0), unit: 'MB', target: null, better: 'lower' },
    { metric: 'sync.history.idb_mb_with', value: round(mb1), unit: 'MB', target: null, better: 'lower', baseline: round(mb0) },
  ];
}
