import { scoringFor } from '../src/shared/catalog/scoring';
import { periodsFor } from '../src/shared/catalog/periods';
import { formatHlc } from '../src/shared/scoring/hlc';
import type { TestServer } from '../tests/kit/server';
import type { BenchResult } from './common';
import { FAN_COLLECTIONS, currentSeqs, json, log, percentile, procStats, round } from './common';
import type { Fan, OnDoc } from './fans';
import { longpollFan, ourFan } from './fans';

export interface LiveSizes {
  /** Score changes in each of our phases (the issue's 200). */
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
 * BENCH_LIVE_CHANGES lowers the issue's 200 changes when the machine is too busy;
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
  /** Admin's write sent → a fan has the new version, every change × fan. */
  latencies: number[];
  /** Admin's write sent (the tap) → a fan has the game's new score, per kind of write. */
  tapLatencies: Record<WriteKind, number[]>;
  missed: number;
  socketsPerFan: number;
  serverCpuS: number;
  /** The bench process's own CPU while the score changed (the fans share the machine with the server). */
  clientCpuS: number;
  serverPeakRssMb: number;
  deliveries: number;
}

/**
 * How the admin changes the score: 'game' writes the game document (PUT /db/games/{id}, the
 * games editors' path); 'play' posts one play entry to /db/scoreEntries/_bulk_docs, as the scoring
 * console's replication does, and the server computes the game's score and writes the game.
 */
export type WriteKind = 'game' | 'play';

type Score = Record<string, number | string | null>;
type GameCouchDoc = Record<string, unknown> & { _id: string; _rev: string; sport: string; score?: { home?: Score; away?: Score }; updatedAt: number };


/** Every point of a score's period cells, both teams: each play adds to it, so it names the score a fan has. */
function pointsOf(score: unknown): number {
  let points = 0;
  if (typeof score !== 'object' || score === null) return points;
  for (const side of Object.values(score as Record<string, unknown>)) {
    if (typeof side !== 'object' || side === null) continue;
    for (const [key, value] of Object.entries(side as Record<string, unknown>)) if (key !== 'final' && typeof value === 'number') points += value;
  }
  return points;
}

/**
 * The play the scorer taps next: the sport's smallest play, in the team and period (among those
 * already scored) with the fewest points, so that 200 plays stay within the sport's limits.
 */
function nextPlay(game: GameCouchDoc): { team: 'home' | 'away'; period: string; value: number; play: string } {
  const scoring = scoringFor(game.sport);
  const play = [...scoring.plays].sort((a, b) => a.value - b.value)[0];
  if (!play) throw new Error(`${game.sport} has no plays to tap`);
  const numeric = periodsFor(game.sport).filter((p) => p.kind === 'number').map((p) => p.key);
  const scored = numeric.filter((key) => typeof game.score?.home?.[key] === 'number' || typeof game.score?.away?.[key] === 'number');
  const cells = (scored.length ? scored : numeric.slice(0, 1)).flatMap((period) => (['home', 'away'] as const).map((team) => ({ team, period, at: Number(game.score?.[team]?.[period] ?? 0) })));
  const final = (team: 'home' | 'away') => Number(game.score?.[team]?.final ?? 0);
  const open = cells.filter((c) => c.at + play.value <= scoring.maxPeriod && final(c.team) + play.value <= scoring.maxFinal).sort((a, b) => a.at - b.at);
  if (!open[0]) throw new Error(`game ${game._id} has no room for another ${play.key}`);
  return { team: open[0].team, period: open[0].period, value: play.value, play: play.key };
}

interface Change {
  kind: WriteKind;
  sentAt: number;
  ackAt: number;
  /** When each fan first had it (NaN: not yet). */
  seen: Float64Array;
  count: number;
}

/**
 * One phase: `fans` simulated tabs connect, an admin changes the game's score `changes` times
 * (writes taken in turn from `writes`), each time waiting until every fan has the new version
 * (paced like a real game, never piling up). A game write is known by its createdAt (the bench
 * stamps a unique number there); a play by the game's points after it.
 */
