import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Phone and desktop sizes every public route is checked (and photographed) at. */
export const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** axe-core with the WCAG 2.1 A and AA rules: no violations on the whole page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing wider than the screen: a phone never scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Full-page screenshot as test output (not committed), to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** Marks the document, to prove later that a change arrived without a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

/** The storage worker's script (src/data/storageWorker.ts), hashed by the build. */
const STORAGE_WORKER_SCRIPT = '**/assets/storageWorker-*.js';

/**
 * Runs `patch` first thing in the page and in the storage worker it starts,
 * where IndexedDB is opened: an init script never reaches a dedicated worker,
 * so the worker's script is served with the patch in front of it (the first
 * `times` times it is fetched; later workers get it as built). Routed on a
 * context, the service worker's own fetch of that script (its precache) is
 * patched too, so a page it serves gets the same worker.
 */
export async function patchIndexedDb(page: Page, routes: Page | BrowserContext, patch: () => void, times = Number.POSITIVE_INFINITY): Promise<void> {
  await page.addInitScript(patch);
  let left = times;
  await routes.route(STORAGE_WORKER_SCRIPT, async (route) => {
    try {
      const response = await route.fetch();
      if (left <= 0) return await route.fulfill({ response });
      left -= 1;
      return await route.fulfill({ response, body: `(${patch.toString()})();\n${await response.text()}` });
    } catch (error) {
      // The page that asked went away meanwhile (a reload, Try Again): nothing is waiting for this answer.
      if (/disposed|closed|Target page/i.test(String(error))) return undefined;
      throw error;
    }
  });
}

/** Makes IndexedDB refuse to open in this page's context (as in some private modes): screens show their error state. */
export async function breakLocalDatabase(page: Page): Promise<void> {
  await patchIndexedDb(page, page.context(), () => {
    IDBFactory.prototype.open = function refuse(): IDBOpenDBRequest {
      throw new DOMException('IndexedDB is blocked for this test', 'InvalidStateError');
    };
  });
}
