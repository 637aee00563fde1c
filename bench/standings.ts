import { loadavg } from 'node:os';
import { periodsFor } from '../src/shared/catalog/periods';
import { normalizeSportKey } from '../src/shared/catalog/sports';
import type { AppDatabase } from '../src/data/database';
import type { CouchDoc } from '../src/data/sync/couchDocs';
import { couchToRx } from '../src/data/sync/couchDocs';
import type { DivisionsDoc } from '../src/shared/schemas/divisions.schema';
import { divisionsDocId } from '../src/shared/schemas/divisions.schema';
import type { GameDoc } from '../src/shared/schemas/games.schema';
import { gamesSchema } from '../src/shared/schemas/games.schema';
import { withDerivedFinals } from '../src/shared/scoring/score';
import type { DivisionStandings, StandingsRow } from '../src/shared/standings/compute';
import { computeStandings } from '../src/shared/standings/compute';
import { memoizeByGames } from '../src/shared/standings/memo';
import { seasonIsoBounds } from '../src/shared/standings/season';
import type { StandingsGame } from '../src/shared/standings/tally';
import type { TestServer } from '../tests/kit/server';
import { createTestClient } from '../tests/kit/client';
import type { BenchResult } from './common';
import { FAN_COLLECTIONS, currentSeqs, json, log, median, percentile, round } from './common';
import type { Fan } from './fans';
import { ourFan } from './fans';

/*
 * Issue: standings computed on the device from FINAL games (src/shared/standings).
 * 1. What a fan's device does to show a sport's standings, on the state-scale set as a synced
 *    RxDB client holds it: read the season's games of the sport through the (sport, status, time)
 *    index, the sport's `divisions` document and its schools' names, then computeStandings.
 * 2. An admin's FINAL written through the server until a fan's standings row shows the new W-L.
 */

export interface StandingsSizes {
  /** Timed runs of the device's work (median and p95 over them). */
  runs: number;
  fans: number;
  /** FINAL writes in the fan phase, each followed by a plain game write (the game reopened). */
  finals: number;
}

const envCount = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const STANDINGS_SIZES: StandingsSizes = { runs: 15, fans: 500, finals: envCount('BENCH_STANDINGS_FINALS', 20) };
export const QUICK_STANDINGS_SIZES: StandingsSizes = { runs: 3, fans: 10, finals: 3 };

/** The sport whose standings are timed: every division of it. */
export const STANDINGS_SPORT = 'football';

/** A fan that has not had a write after this long counts as this late. */
const GIVE_UP_MS = 30_000;

const STATUSES = ['FINAL', 'LIVE', 'UPCOMING'] as const;

type Names = ReadonlyMap<string, string>;

interface DeviceRead {
  games: GameDoc[];
  /** The index RxDB's query plan read, e.g. 'status, time, id'. */
  index: string;
  setup: DivisionsDoc;
  names: Names;
}

/**
 * The device's read: the sport's FINAL, LIVE and UPCOMING games of the season, each status one
 * range of the (sport, status, time) index (games schema v3), the
 * sport's divisions document, its members' names. `nudge` (ms) moves the season's end bound so
 * that each run is a new query: RxDB answers a query it has run before from its cache, without
 * reading storage. No game is that close to the end (stateData keeps games a minute inside).
 */
async function readForStandings(db: AppDatabase, sport: string | null, season: string, nudge: number): Promise<DeviceRead> {
  const { start, end } = seasonIsoBounds(season);
  const until = new Date(Date.parse(end) - nudge).toISOString();
  const lists = await Promise.all(
    STATUSES.map((status) => {
      // The app's read (src/data/standingsQuery.ts sportSeasonGames$): one range of the (sport, status, time) index.
      const query = db.games.find({ selector: { ...(sport ? { sport } : {}), status, time: { $gte: start, $lt: until } }, sort: [{ time: 'asc' }] });
      // RxDB puts _deleted in front of every index it builds; a scan of every game fails the run.
      const index = query.getPreparedQuery().queryPlan.index.filter((field) => field !== '_deleted');
      if (!index.includes('status') || !index.includes('time')) throw new Error(`the standings query used the index [${index.join(', ')}], not one with status and time`);
      return query.exec().then((docs) => ({ docs, index: index.join(', ') }));
    }),
  );
  const setupDoc = await db.divisions.findOne(divisionsDocId(sport ?? STANDINGS_SPORT, season)).exec();
  if (!setupDoc) throw new Error(`the device holds no divisions document for ${sport ?? STANDINGS_SPORT} ${season}`);
  const setup = setupDoc.toJSON() as DivisionsDoc;
  const schools = await db.schools.findByIds(setup.divisions.flatMap((d) => d.schoolIds)).exec();
  const names = new Map([...schools.values()].map((school) => [school.id, school.name]));
  return { games: lists.flatMap((list) => list.docs).map((doc) => doc.toJSON() as GameDoc), index: lists[0].index, setup, names };
}

