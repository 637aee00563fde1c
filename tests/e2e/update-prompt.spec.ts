import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer } from '../kit/server';
import { DIST, expect, skipWelcomePopup, test } from './fixtures';

test('a new deployment shows "A new version is available" and Reload switches to it', async ({ browser }) => {
  // A copy of the build this test can "redeploy" without touching the served build (fixtures.DIST).
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'liaa-e2e-dist-'));
  cpSync(DIST, staticDir, { recursive: true });
  const server = await startTestServer({ staticDir });
  const context = await browser.newContext({ baseURL: server.url });
  await skipWelcomePopup(context);
  try {
    const page = await context.newPage();
    await page.goto('/');
    // A first visit: the worker installs and takes control of this page without a reload (clientsClaim).
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
    await expect(prompt).toHaveCount(0);

    // Twice: on the first visit's page, then on the page that reload opened (controlled from its start).
    for (const deployment of ['first', 'second']) {
      appendFileSync(path.join(staticDir, 'sw.js'), `\n// redeployed: ${deployment}\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await expect(prompt).toBeVisible();
      // The update waits for the user: the old worker still controls the page.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

      // Reload reloads the page (a new document), under the new worker, and the prompt is gone.
      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.waiting === null && navigator.serviceWorker.controller !== null;
          }),
        )
        .toBe(true);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(prompt).toHaveCount(0);
    }
  } finally {
    await context.close();
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
});
