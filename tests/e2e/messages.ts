import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Starts recording every text a status or alert region of the page shows, however briefly.
 * A success message stays 2 s; on a loaded machine the page's main thread can be busy past
 * that (a first sync's writes), so a poll from the test may never find it although it was
 * shown. The record is kept by a MutationObserver in the page, which sees each change as it
 * is made. Returns a check that waits until `text` has been shown since the call.
 */
export async function watchMessages(page: Page): Promise<(text: string) => Promise<void>> {
  await page.evaluate(() => {
    const w = window as unknown as { __messagesShown?: string[] };
    if (w.__messagesShown) {
      w.__messagesShown.length = 0;
      return;
    }
    const shown: string[] = [];
    w.__messagesShown = shown;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = region.textContent?.trim();
        if (text && !shown.includes(text)) shown.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return async (text: string) => {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __messagesShown?: string[] }).__messagesShown ?? []), { message: `"${text}" is shown` })
      .toContain(text);
  };
}