const standingsOf = (games: readonly StandingsGame[], sport: string, season: string, setup: DivisionsDoc, names: Names): DivisionStandings[] =>
  computeStandings({ games, sport, season, setup, teamNames: names });

/** The calculator the app keeps per sport (src/data/standingsQuery.ts's, inlined: the bench must not move with that file). */
function calculator(sport: string, season: string, onCompute: () => void) {
  return memoizeByGames<{ games: readonly StandingsGame[]; setup: DivisionsDoc; names: Names }, DivisionStandings[]>(
    ({ games, setup, names }) => {
      onCompute();
      return standingsOf(games, sport, season, setup, names);
    },
    (game) => (normalizeSportKey(game.sport) ?? game.sport) === sport,
    ({ setup, names }) => JSON.stringify([setup.divisions, setup.tiebreakers, setup.divisions.flatMap((d) => d.schoolIds.map((id) => names.get(id) ?? id))]),
  );
}

const rowOf = (standings: readonly DivisionStandings[], schoolId: string): StandingsRow | undefined => {
  for (const division of standings) for (const row of division.rows) if (row.schoolId === schoolId) return row;
  return undefined;
};

const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

export interface DeviceState {
  games: GameDoc[];
  setup: DivisionsDoc;
  names: Names;
}

/**
 * Row 1 and the memo row, on a fresh RxDB client (a signed-out fan, memory storage, our
 * startSync) synced with the state server, its sync then stopped: the device's data at rest.
 * Returns the sport's season games as the device read them, for the fan phase's copies.
 */
