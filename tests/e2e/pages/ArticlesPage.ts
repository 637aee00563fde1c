import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { Header } from './Header';
import { expectAppReady } from '../appReady';

/** /articles: the grid of articles and the detail modal. */
export class ArticlesPage {
  readonly header: Header;
  readonly heading: Locator;
  readonly cards: Locator;
  readonly count: Locator;
  readonly emptyState: Locator;
  readonly tryAgain: Locator;
  readonly detail: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Articles' });
    this.cards = page.getByTestId('article-card');
    this.count = page.getByTestId('article-count');
    this.emptyState = page.getByText('No articles available. Check back soon for updates!', { exact: true });
    this.tryAgain = page.getByRole('button', { name: 'Try Again' });
    this.detail = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/articles');
    await expect(this.heading).toBeVisible();
    await expectAppReady(this.page);
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async titles(): Promise<string[]> {
    return this.cards.getByRole('heading', { level: 2 }).allTextContents();
  }

  readMore(title: string): Locator {
    return this.card(title).getByRole('button', { name: /^Read More/ });
  }

  async open(title: string): Promise<void> {
    await this.readMore(title).click();
    await expect(this.dialog(title)).toBeVisible();
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }
}
