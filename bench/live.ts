import type { TestServer } from '../tests/kit/server';
import type { BenchResult } from './common';
import { FAN_COLLECTIONS, log, percentile, procStats, round } from './common';
import type { Fan, OnDoc } from './fans';
import { longpollFan, ourFan } from './fans';

export interface LiveSizes {
  /** Score changes in each of our phases (the 200). */
  changes: number;
  /**
   * Score changes in the stock long-poll phase, at most: it stops after the first
   * change that ends past baselineBudgetMs. Its cost is the store's, not ours:
   * at 500 fans every change wakes 500 long-polls, each a PouchDB live listener
   * reading LevelDB; a change took 10-95 s until the last fan had it (measured),
   * so 200 changes would take hours. Its p95 is over changes × fans deliveries.
   */
  baselineChanges: number;
  baselineBudgetMs: number;
  fansCompare: number;
  fansLarge: number;
}

const envCount = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const CHANGES = envCount('BENCH_LIVE_CHANGES', 200);
/**
 * BENCH_LIVE_CHANGES lowers the 200 changes when the machine is too busy;
 * BENCH_LIVE_BASELINE_CHANGES and BENCH_LIVE_BASELINE_S bound the long-poll phase's.
 */
export const LIVE_SIZES: LiveSizes = {
  changes: CHANGES,
  baselineChanges: Math.min(CHANGES, envCount('BENCH_LIVE_BASELINE_CHANGES', 5)),
  baselineBudgetMs: envCount('BENCH_LIVE_BASELINE_S', 60) * 1000,
  fansCompare: 500,
  fansLarge: 2000,
};
export const QUICK_LIVE_SIZES: LiveSizes = { changes: 10, baselineChanges: 10, baselineBudgetMs: 60_000, fansCompare: 10, fansLarge: 20 };

/** A fan that has not seen a change after this long counts as this late (and the run goes on). */
const GIVE_UP_MS = 30_000;

export interface PhaseResult {
  /** Score changes made (fewer than asked when the phase ran out of time). */
  changes: number;
  latencies: number[];
  missed: number;
  socketsPerFan: number;
  serverCpuS: number;
  /** The bench process's own CPU while the score changed (the fans share the machine with the server). */
  clientCpuS: number;
  serverPeakRssMb: number;
  deliveries: number;
}

type Score = Record<string, number | string | null>;
type GameCouchDoc = Record<string, unknown> & { _id: string; _rev: string; score?: { home?: Score; away?: Score }; updatedAt: number };

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

async function currentSeqs(url: string): Promise<Record<string, string | number>> {
  const seqs: Record<string, string | number> = {};
  for (const c of FAN_COLLECTIONS) seqs[c] = (await json<{ update_seq: string | number }>(await fetch(`${url}/db/${c}/`))).update_seq;
  return seqs;
}

/**
 * One phase: `fans` simulated tabs connect, an admin changes the LIVE game's
 * score `changes` times, each time waiting until every fan has the new version
 * (paced like a real game, never piling up); latency = admin's write ack to a
 * fan having the document.
 */
