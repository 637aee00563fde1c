import { readdirSync, readFileSync } from 'node:fs';
import type { TestServer } from '../tests/kit/server';
import { log, median, round, startServerPerBuild } from './common';
import { browserFullSync } from './fullSync';
import { createStateData, STATE_SCALE } from './stateData';

/**
 * Builds compared on a fan's first sync, interleaved (docs/design/sync.md §14): one server per
 * build (`BENCH_DISTS`, comma-separated web builds, e.g. `vite build --outDir /tmp/before`), each
 * holding the state set without its scoring log; then `BENCH_ROUNDS` (3) rounds of one fresh-profile
 * run per build, so the machine's load falls on all alike. Prints each run, the CPU seconds of
 * Chromium's and the servers' processes meanwhile (from /proc), and the medians' ratio to the first build.
 *
 *   BENCH_DISTS=/tmp/before,dist npx tsx bench/compareFullSync.ts
 */
const dists = (process.env.BENCH_DISTS ?? 'dist').split(',').filter(Boolean);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/** CPU ticks per process (Linux), grouped by what the process is. */
function cpuTicks(): Map<number, { group: string; ticks: number }> {
  const out = new Map<number, { group: string; ticks: number }>();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const group = cmd.includes('chromium')
        ? `chromium ${cmd.match(/--type=(\S+)/)?.[1] ?? 'browser'}`
        : cmd.includes('dist-server/main.js') || cmd.includes('sync-server')
          ? 'sync server'
          : 'other';
      out.set(Number(pid), { group, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
}

function cpuSince(before: ReturnType<typeof cpuTicks>, after: ReturnType<typeof cpuTicks>): string {
  const seconds = new Map<string, number>();
  for (const [pid, { group, ticks }] of after) seconds.set(group, (seconds.get(group) ?? 0) + (ticks - (before.get(pid)?.ticks ?? 0)) / 100);
  return [...seconds].filter(([group, s]) => group !== 'other' && s >= 0.1).map(([group, s]) => `${group} ${s.toFixed(1)}`).join(', ');
}

const data = createStateData({ today: new Date(), scale: { ...STATE_SCALE, entriesPerScoredGame: 0 } });
const servers: TestServer[] = [];
try {
  await startServerPerBuild(dists, data, servers);
  const seconds: number[][] = dists.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [i, dist] of dists.entries()) {
      const before = cpuTicks();
      let after = before;
      const result = await browserFullSync(servers[i].url, { onSynced: () => (after = cpuTicks()) });
      seconds[i].push(result.seconds);
      log(`round ${r + 1} ${dist}: ${result.seconds.toFixed(1)} s, IndexedDB ${result.idbMB.toFixed(1)} MB, ${result.docs} docs, ${result.longTasks.count} long tasks (${result.longTasks.blockingMs} ms over 50 ms); CPU s: ${cpuSince(before, after)}`);
    }
  }
  const first = median(seconds[0]);
  for (const [i, dist] of dists.entries()) log(`${dist}: median ${round(median(seconds[i]), 1)} s, ratio to ${dists[0]} ${round(median(seconds[i]) / first, 2)}`);
} finally {
  for (const server of servers) await server.stop();
}
