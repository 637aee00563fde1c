import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The shared header: brand, navigation, social links, mobile menu and the sync status. */
export class Header {
  readonly root: Locator;
  readonly syncStatus: Locator;
  readonly menuToggle: Locator;
  readonly nav: Locator;
  /** The caret beside 'Schools' that opens the schools dropdown. */
  readonly schoolsToggle: Locator;
  /** The dropdown (desktop) or full-screen list (phone) of every school. */
  readonly schoolsMenu: Locator;
  readonly schoolsMenuTitle: Locator;
  readonly schoolsMenuLinks: Locator;
  readonly schoolsMenuClose: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('banner');
    this.syncStatus = page.getByTestId('sync-status');
    this.menuToggle = this.root.getByRole('button', { name: /menu/i });
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.schoolsToggle = this.root.getByRole('button', { name: 'Schools list' });
    this.schoolsMenu = this.root.getByTestId('schools-menu');
    this.schoolsMenuTitle = this.schoolsMenu.getByText(/^Schools( \(\d+\))?$/);
    this.schoolsMenuLinks = this.schoolsMenu.getByRole('link');
    this.schoolsMenuClose = this.schoolsMenu.getByRole('button', { name: 'Close schools list' });
  }

  /** A school's entry in the dropdown: its name, then its location. */
  schoolsMenuLink(name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.schoolsMenu.getByRole('link', { name: new RegExp(`^${escaped}\\s*,`) });
  }

  /** The school names in the dropdown, in the order shown. */
  async schoolsMenuNames(): Promise<string[]> {
    return this.schoolsMenu.locator('.schools-menu__name').allTextContents();
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
