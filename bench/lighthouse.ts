import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BenchResult } from './common';
import { log, medianRun } from './common';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
import { startScriptFreeProxy } from './scriptFree';

export const LIGHTHOUSE_PATHS = ['/', '/schools', '/schedule', '/articles'];
/** Lighthouse's own advice for a noisy machine: the median of several runs (Lighthouse docs, "variability"). */
const RUNS_PER_PAGE = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

interface PageScore {
  path: string;
  performance: number;
  accessibility: number;
  /** Lighthouse's measure of this host's speed during the run. */
  benchmarkIndex: number;
  why: string;
  /** TBT, Lighthouse's main-thread time (simulated, ms) and its JavaScript time per script, most first ('bootup-time'). */
  work: { tbtMs: number; mainThreadMs: number; scripts: { url: string; ms: number }[] };
}

/**
 * The benchmarkIndex of a low-tier phone: the figure Chrome DevTools' CPU calibration uses. A run's
 * CPU slowdown for the low tier is the host's measured benchmarkIndex over it.
 */
export const LOW_TIER_BENCHMARK_INDEX = 264;

/** One Lighthouse run in a fresh browser (a fresh profile: no cache or service worker from the page before). */
async function lighthouseOnce(serverUrl: string, path: string, label = '', cpuSlowdownMultiplier?: number): Promise<PageScore> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    // Lighthouse merges a partial throttling into its default (simulated mobile, slow 4G): only the CPU changes.
    const throttling = cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } };
    const result = await lighthouse(serverUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], ...throttling });
    const lhr = result?.lhr;
    const categories = lhr?.categories;
    const ms = (id: string) => Math.round(lhr?.audits[id]?.numericValue ?? Number.NaN);
    const performance = Math.round((categories?.performance?.score ?? Number.NaN) * 100);
    const accessibility = Math.round((categories?.accessibility?.score ?? Number.NaN) * 100);
    // Why a score is what it is: the metrics, and how fast Lighthouse found this machine.
    const why = lhr?.runtimeError
      ? `runtime error ${lhr.runtimeError.code}`
      : `FCP ${ms('first-contentful-paint')} LCP ${ms('largest-contentful-paint')} TBT ${ms('total-blocking-time')} SI ${ms('speed-index')} ms, CLS ${(lhr?.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)}, benchmarkIndex ${Math.round(lhr?.environment.benchmarkIndex ?? Number.NaN)}`;
    log(`lighthouse ${path}${label}: performance ${performance}, accessibility ${accessibility} (${why})`);
    if (process.env.BENCH_LIGHTHOUSE_DIR && typeof result?.report === 'string') {
      mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
      writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DIR, `lighthouse${path.replace(/\//g, '_') || '_'}${label ? '.without-scripts' : ''}.json`), result.report);
    }
    const bootup = (lhr?.audits['bootup-time']?.details as { items?: { url: string; total: number }[] } | undefined)?.items ?? [];
    const work = { tbtMs: ms('total-blocking-time'), mainThreadMs: ms('mainthread-work-breakdown'), scripts: bootup.map((item) => ({ url: item.url, ms: Math.round(item.total) })) };
    return { path, performance, accessibility, benchmarkIndex: lhr?.environment.benchmarkIndex ?? Number.NaN, why, work };
  } finally {
    chrome.kill();
  }
}

/**
 * Every public page: the four lists, and the two pages fans share (issue 17): the newest final's
 * `/games/{id}` and the newest article's `/articles/{id}`, as the server's home answer names them.
 */
export async function publicPages(serverUrl: string): Promise<string[]> {
  const home = (await (await fetch(`${serverUrl}/api/home`)).json()) as { finals?: { id: string }[]; article?: { id: string } | null };
  const shared = [
    ...(home.finals?.[0] ? [`/games/${encodeURIComponent(home.finals[0].id)}`] : []),
    ...(home.article ? [`/articles/${encodeURIComponent(home.article.id)}`] : []),
  ];
  return [...LIGHTHOUSE_PATHS, ...shared];
}

/** The run with the median performance score stands for the page (its metrics and accessibility with it); the note lists every run. */
function medianOfRuns(runs: readonly PageScore[]): PageScore {
  const median = medianRun(runs, (run) => run.performance || 0);
  return { ...median, why: `${median.why}; runs ${runs.map((r) => r.performance).join('/')}` };
}

/** One run of a page that gave a score: Lighthouse sometimes loses its trace on a loaded machine. */
export async function scoredOnce(serverUrl: string, path: string, label = '', cpuSlowdownMultiplier?: number): Promise<PageScore> {
  // A lost trace (NO_NAVSTART, no scores): up to two more tries, then the row says so.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouseOnce(serverUrl, path, label, cpuSlowdownMultiplier);
    if (!Number.isNaN(result.performance) || attempt === 3) return result;
    log(`lighthouse ${path}${label}: no score (${result.why}); trying again`);
  }
}

/**
 * Each page as it is and, as its baseline, the same page with its scripts taken out (`scriptFree.ts`):
 * the two alternate run by run, the order reversed every run, so a slow moment of the host falls on both.
 * The baseline is what this machine gives the page's own HTML, stylesheets and images before the app
 * runs any code.
 */
