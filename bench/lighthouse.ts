import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BenchResult } from './common';
import { log } from './common';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';

export const LIGHTHOUSE_PATHS = ['/', '/schools', '/schedule', '/articles'];

/** Lighthouse (its default: mobile, simulated throttling) on each public page; the lowest score of each category. */
export async function benchLighthouse(serverUrl: string, paths: readonly string[] = LIGHTHOUSE_PATHS): Promise<BenchResult[]> {
  const scores: { path: string; performance: number; accessibility: number; why: string }[] = [];
  for (const path of paths) {
    // A fresh browser per page: a fresh profile, no cache or service worker from the page before.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
    try {
      const result = await lighthouse(serverUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const lhr = result?.lhr;
      const categories = lhr?.categories;
      const ms = (id: string) => Math.round(lhr?.audits[id]?.numericValue ?? Number.NaN);
      const performance = Math.round((categories?.performance?.score ?? Number.NaN) * 100);
      const accessibility = Math.round((categories?.accessibility?.score ?? Number.NaN) * 100);
      // Why a score is what it is: the metrics, and how fast Lighthouse found this machine.
      const why = `FCP ${ms('first-contentful-paint')} LCP ${ms('largest-contentful-paint')} TBT ${ms('total-blocking-time')} SI ${ms('speed-index')} ms, benchmarkIndex ${Math.round(lhr?.environment.benchmarkIndex ?? Number.NaN)}`;
      scores.push({ path, performance, accessibility, why });
      log(`lighthouse ${path}: performance ${performance}, accessibility ${accessibility} (${why})`);
      if (process.env.BENCH_LIGHTHOUSE_DIR && typeof result?.report === 'string') {
        writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DIR, `lighthouse${path.replace(/\//g, '_') || '_'}.json`), result.report);
      }
    } finally {
      chrome.kill();
    }
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