export async function runPhase(
  server: TestServer,
  kind: 'ours' | 'longpoll',
  fans: number,
  changes: number,
  gameId: string,
  budgetMs = Number.POSITIVE_INFINITY,
  writes: readonly WriteKind[] = ['game'],
): Promise<PhaseResult> {
  const token = await server.adminToken();
  const pid = server.pid();
  if (pid === undefined) throw new Error('server not running');
  const since = await currentSeqs(server.url);
  const made: Change[] = [];
  /** 'c{createdAt}' for a game write, 'p{points}' for a play. */
  const byKey = new Map<string, Change>();
  let current: Change | null = null;
  let waiter: (() => void) | null = null;
  const sighted = (key: string, fan: number, at: number) => {
    const change = byKey.get(key);
    if (!change || !Number.isNaN(change.seen[fan])) return;
    change.seen[fan] = at;
    change.count += 1;
    if (change === current && change.count >= fans) waiter?.();
  };
  const onDocOf = (fan: number): OnDoc => (doc, at) => {
    sighted(`c${Number(doc.createdAt)}`, fan, at);
    sighted(`p${pointsOf(doc.score)}`, fan, at);
  };
  const make = kind === 'ours' ? ourFan : longpollFan;
  const crowd: Fan[] = [];
  for (let i = 0; i < fans; i++) {
    crowd.push(make({ baseUrl: server.url, since, collections: FAN_COLLECTIONS, watchId: gameId, onDoc: onDocOf(i) }));
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
  const changesStart = performance.now();
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  try {
    for (let k = 1; k <= changes && (k === 1 || performance.now() - changesStart < budgetMs); k++) {
      const write = writes[(k - 1) % writes.length];
      const doc = await json<GameCouchDoc>(await fetch(`${server.url}/db/games/${encodeURIComponent(gameId)}`));
      const now = Date.now();
      let key: string;
      let request: RequestInit & { url: string };
      if (write === 'game') {
        // The version travels in createdAt of the bench's writes: unique, and a number the schema allows.
        const version = now * 1000 + k;
        key = `c${version}`;
        const home = { ...(doc.score?.home ?? {}) };
        const first = Object.keys(home).find((cell) => cell !== 'final') ?? '1';
        home[first] = k % 60;
        const next = { ...doc, updatedAt: now, createdAt: version, score: { ...doc.score, home } };
        request = { url: `${server.url}/db/games/${encodeURIComponent(gameId)}`, method: 'PUT', headers: auth, body: JSON.stringify(next) };
      } else {
        const play = nextPlay(doc);
        key = `p${pointsOf(doc.score) + play.value}`;
        const id = `${gameId}:bench-${now}-${k}`;
        const entry = { _id: id, id, gameId, kind: 'play', ...play, hlc: formatHlc({ wall: now, counter: 0, node: 'bench' }), device: 'bench', createdAt: now, updatedAt: now };
        // Player credit on (issue 39): each play names its scorer, so the server derives the team's credited lines too.
        const creditId = `${id}:credit`;
        const credit = { _id: creditId, id: creditId, gameId, kind: 'credit', target: id, player: { number: String(k % 30), name: `Bench Player ${k % 30}` }, hlc: formatHlc({ wall: now, counter: 1, node: 'bench' }), device: 'bench', createdAt: now, updatedAt: now };
        request = { url: `${server.url}/db/scoreEntries/_bulk_docs`, method: 'POST', headers: auth, body: JSON.stringify({ docs: [entry, credit] }) };
      }
      const change: Change = { kind: write, sentAt: performance.now(), ackAt: Number.NaN, seen: new Float64Array(fans).fill(Number.NaN), count: 0 };
      made.push(change);
      byKey.set(key, change);
      current = change;
      const arrived = new Promise<void>((resolve) => (waiter = resolve));
      const res = await fetch(request.url, request);
      change.ackAt = performance.now();
      const answer = await json<unknown>(res);
      const refused = Array.isArray(answer) ? answer.find((row: { error?: string }) => row.error) : undefined;
      if (refused) throw new Error(`the server refused the play: ${JSON.stringify(refused)}`);
      if (change.count < fans) await Promise.race([arrived, new Promise((r) => setTimeout(r, GIVE_UP_MS))]);
      waiter = null;
      current = null;
      if (k % Math.max(1, Math.floor(changes / 5)) === 0) log(`live ${kind} ${fans} fans (${writes.join('/')} writes): ${k}/${changes} changes`);
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
  const tapLatencies: Record<WriteKind, number[]> = { game: [], play: [] };
  let deliveries = 0;
  let missed = 0;
  for (const change of made) {
    deliveries += change.count;
    missed += fans - change.count;
    // A fan's first sighting is what counts; one that never saw it counts as GIVE_UP_MS late.
    for (const at of change.seen) {
      // From the write's send: the server's answer waits for its audit record, which fans do not.
      latencies.push(Number.isNaN(at) ? GIVE_UP_MS : Math.max(0, at - change.sentAt));
      tapLatencies[change.kind].push(Number.isNaN(at) ? GIVE_UP_MS : Math.max(0, at - change.sentAt));
    }
  }
  await new Promise((r) => setTimeout(r, 500));
  return { changes: made.length, latencies, tapLatencies, missed, socketsPerFan, serverCpuS, clientCpuS, serverPeakRssMb, deliveries };
}

/** The demo's LIVE game (or the first game, made LIVE by the first change). */
export async function liveGameId(url: string): Promise<string> {
  const res = await fetch(`${url}/db/games/_all_docs?include_docs=true`);
  const body = await json<{ rows: { id: string; doc?: { status?: string } }[] }>(res);
  const live = body.rows.find((r) => r.doc?.status === 'LIVE') ?? body.rows.find((r) => !r.id.startsWith('_design'));
  if (!live) throw new Error('no game to score');
  return live.id;
}

/**
 * The game the scoring phase taps plays into: a LIVE game of a sport scored by plays, other than
 * `exclude` (the live phases' game) when there is one, with the most room below the sport's
 * largest final.
 */
export async function scoringGameId(url: string, exclude?: string): Promise<string> {
  const res = await fetch(`${url}/db/games/_all_docs?include_docs=true`);
  const body = await json<{ rows: { id: string; doc?: GameCouchDoc & { status?: string } }[] }>(res);
  const room = (doc: GameCouchDoc) => scoringFor(doc.sport).maxFinal - Math.max(Number(doc.score?.home?.final ?? 0), Number(doc.score?.away?.final ?? 0));
  const live = body.rows
    .flatMap((r) => (r.doc?.status === 'LIVE' && scoringFor(r.doc.sport).mode === 'plays' && scoringFor(r.doc.sport).plays.length > 0 ? [r.doc] : []))
    .sort((a, b) => Number(a._id === exclude) - Number(b._id === exclude) || room(b) - room(a));
  if (!live[0]) throw new Error('no LIVE game scored by plays');
  return live[0]._id;
}

async function timedPhase(server: TestServer, kind: 'ours' | 'longpoll', fans: number, changes: number, gameId: string, budgetMs?: number, writes?: readonly WriteKind[]): Promise<PhaseResult> {
  log(`live: ${kind === 'ours' ? 'ours' : 'stock long-poll'}, ${fans} fans, ${changes} changes${writes ? ` (${writes.join(', ')} in turn)` : ''}`);
  const started = performance.now();
  const result = await runPhase(server, kind, fans, changes, gameId, budgetMs, writes);
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

/**
 * Issue 14: a scorer's tap (one play entry posted to /db/scoreEntries/_bulk_docs) until every fan
 * has the game's new score, the server computing it from the game's entries and writing the game
 * in between; against writing the game document directly (PUT /db/games/{id}), in turn on the same
 * crowd so that both meet the same load. Both timed from the admin's request going out.
 */
export async function benchScoring(server: TestServer, sizes: LiveSizes): Promise<BenchResult[]> {
  const gameId = await scoringGameId(server.url, await liveGameId(server.url));
  const fans = sizes.fansCompare;
  const phase = await timedPhase(server, 'ours', fans, sizes.changes * 2, gameId, undefined, ['play', 'game']);
  const plays = phase.tapLatencies.play;
  const games = phase.tapLatencies.game;
  const at = (values: number[], p: number) => round(percentile(values, p), 1);
  const missed = phase.missed ? `; ${phase.missed} deliveries missed (counted as ${GIVE_UP_MS} ms)` : '';
  const what = `${plays.length / fans} plays (each credited to a player) and ${games.length / fans} game writes in turn, ${fans} fans, game ${gameId}; baseline = the game document written directly`;
  return [
    { metric: `scoring.tap_to_fan_ms.p95.fans_${fans}`, value: at(plays, 95), unit: 'ms', target: 1000, better: 'lower', baseline: at(games, 95), note: `p50 ${at(plays, 50)} / p99 ${at(plays, 99)} ms (game write: p50 ${at(games, 50)} / p99 ${at(games, 99)} ms); ${what}${missed}` },
    { metric: `scoring.tap_to_fan_ms.p50.fans_${fans}`, value: at(plays, 50), unit: 'ms', target: null, better: 'lower', baseline: at(games, 50) },
    { metric: `scoring.tap_to_fan_ms.p99.fans_${fans}`, value: at(plays, 99), unit: 'ms', target: null, better: 'lower', baseline: at(games, 99) },
    { metric: `scoring.tap_to_fan.p95_ratio_vs_game_write.fans_${fans}`, value: round(percentile(plays, 95) / percentile(games, 95), 3), unit: 'ratio', target: null, better: 'lower', note: `the server's recompute and game write: p95 ${at(plays, 95)} / ${at(games, 95)} ms; server ${round((phase.serverCpuS / phase.deliveries) * 1000, 3)} s CPU per 1000 fan updates (both kinds)` },
  ];
}
