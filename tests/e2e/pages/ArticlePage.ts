import type { Locator, Page } from '@playwright/test';

/** /articles/{id}: one article on a page of its own, the link a fan shares. */
export class ArticlePage {
  readonly heading: Locator;
  readonly article: Locator;
  readonly share: Locator;
  readonly said: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.article = page.getByTestId('article-page');
    this.share = this.article.getByRole('button', { name: 'Share this article' });
    this.said = this.article.getByRole('status');
  }

  async goto(id: string): Promise<void> {
    await this.page.goto(`/articles/${encodeURIComponent(id)}`);
  }

  /** A tag of the page's head, by property (og:) or name (twitter:, description). */
  meta(key: string): Locator {
    return this.page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);
  }
}