export async function benchLighthouse(
  serverUrl: string,
  pages?: readonly string[],
  runsPerPage = RUNS_PER_PAGE,
  options: { lowTier?: boolean } = {},
): Promise<BenchResult[]> {
  const paths = pages ?? (await publicPages(serverUrl));
  const scriptFree = await startScriptFreeProxy(serverUrl);
  // Each page's median run, and its median run without scripts; the same at a low-tier phone's CPU.
  const measured: { score: PageScore; floor: PageScore }[] = [];
  const lowTier: { score: PageScore; floor: PageScore; multipliers: number[] }[] = [];
  try {
    for (const path of paths) {
      const runs: PageScore[] = [];
      const floorRuns: PageScore[] = [];
      const lowRuns: PageScore[] = [];
      const lowFloorRuns: PageScore[] = [];
      const multipliers: number[] = [];
      for (let run = 0; run < runsPerPage; run++) {
        const page = () => scoredOnce(serverUrl, path).then((r) => runs.push(r));
        const floor = () => scoredOnce(scriptFree.url, path, ' without scripts').then((r) => floorRuns.push(r));
        if (run % 2 === 0) await page().then(floor);
        else await floor().then(page);
        if (!options.lowTier) continue;
        // Calibrated per run: this run's benchmarkIndex (the mean of the two runs just made) over a low-tier phone's.
        const index = (runs[runs.length - 1].benchmarkIndex + floorRuns[floorRuns.length - 1].benchmarkIndex) / 2;
        const multiplier = Math.max(1, Math.round((index / LOW_TIER_BENCHMARK_INDEX) * 10) / 10);
        multipliers.push(multiplier);
        const low = () => scoredOnce(serverUrl, path, ` low tier x${multiplier}`, multiplier).then((r) => lowRuns.push(r));
        const lowFloor = () => scoredOnce(scriptFree.url, path, ` low tier x${multiplier} without scripts`, multiplier).then((r) => lowFloorRuns.push(r));
        if (run % 2 === 0) await low().then(lowFloor);
        else await lowFloor().then(low);
      }
      measured.push({ score: medianOfRuns(runs), floor: medianOfRuns(floorRuns) });
      if (options.lowTier) lowTier.push({ score: medianOfRuns(lowRuns), floor: medianOfRuns(lowFloorRuns), multipliers });
    }
  } finally {
    await scriptFree.close();
  }
  const lowest = (key: 'performance' | 'accessibility') => {
    const min = Math.min(...measured.map(({ score }) => score[key]));
    const worst = measured.find(({ score }) => score[key] === min)?.score;
    const page = ({ score, floor }: (typeof measured)[number]) => `${score.path} ${score[key]}${key === 'performance' ? ` (without scripts ${floor.performance})` : ''}`;
    return { min, note: `${measured.map(page).join(', ')}${key === 'performance' && worst ? `; worst: ${worst.why}` : ''}` };
  };
  const perf = lowest('performance');
  const a11y = lowest('accessibility');
  const floor = Math.min(...measured.map((page) => page.floor.performance));
  return [
    { metric: 'lighthouse.performance.min', value: perf.min, unit: 'score', target: 95, better: 'higher', baseline: floor, note: perf.note },
    {
      metric: 'lighthouse.performance.min_without_scripts',
      value: floor,
      unit: 'score',
      target: null,
      better: 'higher',
      note: `the pages with every script taken out (scriptFree.ts), alternating with them: ${measured.map(({ floor: f }) => `${f.path} ${f.performance} (${f.why})`).join('; ')}`,
    },
    { metric: 'lighthouse.accessibility.min', value: a11y.min, unit: 'score', target: 100, better: 'higher', note: a11y.note },
    ...lowTierRows(lowTier),
  ];
}

/**
 * What a fan's cheap phone feels, whatever the host's speed that day: each page at a CPU slowdown of
 * the host's benchmarkIndex over a low-tier phone's, beside the same page without scripts at the same
 * slowdown. Target: every page within 5 points of its script-free score.
 */
function lowTierRows(pages: readonly { score: PageScore; floor: PageScore; multipliers: number[] }[]): BenchResult[] {
  if (pages.length === 0) return [];
  const gaps = pages.map(({ score, floor }) => floor.performance - score.performance);
  const note = pages
    .map(({ score, floor, multipliers }) => `${score.path} ${score.performance} (without scripts ${floor.performance}; x${multipliers.join('/')}; ${score.why})`)
    .join('; ');
  return [
    {
      metric: 'lighthouse.performance.low_tier.min',
      value: Math.min(...pages.map(({ score }) => score.performance)),
      unit: 'score',
      target: null,
      better: 'higher',
      baseline: Math.min(...pages.map(({ floor }) => floor.performance)),
      note,
    },
    {
      metric: 'lighthouse.performance.low_tier.max_points_below_script_free',
      value: Math.max(...gaps),
      unit: 'points',
      target: 5,
      better: 'lower',
      note: pages.map(({ score }, i) => `${score.path} ${gaps[i]}`).join(', '),
    },
  ];
}
