import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import type { BenchResult } from './common';
import { log, round } from './common';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The flags of playwright.config.ts. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The home page's scores. The home screen is being built; until it renders them,
 * the main heading is measured instead and the row says so.
 */
const SCORES_SELECTOR = process.env.BENCH_SCORES_SELECTOR ?? '[data-testid="home-scores"] [data-testid="score-card"], [data-testid="home-score"], [data-testid="featured-score"]';
const FALLBACK_SELECTOR = 'main h1';
const WAIT_MS = 60_000;

/** ms from navigation start until the scores (or, when the page has none, the fallback) are visible, read in the page. */
async function timeToScores(page: Page, url: string): Promise<{ ms: number; fallback: boolean; fcp: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  const found = await findScores(page);
  // First contentful paint tells shell time from data time.
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
  return { ...found, fcp: Math.round(fcp) };
}

async function findScores(page: Page): Promise<{ ms: number; fallback: boolean }> {
  const now = () => page.evaluate(() => performance.now());
  const scores = page
    .locator(SCORES_SELECTOR)
    .first()
    .waitFor({ state: 'visible', timeout: WAIT_MS })
    .then(now)
    .then((ms) => ({ ms, fallback: false }));
  // Unanswered when the page has no scores: the fallback decides then.
  scores.catch(() => undefined);
  const fallbackAt = await Promise.race([scores.then(() => null, () => new Promise<never>(() => undefined)), page.locator(FALLBACK_SELECTOR).first().waitFor({ state: 'visible', timeout: WAIT_MS }).then(now)]);
  if (fallbackAt === null) return scores;
  // The heading is up: give the scores a moment to follow before settling for the heading's time.
  const late = await Promise.race([scores, new Promise<null>((r) => setTimeout(() => r(null), 3000))]).catch(() => null);
  return late ?? { ms: fallbackAt, fallback: true };
}

export async function benchBrowser(serverUrl: string, dataSet: string): Promise<BenchResult[]> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer | null>>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && !scripts.has(res.url())) scripts.set(res.url(), res.body().catch(() => null));
    });
    const first = await timeToScores(page, serverUrl + '/');
    log(`browser: first visit ${first.ms.toFixed(0)} ms (FCP ${first.fcp} ms)${first.fallback ? ' (fallback selector)' : ''}`);
    await page.waitForLoadState('load');
    const bodies = await Promise.all(scripts.values());
    const gzipBytes = bodies.reduce((sum, body) => sum + (body ? gzipSync(new Uint8Array(body)).length : 0), 0);
    const adminChunks = [...scripts.keys()].filter((u) => /admin/i.test(new URL(u).pathname));

    // Repeat visit: wait until the service worker controls the page, then go offline.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload({ waitUntil: 'load' });
    await page.locator(`${SCORES_SELECTOR}, ${FALLBACK_SELECTOR}`).first().waitFor({ state: 'visible', timeout: WAIT_MS });
    await new Promise((r) => setTimeout(r, 2000));
    await context.setOffline(true);
    const again = await context.newPage();
    const offline = await timeToScores(again, serverUrl + '/');
    log(`browser: offline repeat visit ${offline.ms.toFixed(0)} ms (FCP ${offline.fcp} ms)`);
    await context.close();

    const fallbackNote = 'home page renders no scores yet: measured main h1 visible';
    return [
      { metric: `sync.initial.${dataSet}.browser_first_scores_ms`, value: round(first.ms, 0), unit: 'ms', target: 1000, better: 'lower', note: first.fallback ? fallbackNote : `first contentful paint ${first.fcp} ms` },
      { metric: 'offline.repeat_visit_scores_ms', value: round(offline.ms, 0), unit: 'ms', target: 500, better: 'lower', note: offline.fallback ? fallbackNote : `first contentful paint ${offline.fcp} ms` },
      { metric: 'web.public_js_gzip_kb', value: round(gzipBytes / 1024, 1), unit: 'KB', target: 200, better: 'lower', note: `${scripts.size} script(s) on first visit${adminChunks.length ? `; ADMIN CODE LOADED: ${adminChunks.join(' ')}` : ', no admin chunk'}` },
    ];
  } finally {
    await browser.close();
  }
}