export async function runPhase(
  server: TestServer,
  kind: 'ours' | 'longpoll',
  fans: number,
  changes: number,
  gameId: string,
  budgetMs = Number.POSITIVE_INFINITY,
): Promise<PhaseResult> {
  const token = await server.adminToken();
  const pid = server.pid();
  if (pid === undefined) throw new Error('server not running');
  const since = await currentSeqs(server.url);
  let version = 0;
  const ackAt = new Map<number, number>();
  const seenAt = new Map<number, number[]>();
  let waiter: (() => void) | null = null;
  const onDoc: OnDoc = (doc, at) => {
    // The version travels in createdAt of the bench's writes: unique, and a number the schema allows.
    const seen = doc.updatedBy === 'bench' ? Number(doc.createdAt) : Number.NaN;
    if (!Number.isFinite(seen)) return;
    const list = seenAt.get(seen) ?? [];
    list.push(at);
    seenAt.set(seen, list);
    if (seen === version && list.length >= fans) waiter?.();
  };
  const make = kind === 'ours' ? ourFan : longpollFan;
  const crowd: Fan[] = [];
  for (let i = 0; i < fans; i++) {
    crowd.push(make({ baseUrl: server.url, since, collections: FAN_COLLECTIONS, watchId: gameId, onDoc }));
    // Connect in small waves: thousands of simultaneous handshakes would only measure the backlog.
    if (i % 100 === 99) await Promise.all(crowd.slice(-100).map((f) => f.ready));
  }
  await Promise.all(crowd.map((f) => f.ready));
  await new Promise((r) => setTimeout(r, 1000));

  const peakReset = procStats.resetPeak(pid);
  let sampledPeak = procStats.rssMb(pid);
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, procStats.rssMb(pid))), 100);
  const cpuBefore = procStats.cpuSeconds(pid);
  const clientCpuBefore = process.cpuUsage();
  let missed = 0;
  const changesStart = performance.now();
  let made = 0;
  try {
    for (let k = 1; k <= changes && (k === 1 || performance.now() - changesStart < budgetMs); k++) {
      made = k;
      const doc = await json<GameCouchDoc>(await fetch(`${server.url}/db/games/${encodeURIComponent(gameId)}`));
      version = Date.now() * 1000 + k;
      const home = { ...(doc.score?.home ?? {}) };
      const first = Object.keys(home).find((key) => key !== 'final') ?? '1';
      home[first] = k % 60;
      const next = { ...doc, updatedAt: Date.now(), updatedBy: 'bench', createdAt: version, score: { ...doc.score, home } };
      const arrived = new Promise<void>((resolve) => (waiter = resolve));
      const res = await fetch(`${server.url}/db/games/${encodeURIComponent(gameId)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(next),
      });
      ackAt.set(version, performance.now());
      await json<unknown>(res);
      if ((seenAt.get(version)?.length ?? 0) < fans) {
        await Promise.race([arrived, new Promise((r) => setTimeout(r, GIVE_UP_MS))]);
      }
      waiter = null;
      if (k % Math.max(1, Math.floor(changes / 5)) === 0) log(`live ${kind} ${fans} fans: ${k}/${changes} changes`);
    }
  } finally {
    clearInterval(sampler);
  }
  const serverCpuS = procStats.cpuSeconds(pid) - cpuBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const clientCpuS = (clientCpu.user + clientCpu.system) / 1e6;
  const hwm = procStats.peakRssMb(pid);
  const serverPeakRssMb = peakReset ? Math.max(hwm, sampledPeak) : sampledPeak;
  const socketsPerFan = Math.max(...crowd.map((f) => f.maxSockets()));
  crowd.forEach((f) => f.close());

  const latencies: number[] = [];
  let deliveries = 0;
  for (const [v, ack] of ackAt) {
    const seen = seenAt.get(v) ?? [];
    deliveries += Math.min(seen.length, fans);
    // The first sighting per fan is what counts; extra copies (a queued second pull) are ignored.
    const firsts = seen.slice(0, fans).map((at) => Math.max(0, at - ack));
    missed += fans - firsts.length;
    latencies.push(...firsts, ...Array<number>(fans - firsts.length).fill(GIVE_UP_MS));
  }
  await new Promise((r) => setTimeout(r, 500));
  return { changes: made, latencies, missed, socketsPerFan, serverCpuS, clientCpuS, serverPeakRssMb, deliveries };
}

/** The demo's LIVE game (or the first game, made LIVE by the first change). */
export async function liveGameId(url: string): Promise<string> {
  const res = await fetch(`${url}/db/games/_all_docs?include_docs=true`);
  const body = await json<{ rows: { id: string; doc?: { status?: string } }[] }>(res);
  const live = body.rows.find((r) => r.doc?.status === 'LIVE') ?? body.rows.find((r) => !r.id.startsWith('_design'));
  if (!live) throw new Error('no game to score');
  return live.id;
}

async function timedPhase(server: TestServer, kind: 'ours' | 'longpoll', fans: number, changes: number, gameId: string, budgetMs?: number): Promise<PhaseResult> {
  log(`live: ${kind === 'ours' ? 'ours' : 'stock long-poll'}, ${fans} fans, ${changes} changes`);
  const started = performance.now();
  const result = await runPhase(server, kind, fans, changes, gameId, budgetMs);
  const took = (performance.now() - started) / 1000;
  log(`live: ${kind} ${fans} fans, ${result.changes} changes took ${took.toFixed(0)} s (server ${result.serverCpuS.toFixed(1)} s CPU, bench ${result.clientCpuS.toFixed(1)} s)`);
  return result;
}

export async function benchLive(server: TestServer, sizes: LiveSizes): Promise<BenchResult[]> {
  const gameId = await liveGameId(server.url);
  // Large crowd first, on a fresh server: its peak memory is that run's alone.
  const large = await timedPhase(server, 'ours', sizes.fansLarge, sizes.changes, gameId);
  const ours = await timedPhase(server, 'ours', sizes.fansCompare, sizes.changes, gameId);
  const stock = await timedPhase(server, 'longpoll', sizes.fansCompare, sizes.baselineChanges, gameId, sizes.baselineBudgetMs);

  const p95 = percentile(ours.latencies, 95);
  const p95Stock = percentile(stock.latencies, 95);
  const missNote = (r: PhaseResult) => (r.missed ? `; ${r.missed} deliveries missed (counted as ${GIVE_UP_MS} ms)` : '');
  const perThousand = (cpuS: number, r: PhaseResult) => round((cpuS / r.deliveries) * 1000, 3);
  return [
    { metric: `live.p95_ratio_vs_longpoll.fans_${sizes.fansCompare}`, value: round(p95 / p95Stock, 3), unit: 'ratio', target: 1.0, better: 'lower', note: `p95 ours ${p95.toFixed(0)} ms (${ours.changes} changes) / long-poll ${p95Stock.toFixed(0)} ms (${stock.changes} changes: that phase stops at ${sizes.baselineChanges} changes or ${sizes.baselineBudgetMs / 1000} s, see bench/README)${missNote(ours)}${missNote(stock)}` },
    { metric: `live.p95_ms.fans_${sizes.fansCompare}`, value: round(p95, 1), unit: 'ms', target: null, better: 'lower', baseline: round(p95Stock, 1) },
    { metric: `live.p99_ms.fans_${sizes.fansLarge}`, value: round(percentile(large.latencies, 99), 1), unit: 'ms', target: 1000, better: 'lower', note: `p50 ${percentile(large.latencies, 50).toFixed(0)} ms, ${large.changes} changes; the bench's fans used ${perThousand(large.clientCpuS, large)} s CPU per 1000 updates on the same 2 cores${missNote(large)}` },
    { metric: `server.rss_mb.fans_${sizes.fansLarge}`, value: round(large.serverPeakRssMb, 1), unit: 'MB', target: 300, better: 'lower', note: `${large.changes} changes` },
    { metric: 'server.cpu_s_per_1000_fan_updates', value: perThousand(large.serverCpuS, large), unit: 's', target: null, better: 'lower', baseline: perThousand(stock.serverCpuS, stock), note: `ours at ${sizes.fansLarge} fans; baseline = long-poll at ${sizes.fansCompare} fans` },
    { metric: 'live.connections_per_fan_tab', value: large.socketsPerFan, unit: 'sockets', target: null, better: 'lower', baseline: stock.socketsPerFan, note: 'most sockets one fan held at once' },
  ];
}
