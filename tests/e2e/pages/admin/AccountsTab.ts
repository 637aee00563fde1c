import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The Accounts tab: invite an account, its one-time password, the list with each account's actions. */
export class AccountsTab {
  readonly email: Locator;
  readonly role: Locator;
  readonly create: Locator;
  readonly oneTimePassword: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.role = page.getByLabel('Role');
    this.create = page.getByRole('button', { name: 'Create account' });
    this.oneTimePassword = page.getByTestId('one-time-password').locator('code');
  }

  /** Invites a school scorekeeper of `schools` (their names) and answers the password shown once. */
  async inviteScorekeeper(email: string, schools: string[]): Promise<string> {
    await this.email.fill(email);
    await this.role.selectOption('scorekeeper');
    for (const school of schools) await this.page.getByRole('checkbox', { name: school }).check();
    await this.create.click();
    await expect(this.oneTimePassword).toHaveText(/\S{10,}/);
    return (await this.oneTimePassword.textContent()) ?? '';
  }

  account(email: string): Locator {
    return this.page.getByTestId('account-row').filter({ hasText: email });
  }

  /** The account's active sessions, one item each ('{device} · last seen {time}', or 'No active session.'). */
  sessions(email: string): Locator {
    return this.account(email).getByRole('list', { name: `Sessions of ${email}` }).getByRole('listitem');
  }

  /** The session opened on the device whose name contains `device`. */
  session(email: string, device: string): Locator {
    return this.sessions(email).filter({ hasText: device });
  }

  /** 'Reset password': answers the new one-time password, shown once. */
  async resetPassword(email: string): Promise<string> {
    await this.account(email).getByRole('button', { name: 'Reset password' }).click();
    await expect(this.page.getByTestId('one-time-password')).toContainText(`One-time password for ${email}`);
    await expect(this.oneTimePassword).toHaveText(/\S{10,}/);
    return (await this.oneTimePassword.textContent()) ?? '';
  }
}
