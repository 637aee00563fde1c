import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BenchResult } from './common';
import { log, medianRun } from './common';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';

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
async function lighthouseOnce(serverUrl: string, path: string): Promise<PageScore> {
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
    log(`lighthouse ${path}: performance ${performance}, accessibility ${accessibility} (${why})`);
    if (process.env.BENCH_LIGHTHOUSE_DIR && typeof result?.report === 'string') {
      mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
      writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DIR, `lighthouse${path.replace(/\//g, '_') || '_'}.json`), result.report);
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

export async function benchLighthouse(serverUrl: string, pages?: readonly string[], runsPerPage = RUNS_PER_PAGE): Promise<BenchResult[]> {
  const paths = pages ?? (await publicPages(serverUrl));
  const scores: PageScore[] = [];
  for (const path of paths) {
    const runs: PageScore[] = [];
    for (let run = 0; run < runsPerPage; run++) {
      // Lighthouse sometimes loses its trace on a loaded machine (NO_NAVSTART, no scores): one more try, then the row says so.
      for (let attempt = 1; attempt <= 3; attempt++) {
        const result = await lighthouseOnce(serverUrl, path);
        if (!Number.isNaN(result.performance) || attempt === 3) {
          runs.push(result);
          break;
        }
        log(`lighthouse ${path}: no score (${result.why}); trying again`);
      }
    }
    // The run with the median performance score stands for the page (its metrics and accessibility with it).
    const median = medianRun(runs, (run) => run.performance || 0);
    scores.push({ ...median, why: `${median.why}; runs ${runs.map((r) => r.performance).join('/')}` });
  }
  const lowest = (key: 'performance' | 'accessibility') => {
    const min = Math.min(...scores.map((s) => s[key]));
    const worst = scores.find((s) => s[key] === min);
    return { min, note: `${scores.map((s) => `${s.path} ${s[key]}`).join(', ')}${key === 'performance' && worst ? `; worst: ${worst.why}` : ''}` };
  };
  const perf = lowest('performance');
  const a11y = lowest('accessibility');
  return [
    { metric: 'lighthouse.performance.min', value: perf.min, unit: 'score', target: 95, better: 'higher', note: perf.note },
    { metric: 'lighthouse.accessibility.min', value: a11y.min, unit: 'score', target: 100, better: 'higher', note: a11y.note },
  ];
}
