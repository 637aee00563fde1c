import type { Locator, Page } from '@playwright/test';

/** The dashboard's notices: replaced changes and an expired session. */
export class DashboardNotices {
  /** The text of each replaced-change notice. */
  readonly conflicts: Locator;
  readonly sessionExpired: Locator;
  readonly signInLink: Locator;

  constructor(readonly page: Page) {
    this.conflicts = page.getByTestId('conflict-notice-text');
    this.sessionExpired = page.getByTestId('session-expired');
    this.signInLink = page.locator('.session-expired').getByRole('link', { name: 'Sign in' });
  }

  dismiss(text: string): Locator {
    return this.page
      .getByTestId('conflict-notice')
      .filter({ hasText: text })
      .getByRole('button', { name: 'Dismiss notice' });
  }
}
