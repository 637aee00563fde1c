import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The 'Manage Team Rankings' modal, opened from the Featured Scores tab. */
export class RankingsModal {
  readonly dialog: Locator;
  readonly sport: Locator;
  readonly season: Locator;
  readonly rows: Locator;
  readonly save: Locator;
  readonly reset: Locator;
  readonly addTeam: Locator;
  readonly error: Locator;
  readonly success: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Manage Team Rankings' });
    this.sport = this.dialog.getByRole('combobox', { name: 'Ranking sport', exact: true });
    this.season = this.dialog.getByRole('combobox', { name: 'Ranking season', exact: true });
    this.rows = this.dialog.getByTestId('ranking-row');
    this.save = this.dialog.getByRole('button', { name: 'Save Rankings' });
    this.reset = this.dialog.getByRole('button', { name: 'Reset' });
    this.addTeam = this.dialog.getByRole('combobox', { name: 'Add a team from the standings', exact: true });
    this.error = this.dialog.getByRole('alert').filter({ hasText: /./ });
    this.success = this.dialog.getByRole('status').filter({ hasText: /./ });
  }

  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
  }

  /** Team names in rank order. */
  async teams(): Promise<string[]> {
    return (await this.rows.locator('.rankings__team').allInnerTexts()).map((text) => text.replace(/\s+\d+-\d+$/, '').trim());
  }

  rankInput(team: string): Locator {
    return this.dialog.getByRole('spinbutton', { name: `New rank for ${team}`, exact: true });
  }

  /** Types a new rank and presses Enter (the keyboard path). */
  async move(team: string, rank: string): Promise<void> {
    await this.rankInput(team).fill(rank);
    await this.rankInput(team).press('Enter');
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog).toBeHidden();
  }
}
