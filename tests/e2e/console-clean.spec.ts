import type { ConsoleMessage } from '@playwright/test';
import { expect, test, waitForFirstSync } from './fixtures';

// The demo association: pages full of what a fan sees.
test.use({ demoData: true, serverKey: 'console-demo' });

const PUBLIC_PAGES = ['/', '/schools', '/schedule', '/articles', '/sports'];

/** What a fan's DevTools show at their default levels: everything but verbose (debug). */
const shown = (message: ConsoleMessage): boolean => message.type() !== 'debug';

function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  const where = url ? ` (${message.worker() ? 'worker ' : ''}${url}:${lineNumber})` : '';
  return `console.${message.type()}: ${message.text()}${where}`;
}

for (const pathname of PUBLIC_PAGES) {
  test(`a fan's first visit to ${pathname} prints nothing in the console, through the first sync`, async ({ context, page }) => {
    const printed: string[] = [];
    // The context's console has the page's, its storage worker's and its service worker's messages.
    context.on('console', (message) => {
      if (shown(message)) printed.push(describe(message));
    });
    page.on('pageerror', (error) => printed.push(`uncaught: ${error.message}`));

    await page.goto(pathname);
    await waitForFirstSync(page);
    await page.evaluate(() => navigator.serviceWorker.ready);

    expect(printed, `the console of ${pathname}:\n${printed.join('\n')}`).toEqual([]);
  });
}
