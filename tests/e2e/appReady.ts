import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/firstScreens';

/**
 * Waits until the app has taken over a page the server rendered (#root loses its
 * data-server-rendered mark): before that the page shows everything but answers nothing
 * (hover, clicks). Immediate for a page the app built itself.
 */
export async function expectAppReady(page: Page): Promise<void> {
  await expect(page.locator(`#root[${SERVER_RENDERED_ATTRIBUTE}]`)).toHaveCount(0);
}
