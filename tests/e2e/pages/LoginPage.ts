import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** /login */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Email');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('button', { name: 'Sign In' });
    this.error = page.getByRole('alert').filter({ hasText: /./ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.submit).toBeVisible();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  async expectError(text: string): Promise<void> {
    await expect(this.error).toHaveText(text);
  }
}
