import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The dashboard's Featured Scores tab ('Manage Featured Scores') and its rankings opener. */
export class FeaturedTab {
  readonly panel: Locator;
  readonly heading: Locator;
  readonly featured: Locator;
  readonly games: Locator;
  readonly sportFilter: Locator;
  readonly error: Locator;
  readonly manageRankings: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
    this.heading = this.panel.getByRole('heading', { level: 2, name: 'Manage Featured Scores' });
    this.featured = this.panel.getByTestId('featured-score');
    this.games = this.panel.getByTestId('featurable-game');
    this.sportFilter = this.panel.getByRole('combobox', { name: 'Show sport', exact: true });
    this.error = this.panel.getByRole('alert').filter({ hasText: /./ });
    this.manageRankings = this.panel.getByRole('button', { name: 'Manage Team Rankings' });
  }

  game(title: string): Locator {
    return this.games.filter({ has: this.page.getByText(title, { exact: true }) });
  }

  featuredEntry(title: string): Locator {
    return this.featured.filter({ has: this.page.getByText(title, { exact: true }) });
  }

  async feature(title: string): Promise<void> {
    await this.game(title).getByRole('button', { name: `Feature ${title}` }).click();
    await expect(this.featuredEntry(title)).toBeVisible();
  }

  async remove(title: string): Promise<void> {
    await this.featuredEntry(title).getByRole('button', { name: `Remove ${title}` }).click();
    await expect(this.featuredEntry(title)).toHaveCount(0);
  }
}
