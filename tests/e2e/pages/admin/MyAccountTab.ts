import type { Locator, Page } from '@playwright/test';

/** My Account: who is signed in, and a new password (the account's other sessions are signed out). */
export class MyAccountTab {
  readonly current: Locator;
  readonly next: Locator;
  readonly submit: Locator;
  readonly success: Locator;

  constructor(readonly page: Page) {
    const panel = page.getByRole('tabpanel');
    this.current = panel.getByLabel('Current password');
    this.next = panel.getByLabel('New password');
    this.submit = panel.getByRole('button', { name: 'Change password' });
    this.success = panel.getByRole('status').filter({ hasText: /Password changed/ });
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.current.fill(current);
    await this.next.fill(next);
    await this.submit.click();
  }
}
