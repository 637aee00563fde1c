import type { CDPSession } from '@playwright/test';
import { chromium } from '@playwright/test';
import { createDemoData } from '../src/shared/demo/demoData';
import type { TestServer } from '../tests/kit/server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
import { log, median, startServerPerBuild } from './common';

/**
 * Web builds compared on what a first visit costs the page's main thread, interleaved: one server
 * per build (`BENCH_DISTS`, comma-separated web builds) with the same demo data; each of
 * `BENCH_ROUNDS` (3) rounds opens `BENCH_PATH` (/) once per build in a fresh browser, the order
 * reversed every round, under V8's sampling profiler from the navigation until the first sync
 * has ended and 1.5 s more. Prints per build the median of the main thread's busy time (every
 * sample but idle) and how it divides: each script (by its name without the build's hash), the
 * browser's own work (`(program)`: parsing, style, layout, paint, compiling) and garbage collection.
 * At the host's full speed, so beside Lighthouse's simulation (`compareLighthouse.ts`) it says
 * where the page's time goes rather than what a phone would score.
 *
 *   BENCH_DISTS=/tmp/before,dist npx tsx bench/compareMainThread.ts
 */
const dists = (process.env.BENCH_DISTS ?? 'dist').split(',').filter(Boolean);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const path = process.env.BENCH_PATH ?? '/';

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Busy milliseconds of one first visit's main thread, by where they went. */
async function profiledVisit(url: string): Promise<Map<string, number>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => localStorage.getItem('liaa.synced') === '1', null, { timeout: 120_000 });
    // What the first sync's end sets off (the screens handing over to the device's data).
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const busy = new Map<string, number>();
    for (const [i, id] of profile.samples.entries()) {
      const frame = frames.get(id);
      if (!frame || frame.functionName === '(idle)') continue;
      const where = frame.url ? frame.url.replace(/^.*\/|-[\w-]{8}\.js$/g, '') : frame.functionName || '(native)';
      // A sample's time is the delta to the next one.
      busy.set(where, (busy.get(where) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    }
    return busy;
  } finally {
    await browser.close();
  }
}

const servers: TestServer[] = [];
try {
  const data = createDemoData({ today: new Date() });
  await startServerPerBuild(dists, data, servers);
  const visits: Map<string, number>[][] = dists.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [...dists.keys()] : [...dists.keys()].reverse();
    for (const i of order) {
      const busy = await profiledVisit(servers[i].url + path);
      visits[i].push(busy);
      log(`round ${round + 1} ${dists[i]}: main thread busy ${Math.round([...busy.values()].reduce((a, b) => a + b, 0))} ms`);
    }
  }
  for (const [i, dist] of dists.entries()) {
    const total = median(visits[i].map((busy) => [...busy.values()].reduce((a, b) => a + b, 0)));
    const names = [...new Set(visits[i].flatMap((busy) => [...busy.keys()]))];
    const parts = names.map((name) => [name, median(visits[i].map((busy) => busy.get(name) ?? 0))] as const).sort((a, b) => b[1] - a[1]);
    log(`${dist}: ${path} main thread busy, median ${Math.round(total)} ms: ${parts.slice(0, 10).map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')}`);
  }
} finally {
  for (const server of servers) await server.stop();
}
