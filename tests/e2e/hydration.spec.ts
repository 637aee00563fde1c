import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, holdSync, test } from './fixtures';
import { allDocs } from './serverDocs';

/*
 * The app hydrates the server's page: its first render must be that page, in every attribute and
 * text (an attribute React finds different it does not patch: the page would keep the server's).
 * React says so only in its development build, so this file builds the app once more in that
 * mode (about a second), serves it, and opens every kind of server-rendered page in it.
 */
const DEV_DIST = 'dist-hydration-check';
test.use({ demoData: true, serverKey: 'hydration-dev-build', serverEnv: { STATIC_DIR: path.resolve(DEV_DIST) } });

test.beforeAll(() => {
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--mode', 'development', '--outDir', DEV_DIST, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: 'inherit',
  });
});

test("every server-rendered page hydrates as it is: the app's first render matches it, element for element", async ({ page, server }) => {
  test.setTimeout(120_000);
  const games = await allDocs<{ id: string; status: string }>(server, 'games');
  const schools = await allDocs<{ id: string }>(server, 'schools');
  const articles = await allDocs<{ id: string }>(server, 'articles');
  const paths = [
    '/',
    '/schools',
    '/schedule',
    '/articles',
    `/articles/${articles[0].id}`,
    ...schools.slice(0, 3).map((school) => `/schools/${school.id}`),
    ...['LIVE', 'FINAL', 'UPCOMING'].map((status) => `/games/${games.find((game) => game.status === status)!.id}`),
  ];
  const mismatches: string[] = [];
  // React's development build says a mismatch in the console ("hydrated but … didn't match", "Hydration failed").
  page.on('console', (message) => {
    if (/hydrat|didn't match/i.test(message.text())) mismatches.push(`${page.url()}: ${message.text().slice(0, 2000)}`);
  });
  // Every element of the server's page is remembered before any script runs (not marked: an attribute
  // React did not render is a mismatch itself), and counted again at the screen's commit, when the
  // app takes data-server-rendered off: hydrated, the screen's elements are still those. (Later, the
  // device's own data may redraw a list: that is no longer hydration.)
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { __served: number; __keptInMain?: number };
      const served = new Set(document.querySelectorAll('#root *'));
      w.__served = served.size;
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((_, observer) => {
        if (root.hasAttribute('data-server-rendered')) return;
        observer.disconnect();
        w.__keptInMain = [...document.querySelectorAll('main *')].filter((element) => served.has(element)).length;
      }).observe(root, { attributes: true, attributeFilter: ['data-server-rendered'] });
    });
  });
  const kept = () =>
    page.evaluate(() => {
      const w = window as unknown as { __served?: number; __keptInMain?: number };
      return { served: w.__served ?? 0, keptInMain: w.__keptInMain ?? 0 };
    });
  // The sync held: each page stays on the server's first screen, which the device's data would replace.
  await holdSync(page);
  for (const where of paths) {
    await page.goto(where);
    await expect(page.locator('#root[data-server-rendered]'), `${where} hydrated`).toHaveCount(0);
    const { served, keptInMain } = await kept();
    expect(mismatches).toEqual([]);
    expect(served, `${where} came rendered by the server`).toBeGreaterThan(20);
    // A page React rebuilt instead would keep none of the server's elements.
    expect(keptInMain, `${where}: the screen's elements are the server's`).toBeGreaterThan(10);
  }
});
