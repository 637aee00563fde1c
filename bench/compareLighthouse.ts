import type { TestServer } from '../tests/kit/server';
import { createDemoData } from '../src/shared/demo/demoData';
import { log, median, startServerPerBuild } from './common';
import { LOW_TIER_BENCHMARK_INDEX, publicPages, scoredOnce } from './lighthouse';
import { startScriptFreeProxy } from './scriptFree';

/**
 * Web builds compared on Lighthouse at a low-tier phone's CPU, interleaved (docs/design/page-start.md,
 * "What Lighthouse counts"): one server per build (`BENCH_DISTS`, comma-separated web builds) with
 * the same demo data, loaded as `npm run bench` loads it, and the first build's pages without their scripts (`scriptFree.ts`) as the
 * baseline. Each of `BENCH_ROUNDS` (3) rounds runs every public page once per variant, page by
 * page, the order reversed every round; every run of a page in a round has the same slowdown, the
 * host's benchmarkIndex of the run before over a low-tier phone's. Prints each run, then per page
 * and variant the median score and TBT, the points below the script-free page, Lighthouse's
 * main-thread time and its JavaScript time of the heaviest scripts.
 *
 *   BENCH_DISTS=/tmp/before,dist npx tsx bench/compareLighthouse.ts
 */
const dists = (process.env.BENCH_DISTS ?? 'dist').split(',').filter(Boolean);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const servers: TestServer[] = [];
try {
  const data = createDemoData({ today: new Date() });
  await startServerPerBuild(dists, data, servers);
  const scriptFree = await startScriptFreeProxy(servers[0].url);
  const variants = [...dists.map((dist, i) => ({ name: dist, url: servers[i].url })), { name: 'without scripts', url: scriptFree.url }];
  const pages = await publicPages(servers[0].url);
  // The first calibration: one run at Lighthouse's default slowdown.
  let benchmarkIndex = (await scoredOnce(servers[0].url, '/', ' (calibration)')).benchmarkIndex;
  const scores = new Map<string, { performance: number; tbt: number; mainThreadMs: number; scripts: Map<string, number> }[]>();
  try {
    for (let round = 0; round < rounds; round++) {
      for (const path of pages) {
        const multiplier = Math.max(1, Math.round((benchmarkIndex / LOW_TIER_BENCHMARK_INDEX) * 10) / 10);
        const order = round % 2 === 0 ? variants : [...variants].reverse();
        for (const variant of order) {
          const run = await scoredOnce(variant.url, path, ` ${variant.name} x${multiplier}`, multiplier);
          if (!Number.isNaN(run.benchmarkIndex)) benchmarkIndex = run.benchmarkIndex;
          const key = `${path}\t${variant.name}`;
          // A script by its name without the build's hash, so the builds' chunks line up.
          const scripts = new Map(run.work.scripts.map((script) => [script.url.replace(/^.*\/|-[\w-]{8}\.js$/g, ''), script.ms]));
          scores.set(key, [...(scores.get(key) ?? []), { performance: run.performance, tbt: run.work.tbtMs, mainThreadMs: run.work.mainThreadMs, scripts }]);
        }
      }
    }
  } finally {
    await scriptFree.close();
  }
  for (const path of pages) {
    const floor = median((scores.get(`${path}\twithout scripts`) ?? []).map((r) => r.performance).filter((n) => !Number.isNaN(n)));
    for (const variant of variants) {
      const runs = (scores.get(`${path}\t${variant.name}`) ?? []).filter((r) => !Number.isNaN(r.performance));
      const score = median(runs.map((r) => r.performance));
      const below = variant.name === 'without scripts' ? '' : `, ${floor - score} points below without scripts`;
      // Lighthouse's JavaScript time per script (its 'bootup-time' audit), the median over the runs: where a page's main thread goes.
      const names = [...new Set(runs.flatMap((r) => [...r.scripts.keys()]))];
      const perScript = names.map((name) => [name, median(runs.map((r) => r.scripts.get(name) ?? 0))] as const).sort((a, b) => b[1] - a[1]);
      const heaviest = perScript.slice(0, 4).map(([name, ms]) => `${name} ${ms}`).join(', ');
      log(
        `${path} ${variant.name}: median ${score} (runs ${runs.map((r) => r.performance).join('/')}), TBT median ${median(runs.map((r) => r.tbt))} ms${below}; ` +
          `main thread median ${median(runs.map((r) => r.mainThreadMs))} ms${heaviest ? `, JavaScript ms: ${heaviest}` : ''}`,
      );
    }
  }
} finally {
  for (const server of servers) await server.stop();
}
