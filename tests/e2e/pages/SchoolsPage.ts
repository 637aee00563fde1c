import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { Header } from './Header';
import { expectAppReady } from '../appReady';

/** /schools: the list of school cards. */
export class SchoolsPage {
  readonly header: Header;
  readonly heading: Locator;
  readonly cards: Locator;
  readonly emptyState: Locator;
  readonly tryAgain: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Schools' });
    this.cards = page.getByTestId('school-card');
    this.emptyState = page.getByText('No schools available yet.');
    this.tryAgain = page.getByRole('button', { name: 'Try Again' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/schools');
    await expect(this.heading).toBeVisible();
    await expectAppReady(this.page);
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  viewLink(name: string): Locator {
    return this.card(name).getByRole('link', { name: /^View School/ });
  }

  async names(): Promise<string[]> {
    return this.cards.getByRole('heading').allTextContents();
  }

  async expectSchool(name: string): Promise<void> {
    await expect(this.card(name)).toBeVisible();
  }
}
