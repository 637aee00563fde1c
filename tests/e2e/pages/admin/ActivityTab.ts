import type { Locator, Page } from '@playwright/test';

/** The Activity tab: the audit trail, filtered. */
export class ActivityTab {
  readonly rows: Locator;
  /** The school filter: a list of the association's schools, 'All schools' first. */
  readonly school: Locator;
  readonly game: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('activity-row');
    this.school = page.getByLabel('School', { exact: true });
    this.game = page.getByLabel('Game (id)');
  }

  async filterByGame(gameId: string): Promise<void> {
    await this.game.fill(gameId);
    await this.page.getByRole('button', { name: 'Filter' }).click();
  }

  /** Only the school's records (picked by its name; the game filter emptied). */
  async filterBySchool(name: string): Promise<void> {
    await this.game.fill('');
    await this.school.selectOption({ label: name });
    await this.page.getByRole('button', { name: 'Filter' }).click();
  }
}
