import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rxToCouch } from '../src/data/sync/couchDocs';
import type { DemoData } from '../src/shared/demo/demoData';
import { documentSeason, isSeasonScoped, seasonIndex, seasonSelector } from '../src/shared/seasonScope';
import { currentSeason } from '../src/shared/standings/season';
import type { CollectionName } from '../src/shared/schemas/collections';
import { COLLECTION_NAMES, SCORER_ONLY_COLLECTIONS, isOnDemand } from '../src/shared/schemas/collections';
import type { TestServer } from '../tests/kit/server';
import { startTestServer } from '../tests/kit/server';

/** Every collection anyone may read: all but the scoring log (SCORER_ONLY_COLLECTIONS). */
export const PUBLIC_COLLECTIONS: readonly CollectionName[] = COLLECTION_NAMES.filter((c) => !SCORER_ONLY_COLLECTIONS.has(c));
/**
 * The collections a fan's device replicates up front: the public ones but the rosters and stats it
 * keeps per school, on demand (startSync, src/shared/schoolScope.ts).
 */
export const FAN_COLLECTIONS: readonly CollectionName[] = PUBLIC_COLLECTIONS.filter((c) => !isOnDemand(c));

/** One row of `bench/results.json` (issue 5). */
export interface BenchResult {
  metric: string;
  value: number;
  unit: string;
  /** null: reported without a target. */
  target: number | null;
  better: 'lower' | 'higher';
  baseline?: number;
  /** Why a figure is what it is (e.g. a fallback was measured). */
  note?: string;
}

export interface BenchOptions {
  quick: boolean;
  /** Metric groups to run; empty = all. */
  only: Set<string>;
}

export const GROUPS = ['sync', 'live', 'scoring', 'browser', 'lighthouse', 'standings'] as const;
export type Group = (typeof GROUPS)[number];

export function parseArgs(argv: readonly string[]): BenchOptions {
  const only = new Set<string>();
  let quick = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quick') quick = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const list = arg === '--only' ? (argv[++i] ?? '') : arg.slice('--only='.length);
      for (const name of list.split(',').map((s) => s.trim()).filter(Boolean)) {
        if (!(GROUPS as readonly string[]).includes(name)) throw new Error(`unknown group '${name}' (groups: ${GROUPS.join(', ')})`);
        only.add(name);
      }
    } else throw new Error(`unknown option '${arg}' (use --quick, --only ${GROUPS.join(',')})`);
  }
  return { quick, only };
}

export function wants(opts: BenchOptions, group: Group): boolean {
  return opts.only.size === 0 || opts.only.has(group);
}

/** A JSON answer, or an error naming the status and the start of the body. */
export async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** Each fan collection's update_seq now: where a fan that synced up to here would pull from. */
export async function currentSeqs(url: string): Promise<Record<string, string | number>> {
  const seqs: Record<string, string | number> = {};
  for (const c of FAN_COLLECTIONS) seqs[c] = (await json<{ update_seq: string | number }>(await fetch(`${url}/db/${c}/`))).update_seq;
  return seqs;
}

