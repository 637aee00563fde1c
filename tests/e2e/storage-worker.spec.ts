import type { Page } from '@playwright/test';
import { expect, seedSchool, test, uniqueName, waitForFirstSync } from './fixtures';
import { SchoolsPage } from './pages/SchoolsPage';

// Each tab stores through a dedicated worker of its own (src/data/storageWorker.ts, started by src/data/workerStorage.ts).
const STORAGE_WORKER_SCRIPT = '**/assets/storageWorker-*.js';

const hasStorageWorker = (page: Page) => page.workers().some((worker) => /\/storageWorker-[\w-]+\.js$/.test(worker.url()));

test('two tabs, each with its own storage worker, both show a school added on the server, without a reload', async ({ context, page, server }) => {
  const first = new SchoolsPage(page);
  await first.goto();
  const other = await context.newPage();
  const second = new SchoolsPage(other);
  await second.goto();
  await expect.poll(() => hasStorageWorker(page)).toBe(true);
  await expect.poll(() => hasStorageWorker(other)).toBe(true);

  // Only the leader tab replicates: the other tab's worker hears of the write over a BroadcastChannel.
  const name = uniqueName('Two Tabs');
  await seedSchool(server, { name, location: 'Tabs, NY' });
  await first.expectSchool(name);
  await second.expectSchool(name);
  await other.close();
});

test("a first sync's pulls are the storage worker's: the page itself asks the store for nothing", async ({ page, server }) => {
  // Every pull is fetched, parsed and stored in the worker (src/data/sync/catchUp.ts); a pull the
  // page made would be in its own resource timings, and a request the worker made is not.
  const fromWorker: string[] = [];
  page.on('request', (request) => {
    if (/\/db\//.test(new URL(request.url()).pathname)) fromWorker.push(request.url());
  });
  // What the worker prints reaches the page's console too: RxDB's storage banner is not in the build.
  const printed: string[] = [];
  page.on('console', (message) => printed.push(message.text()));
  const name = uniqueName('Pulled Elsewhere');
  await seedSchool(server, { name, location: 'Worker, NY' });
  const schools = new SchoolsPage(page);
  await schools.goto();
  await waitForFirstSync(page);
  await schools.expectSchool(name);
  const fromPage = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => new URL(url).pathname.startsWith('/db/')));
  expect(fromPage).toEqual([]);
  // The pulls did happen: Playwright sees the worker's requests.
  expect(fromWorker.some((url) => url.includes('/db/schools/'))).toBe(true);
  expect(printed.filter((text) => text.includes('RxDB Open Core'))).toEqual([]);
});

test.describe('with no service worker', () => {
  // The worker's script is refused on its way to the page; a service worker would serve its precached copy.
  test.use({ serviceWorkers: 'block' });

  test('a storage worker that cannot load shows the error with Try Again, which recovers once it loads', async ({ page, server }) => {
    const name = uniqueName('Worker Ridge');
    await seedSchool(server, { name, location: 'Ridge, NY' });
    await page.route(STORAGE_WORKER_SCRIPT, (route) => route.abort());
    const schools = new SchoolsPage(page);
    await schools.goto();
    await expect(page.getByText(/^Failed to load schools: /)).toBeVisible();
    await expect(schools.tryAgain).toBeVisible();

    await page.unroute(STORAGE_WORKER_SCRIPT);
    await schools.tryAgain.click();
    await schools.expectSchool(name);
  });
});