export async function benchStandingsCompute(server: TestServer, season: string, sizes: StandingsSizes): Promise<{ results: BenchResult[]; device: DeviceState }> {
  const sport = STANDINGS_SPORT;
  const client = await createTestClient(server, { name: `bench-standings-${process.pid}` });
  try {
    const synced = performance.now();
    await client.sync.awaitInSync();
    await client.sync.stop();
    const db = client.db;
    log(`standings: device synced ${await db.games.count().exec()} games in ${((performance.now() - synced) / 1000).toFixed(1)} s`);

    // Row 1: read + compute, each run a new query (see readForStandings).
    const total: number[] = [];
    const reading: number[] = [];
    const computing: number[] = [];
    const cpu: number[] = [];
    let last: { read: DeviceRead; standings: DivisionStandings[] } | undefined;
    for (let run = 0; run <= sizes.runs; run++) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const read = await readForStandings(db, sport, season, run + 1);
      const readAt = performance.now();
      const standings = standingsOf(read.games, sport, season, read.setup, read.names);
      const done = performance.now();
      const used = process.cpuUsage(cpuBefore);
      // Run 0 is the page's first open (RxDB makes each document's object then): reported apart.
      total.push(done - started);
      reading.push(readAt - started);
      computing.push(done - readAt);
      // CPU time hardly moves with what else runs on the machine; wall time does (bench/README).
      cpu.push((used.user + used.system) / 1000);
      last = { read, standings };
    }
    if (!last) throw new Error('no run');
    const [first, ...timed] = total;
    const games = last.read.games;
    const finals = games.filter((g) => g.status === 'FINAL').length;
    const teams = last.standings.reduce((n, d) => n + d.rows.length, 0);
    const played = last.standings.reduce((n, d) => n + d.rows.reduce((m, r) => m + r.overall.wins + r.overall.losses + r.overall.ties, 0), 0) / 2;
    if (finals === 0 || played !== finals) throw new Error(`standings counted ${played} games of ${finals} FINAL ones`);

    // The memo row: the app's calculator is fed the sport's season games (its queries read only those:
    // another sport's change does not even reach them); a change the standings do not read (a game's
    // notes) answers the queries again; the calculator must not compute again.
    let computed = 0;
    const calculate = calculator(sport, season, () => (computed += 1));
    const every = await readForStandings(db, sport, season, 0);
    const args = { games: every.games, setup: last.read.setup, names: last.read.names };
    calculate(args);
    const other = every.games.find((g) => g.status === 'FINAL');
    if (!other) throw new Error('no FINAL game to annotate');
    const memoRuns: number[] = [];
    const fullRuns: number[] = [];
    const requery: number[] = [];
    for (let run = 0; run < sizes.runs; run++) {
      const doc = await db.games.findOne(other.id).exec();
      await doc?.incrementalPatch({ notes: `bench change ${run}`, updatedAt: Date.now() });
      const queried = performance.now();
      const after = await readForStandings(db, sport, season, 0);
      const started = performance.now();
      calculate({ ...args, games: after.games });
      const memoDone = performance.now();
      standingsOf(after.games, sport, season, args.setup, args.names);
      fullRuns.push(performance.now() - memoDone);
      memoRuns.push(memoDone - started);
      requery.push(started - queried);
      if (!after.games.some((g) => g.id === other.id && g.notes === `bench change ${run}`)) throw new Error('the changed game did not reach the query');
    }
    if (computed !== 1) throw new Error(`the memoized standings computed ${computed - 1} times again for a change they do not read`);

    const ms = (v: number) => round(v, 2);
    const what = `${sport}: ${games.length} games of the season (${finals} FINAL, ${games.length - finals} LIVE/UPCOMING), ${teams} teams in ${last.standings.length} divisions`;
    const results: BenchResult[] = [
      {
        metric: 'standings.compute_ms.state',
        value: ms(median(timed)),
        unit: 'ms',
        target: 50,
        better: 'lower',
        note: `median of ${timed.length} runs (p95 ${ms(percentile(timed, 95))} ms): the season's FINAL, LIVE and UPCOMING ${sport} games through the (${last.read.index}) index, the divisions doc, the members' names (RxDB, memory storage, the state set as synced), then computeStandings; read ${ms(median(reading.slice(1)))} + compute ${ms(median(computing.slice(1)))} ms, CPU ${ms(median(cpu.slice(1)))} ms${last.read.index.startsWith('sport') ? '' : ` (the index's ranges hold ${every.games.length} games of every sport, the sport is matched on each)`}; the first read of the page ${ms(first)} ms; ${what}; load average ${load()}`,
      },
      { metric: 'standings.compute_ms.p95.state', value: ms(percentile(timed, 95)), unit: 'ms', target: null, better: 'lower' },
      {
        metric: 'standings.memo_rerun_ms.state',
        value: ms(median(memoRuns)),
        unit: 'ms',
        target: null,
        better: 'lower',
        baseline: ms(median(fullRuns)),
        note: `the app's memoized calculator after a ${sport} game's notes changed: key building over the ${every.games.length} season games of the sport, computed again 0 of ${sizes.runs} times; baseline = computeStandings on the same games; the re-read after the change ${ms(median(requery))} ms (not in either)`,
      },
    ];
    log(`standings: device read + compute median ${ms(median(timed))} ms, memo re-run ${ms(median(memoRuns))} ms (full ${ms(median(fullRuns))} ms)`);
    return { results, device: { games, setup: last.read.setup, names: last.read.names } };
  } finally {
    // Removed, not just closed: RxDB's memory storage keeps a closed database for a reopen.
    await client.sync.stop();
    await client.db.remove();
  }
}

type CouchGame = GameDoc & { _id: string; _rev: string };


/** A game write as the app's replication pushes it (POST /db/games/_bulk_docs); the server's answer checked. */
async function writeGame(url: string, token: string, doc: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${url}/db/games/_bulk_docs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ docs: [doc] }),
  });
  const rows = await json<{ error?: string; reason?: string }[]>(res);
  if (rows[0]?.error) throw new Error(`the server refused the game write: ${JSON.stringify(rows[0])}`);
}

/** A finished score, `winner` ahead: the sport's first period carries it, finals derived as the server derives them. */
function finalScore(sport: string, winner: 'home' | 'away'): GameDoc['score'] {
  const first = periodsFor(sport).find((p) => p.kind === 'number')?.key ?? '1';
  const loser = winner === 'home' ? 'away' : 'home';
  const score = { home: {}, away: {} } as { home: Record<string, number>; away: Record<string, number> };
  score[winner][first] = 7;
  score[loser][first] = 3;
  return withDerivedFinals(sport, score, true);
}

interface Write {
  kind: 'final' | 'game';
  /** The home team's W-L in its division after this write (a FINAL). */
  expected?: { wins: number; losses: number };
  sentAt: number;
  /** When each fan first had it (NaN: not yet), and the version it pulled. */
  arrived: Float64Array;
  docs: (Record<string, unknown> | undefined)[];
  count: number;
}

