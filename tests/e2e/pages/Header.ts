import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The shared header: brand, navigation, social links, mobile menu and the sync status. */
export class Header {
  readonly root: Locator;
  readonly syncStatus: Locator;
  readonly menuToggle: Locator;
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('banner');
    this.syncStatus = page.getByTestId('sync-status');
    this.menuToggle = this.root.getByRole('button', { name: /menu/i });
    this.nav = page.getByRole('navigation', { name: 'Main' });
  }

  navLink(name: 'Home' | 'Schools' | 'Sports' | 'Schedule' | 'Articles'): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  socialLink(name: 'Facebook' | 'Instagram' | 'X'): Locator {
    return this.root.getByRole('link', { name: new RegExp(`^${name} \\(opens in a new tab\\)$`) });
  }

  async expectLive(): Promise<void> {
    await expect(this.syncStatus).toHaveAttribute('data-tone', 'live');
    await expect(this.syncStatus).toContainText('Live');
  }

  async expectOffline(): Promise<void> {
    await expect(this.syncStatus).toContainText('Offline');
  }

  async expectPending(count: number): Promise<void> {
    await expect(this.syncStatus).toHaveAttribute('data-pending', String(count));
    if (count === 0) {
      await expect(this.syncStatus).not.toContainText('waiting to sync');
      return;
    }
    const word = count === 1 ? 'change' : 'changes';
    await expect(this.syncStatus).toContainText(`${count} ${word} waiting to sync`);
  }
}
