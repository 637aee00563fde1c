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
  why: string;
}

/** One Lighthouse run in a fresh browser (a fresh profile: no cache or service worker from the page before). */
async function lighthouseOnce(serverUrl: string, path: string, label = ''): Promise<PageScore> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(serverUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
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
    return { path, performance, accessibility, why };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse (its default: mobile, simulated throttling) on each public page; the lowest score of each category. */
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
async function scoredOnce(serverUrl: string, path: string, label = ''): Promise<PageScore> {
  // A lost trace (NO_NAVSTART, no scores): up to two more tries, then the row says so.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouseOnce(serverUrl, path, label);
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
export async function benchLighthouse(serverUrl: string, pages?: readonly string[], runsPerPage = RUNS_PER_PAGE): Promise<BenchResult[]> {
  const paths = pages ?? (await publicPages(serverUrl));
  const scriptFree = await startScriptFreeProxy(serverUrl);
  // Each page's median run, and its median run without scripts.
  const measured: { score: PageScore; floor: PageScore }[] = [];
  try {
    for (const path of paths) {
      const runs: PageScore[] = [];
      const floorRuns: PageScore[] = [];
      for (let run = 0; run < runsPerPage; run++) {
        const page = () => scoredOnce(serverUrl, path).then((r) => runs.push(r));
        const floor = () => scoredOnce(scriptFree.url, path, ' without scripts').then((r) => floorRuns.push(r));
        if (run % 2 === 0) await page().then(floor);
        else await floor().then(page);
      }
      measured.push({ score: medianOfRuns(runs), floor: medianOfRuns(floorRuns) });
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
  ];
}