export function log(message: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** The run whose `value` is the median (the lower middle for an even count): it stands for the row, its other figures with it. */
export function medianRun<T>(runs: readonly T[], value: (run: T) => number): T {
  return [...runs].sort((a, b) => value(a) - value(b))[Math.floor((runs.length - 1) / 2)];
}

export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

export function formatTable(results: readonly BenchResult[]): string {
  const rows = results.map((r) => {
    const met = r.target === null ? '' : (r.better === 'lower' ? r.value <= r.target : r.value >= r.target) ? 'met' : 'MISSED';
    const target = r.target === null ? '-' : `${r.better === 'lower' ? '<=' : '>='} ${r.target}`;
    return [r.metric, String(r.value), r.unit, target, met, r.baseline === undefined ? '' : String(r.baseline), r.note ?? ''];
  });
  const head = ['metric', 'value', 'unit', 'target', '', 'baseline', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (i === 6 ? 0 : row[i].length))));
  const line = (cells: string[]) => cells.map((c, i) => (i === 6 ? c : c.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function writeResults(file: string, results: readonly BenchResult[]): void {
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
}

/** Writes a data set through the server's guarded, validating `/db` API, as an admin client would. */
export async function loadThroughServer(server: { url: string; adminToken(): Promise<string> }, data: DemoData): Promise<number> {
  const token = await server.adminToken();
  let written = 0;
  // Schools last: the demo loader treats their presence as "data loaded".
  const order: CollectionName[] = [...COLLECTION_NAMES.filter((c) => c !== 'schools'), 'schools'];
  for (const collection of order) {
    // A document's author is the signed-in user: the server stamps it (it refuses any other name).
    const docs = (data[collection] as unknown as Record<string, unknown>[]).map((doc) =>
      rxToCouch(collection === 'scoreEntries' ? { ...doc, by: undefined, updatedBy: undefined } : { ...doc, updatedBy: undefined }),
    );
    for (let i = 0; i < docs.length; i += 500) {
      const post = () =>
        fetch(`${server.url}/db/${collection}/_bulk_docs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ docs: docs.slice(i, i + 500) }),
        });
      let res: Response;
      let retried = false;
      try {
        res = await post();
      } catch (err) {
        // A connection lost mid-load (seen once in a 500,000-document load on the loaded machine): once more.
        log(`loading ${collection}: ${err instanceof Error ? err.message : String(err)}; posting that bulk again`);
        await new Promise((r) => setTimeout(r, 2000));
        res = await post();
        retried = true;
      }
      const body = (await res.json()) as { error?: string; reason?: string }[] | { error: string; reason: string };
      if (!res.ok || !Array.isArray(body)) throw new Error(`loading ${collection}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      // Posted again: what the lost attempt stored answers 'conflict'.
      const failed = body.filter((row) => row.error && !(retried && row.error === 'conflict'));
      if (failed.length) throw new Error(`loading ${collection}: ${failed.length} refused, e.g. ${JSON.stringify(failed[0])}`);
      written += body.length;
    }
  }
  return written;
}

export function countDocs(data: DemoData, collections: readonly CollectionName[] = COLLECTION_NAMES): number {
  return collections.reduce((sum, c) => sum + data[c].length, 0);
}

/**
 * What a fan's first sync holds: every fan collection, of the season-scoped ones only the
 * current season (docs/design/sync.md §13). Stock PouchDB replicates at least this many.
 * `collections` PUBLIC_COLLECTIONS: what it would hold if it replicated every school's rosters and stats.
 */
export function countFanDocs(data: DemoData, season = currentSeason(), collections: readonly CollectionName[] = FAN_COLLECTIONS): number {
  return collections.reduce(
    (sum, c) => sum + (isSeasonScoped(c) ? data[c].filter((doc) => documentSeason(c, doc as unknown as Record<string, unknown>) === season).length : data[c].length),
    0,
  );
}

/** Linux process figures of a child (the sync server) from /proc. */
export const procStats = {
  /** Peak resident set (VmHWM), MB. */
  peakRssMb(pid: number): number {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  },
  rssMb(pid: number): number {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  },
  /** Resets VmHWM to the current RSS (Linux clear_refs 5); false if not permitted. */
  resetPeak(pid: number): boolean {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      return true;
    } catch {
      return false;
    }
  },
  /** User + system CPU seconds. */
  cpuSeconds(pid: number): number {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the ')' closing the command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  },
};

/**
 * One untimed read of every database through the server, as either client reads it. The first
 * reader of a freshly started or freshly loaded server pays its warm-up (measured: a full read
 * of the state set took 8.4 s cold, about 3 s warm); without this that was always the RxDB run.
 * Shared by the sync rows and the history cost's alternating browser runs.
 */
export async function warmUpReads(url: string): Promise<void> {
  for (const name of FAN_COLLECTIONS) {
    let since: string | number = 0;
    for (;;) {
      const res = await fetch(`${url}/db/${name}/_changes?include_docs=true&limit=1000&since=${encodeURIComponent(String(since))}`);
      if (!res.ok) throw new Error(`warm-up read of ${name}: ${res.status}`);
      const page = (await res.json()) as { results: unknown[]; last_seq: string | number };
      since = page.last_seq;
      if (page.results.length < 1000) break;
    }
    // A fan reads a season-scoped collection's season through `_find` first (seasonPull.ts): the
    // store brings that index up to date at its first query after a load, which no fan should time.
    const index = isSeasonScoped(name) ? seasonIndex(name) : null;
    if (index) {
      const res = await fetch(`${url}/db/${name}/_find`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ selector: seasonSelector(name, currentSeason()), limit: 1, use_index: index.name }),
      });
      if (!res.ok) throw new Error(`warm-up _find of ${name}: ${res.status}`);
    }
  }
}

/** The machine's busy share of CPU time over `ms` (user, nice, system, irq; not idle, iowait or steal), from /proc/stat. */
export async function machineBusy(ms = 1000): Promise<number> {
  const read = () => readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const before = read();
  await new Promise((r) => setTimeout(r, ms));
  const after = read();
  const delta = after.map((v, i) => v - before[i]);
  const [user, nice, system, , , irq, softirq, steal] = delta;
  const counted = delta.reduce((a, b) => a + b, 0) - steal;
  return counted > 0 ? (user + nice + system + irq + softirq) / counted : 0;
}

/**
 * Waits until the machine is quiet: `windows` consecutive seconds each under `busyBelow` of its
 * CPU, at most `maxMs`. The bench's servers and browsers share the machine's two cores with what
 * a row times: a row that begins while the bench's own earlier work (a bulk load's change
 * followers, a closed tab's storage) still runs would time that work, which no fan's device has.
 * Returns how long it waited and the last second's busy share (NaN where /proc/stat is not), for the row's note.
 */
export async function waitForQuietMachine(opts: { busyBelow?: number; windows?: number; maxMs?: number } = {}): Promise<{ waitedMs: number; busy: number; quiet: boolean }> {
  const { busyBelow = 0.2, windows = 2, maxMs = 60_000 } = opts;
  // Not Linux: nothing to read, nothing waited for (the note says so).
  if (!existsSync('/proc/stat')) return { waitedMs: 0, busy: Number.NaN, quiet: false };
  const started = performance.now();
  let calm = 0;
  let busy = 1;
  while (performance.now() - started < maxMs) {
    busy = await machineBusy();
    calm = busy < busyBelow ? calm + 1 : 0;
    if (calm >= windows) return { waitedMs: Math.round(performance.now() - started), busy, quiet: true };
  }
  return { waitedMs: Math.round(performance.now() - started), busy, quiet: false };
}

/**
 * One server per web build, each holding the same data, for the tools that compare builds side by
 * side (`compare*.ts`). Each server joins `started` as soon as it runs, so the caller stops every
 * one it started even when a later one fails.
 */
export async function startServerPerBuild(dists: readonly string[], data: DemoData, started: TestServer[]): Promise<void> {
  for (const dist of dists) {
    const server = await startTestServer({ demoData: false, staticDir: dist, env: { SSE_HEARTBEAT_MS: '15000' } });
    started.push(server);
    await loadThroughServer(server, data);
    log(`${dist}: ${dist === dists[0] ? 'data' : 'the same data'} loaded`);
  }
}