/**
 * Row 2: `fans` simulated fans (bench/fans.ts's `ourFan`: the SSE notice, then a `_changes` pull)
 * watch one football game of a division; the admin writes it FINAL (status and finals, through
 * POST /db/games/_bulk_docs as the app's replication pushes a game) and then reopens it (a plain
 * game write, the baseline), `finals` times each, each write after every fan had the previous one.
 * A fan's standings row changed = once its pull brought the FINAL, the standings computed on its
 * copy of the sport's season games (the device's games as read for row 1, the pulled game in
 * place of its old version) give the home team its new W-L. Each fan's computation runs after the
 * write reached every fan (the fans share the bench's one thread; a phone computes on its own):
 * its latency = its arrival + its own computation's time.
 */
export async function benchStandingsToFan(server: TestServer, season: string, device: DeviceState, sizes: StandingsSizes): Promise<BenchResult[]> {
  const sport = STANDINGS_SPORT;
  const fans = sizes.fans;
  const token = await server.adminToken();
  const divisionOf = new Map(device.setup.divisions.flatMap((d) => d.schoolIds.map((id) => [id, d.key] as const)));
  // A game not yet FINAL between two teams of one division, LIVE first: the FINAL moves both division rows.
  const candidates = device.games
    .filter((g) => g.status !== 'FINAL' && g.homeSchoolId && divisionOf.get(g.homeSchoolId) === divisionOf.get(g.awaySchoolId ?? ''))
    .sort((a, b) => Number(b.status === 'LIVE') - Number(a.status === 'LIVE') || a.id.localeCompare(b.id));
  const game = candidates[0];
  if (!game?.homeSchoolId) throw new Error(`no ${sport} game left to finish inside a division`);
  const home = game.homeSchoolId;
  const url = `${server.url}/db/games/${encodeURIComponent(game.id)}`;
  // Read again once when the first read fails: the fans' computations keep the admin idle for
  // seconds, past the server's keep-alive, and fetch may reuse the connection it closed meanwhile.
  const stored = async () => json<CouchGame>(await fetch(url).catch(() => fetch(url)));
  // An UPCOMING game is started first (untimed), as the app does before its FINAL.
  if (game.status === 'UPCOMING') await writeGame(server.url, token, { ...(await stored()), status: 'LIVE', updatedAt: Date.now() });
  const base: StandingsGame[] = device.games.map((g) => (g.id === game.id ? { ...g, status: 'LIVE' } : g));
  const at = base.findIndex((g) => g.id === game.id);
  const before = rowOf(standingsOf(base, sport, season, device.setup, device.names), home);
  if (!before) throw new Error(`${home} has no standings row`);

  const since = await currentSeqs(server.url);
  const writes: Write[] = [];
  const byVersion = new Map<number, Write>();
  let current: Write | null = null;
  let waiter: (() => void) | null = null;
  const crowd: Fan[] = [];
  for (let i = 0; i < fans; i++) {
    const onDoc = (doc: Record<string, unknown>, arrivedAt: number) => {
      const write = byVersion.get(Number(doc.createdAt));
      if (!write || !Number.isNaN(write.arrived[i])) return;
      write.arrived[i] = arrivedAt;
      write.docs[i] = doc;
      write.count += 1;
      if (write === current && write.count >= fans) waiter?.();
    };
    crowd.push(ourFan({ baseUrl: server.url, since, collections: FAN_COLLECTIONS, watchId: game.id, onDoc }));
    // Connect in small waves: hundreds of simultaneous handshakes would only measure the backlog.
    if (i % 100 === 99) await Promise.all(crowd.slice(-100).map((f) => f.ready));
  }
  await Promise.all(crowd.map((f) => f.ready));
  await new Promise((r) => setTimeout(r, 1000));

  const finalMs: number[] = [];
  const arrivalMs: number[] = [];
  const computeMs: number[] = [];
  let missed = 0;
  const started = performance.now();
  try {
    for (let k = 0; k < sizes.finals * 2; k++) {
      const kind: Write['kind'] = k % 2 === 0 ? 'final' : 'game';
      const doc = await stored();
      const now = Date.now();
      // The version travels in createdAt (as in the live group): unique, and a number the schema allows.
      const version = now * 1000 + k;
      const winner = (k / 2) % 2 === 0 ? 'home' : 'away';
      const next = kind === 'final' ? { ...doc, status: 'FINAL', score: finalScore(sport, winner) } : { ...doc, status: 'LIVE' };
      const write: Write = {
        kind,
        expected: kind === 'final' ? { wins: before.wins + Number(winner === 'home'), losses: before.losses + Number(winner === 'away') } : undefined,
        sentAt: performance.now(),
        arrived: new Float64Array(fans).fill(Number.NaN),
        docs: new Array<Record<string, unknown> | undefined>(fans),
        count: 0,
      };
      writes.push(write);
      byVersion.set(version, write);
      current = write;
      const arrived = new Promise<void>((resolve) => (waiter = resolve));
      await writeGame(server.url, token, { ...next, createdAt: version, updatedAt: now });
      if (write.count < fans) await Promise.race([arrived, new Promise((r) => setTimeout(r, GIVE_UP_MS))]);
      waiter = null;
      current = null;
      // Every fan has it (or gave up): now each fan computes on its own copy, timed on its own.
      for (let i = 0; i < fans; i++) {
        const pulled = write.docs[i];
        if (!pulled) {
          missed += 1;
          (kind === 'final' ? finalMs : arrivalMs).push(GIVE_UP_MS);
          continue;
        }
        const arrival = Math.max(0, write.arrived[i] - write.sentAt);
        if (kind === 'game') {
          arrivalMs.push(arrival);
          continue;
        }
        const t0 = performance.now();
        const games = base.slice();
        // The pulled version as the device stores it (our pull's conversion).
        games[at] = couchToRx(gamesSchema, pulled as CouchDoc) as unknown as StandingsGame;
        const row = rowOf(standingsOf(games, sport, season, device.setup, device.names), home);
        const took = performance.now() - t0;
        if (row?.wins !== write.expected?.wins || row?.losses !== write.expected?.losses) {
          throw new Error(`fan ${i}: ${home} is ${row?.wins}-${row?.losses} after the FINAL, expected ${write.expected?.wins}-${write.expected?.losses}`);
        }
        computeMs.push(took);
        finalMs.push(arrival + took);
      }
      if ((k + 1) % 10 === 0) log(`standings: ${fans} fans, ${k + 1}/${sizes.finals * 2} writes`);
    }
  } finally {
    crowd.forEach((f) => f.close());
  }
  const took = (performance.now() - started) / 1000;
  log(`standings: ${writes.length} writes to ${fans} fans took ${took.toFixed(0)} s`);
  await new Promise((r) => setTimeout(r, 500));

  const p = (values: number[], q: number) => round(percentile(values, q), 1);
  const missNote = missed ? `; ${missed} deliveries missed (counted as ${GIVE_UP_MS} ms)` : '';
  const what = `${sizes.finals} FINALs and ${sizes.finals} reopenings of ${game.id} in turn, ${fans} fans; a fan's computation on its copy of ${base.length} ${sport} games: median ${round(median(computeMs), 2)} ms, p95 ${round(percentile(computeMs, 95), 2)} ms; baseline = a plain game write's arrival (the reopening); load average ${load()}`;
  return [
    { metric: `standings.final_to_fan_ms.p95.fans_${fans}`, value: p(finalMs, 95), unit: 'ms', target: 1000, better: 'lower', baseline: p(arrivalMs, 95), note: `p50 ${p(finalMs, 50)} / p99 ${p(finalMs, 99)} ms (game write arrival: p50 ${p(arrivalMs, 50)} / p99 ${p(arrivalMs, 99)} ms); ${what}${missNote}` },
    { metric: `standings.final_to_fan_ms.p50.fans_${fans}`, value: p(finalMs, 50), unit: 'ms', target: null, better: 'lower', baseline: p(arrivalMs, 50) },
    { metric: `standings.final_to_fan_ms.p99.fans_${fans}`, value: p(finalMs, 99), unit: 'ms', target: null, better: 'lower', baseline: p(arrivalMs, 99) },
    { metric: `standings.final_to_fan.p95_ratio_vs_game_write.fans_${fans}`, value: round(percentile(finalMs, 95) / percentile(arrivalMs, 95), 3), unit: 'ratio', target: null, better: 'lower', note: 'what a FINAL costs until the standings show it (the same write path plus the fan\'s computation) over a plain game write\'s arrival' },
  ];
}

/** Both rows on one state server: the device's computation first, then the fans. */
export async function benchStandings(server: TestServer, season: string, sizes: StandingsSizes): Promise<BenchResult[]> {
  const { results, device } = await benchStandingsCompute(server, season, sizes);
  return [...results, ...(await benchStandingsToFan(server, season, device, sizes))];
}
