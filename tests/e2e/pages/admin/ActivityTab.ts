import type { Locator, Page } from '@playwright/test';

/** The Activity tab: the audit trail, filtered. */
export class ActivityTab {
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('activity-row');
  }

  async filterByGame(gameId: string): Promise<void> {
    await this.page.getByLabel('Game (id)').fill(gameId);
    await this.page.getByRole('button', { name: 'Filter' }).click();
  }
}
