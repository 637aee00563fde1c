import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { AddSchoolTab } from './AddSchoolTab';
import { Header } from './Header';

export const ADMIN_TAB_NAMES = [
  'Add School',
  'Add Sport',
  'Add Schedule',
  'Add Game',
  'Edit Schedule',
  'Add Article',
  'Add Roster',
  'Add Stats',
  'Featured Scores',
  'Standings',
  'Accounts',
  'Activity',
  'My Account',
] as const;

export type AdminTabName = (typeof ADMIN_TAB_NAMES)[number];

/** /admin: the dashboard with its sidebar of tabs. */
export class AdminPage {
  readonly header: Header;
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly pending: Locator;
  readonly signOutButton: Locator;
  readonly addSchool: AddSchoolTab;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Admin Dashboard' });
    this.tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    this.pending = page.getByTestId('admin-pending');
    this.signOutButton = page.getByRole('button', { name: 'Sign out' });
    this.addSchool = new AddSchoolTab(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin');
  }

  async expectDashboard(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin/);
    await expect(this.heading).toBeVisible();
  }

  /** The device's database is open and its sync started (a save before then is refused: 'still opening'). */
  async expectDatabaseOpen(): Promise<void> {
    await expect(this.pending).toHaveAttribute('aria-busy', 'false');
  }

  tab(name: AdminTabName): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /**
   * Clicks the tab until it is selected. The tabs sit below "Score a game", whose list grows while
   * the device's first sync brings today's games: a click aimed where the tab was a moment ago
   * can land on the list instead (CI, 2026-12-04: "Add Roster" never selected). A click that
   * leaves the dashboard fails here, as the tab is gone.
   */
  async openTab(name: AdminTabName): Promise<void> {
    const tab = this.tab(name);
    await expect(async () => {
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  async signOut(): Promise<void> {
    await this.signOutButton.click();
    const dialog = this.page.getByRole('dialog');
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Sign out' }).click();
  }
}
