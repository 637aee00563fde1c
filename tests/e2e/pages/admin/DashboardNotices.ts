import type { Locator, Page } from '@playwright/test';

/** The dashboard's notices: replaced changes, an expired session, another account's waiting edits. */
export class DashboardNotices {
  /** The text of each replaced-change notice. */
  readonly conflicts: Locator;
  readonly sessionExpired: Locator;
  /** A push refused for the account's role or schools (a 403): no sign-in offered. */
  readonly roleRefused: Locator;
  readonly signInLink: Locator;
  /** Another account's edits waiting on this device, one line per author. */
  readonly othersPending: Locator;

  constructor(readonly page: Page) {
    this.conflicts = page.getByTestId('conflict-notice-text');
    this.sessionExpired = page.getByTestId('session-expired');
    this.roleRefused = page.getByTestId('role-refused');
    this.signInLink = page.locator('.session-expired').getByRole('link', { name: 'Sign in' });
    this.othersPending = page.getByTestId('others-pending');
  }

  dismiss(text: string): Locator {
    return this.page
      .getByTestId('conflict-notice')
      .filter({ hasText: text })
      .getByRole('button', { name: 'Dismiss notice' });
  }
}
