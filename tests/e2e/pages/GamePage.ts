import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { Header } from './Header';

/** /games/{id}: one game, its score, box score, scoring summary and notes. */
export class GamePage {
  readonly header: Header;
  readonly heading: Locator;
  readonly scoreboard: Locator;
  readonly score: Locator;
  readonly currentPeriod: Locator;
  readonly announcement: Locator;
  readonly periodTable: Locator;
  readonly summary: Locator;
  readonly plays: Locator;
  readonly notes: Locator;
  readonly streamLink: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.scoreboard = page.getByTestId('scoreboard');
    this.score = page.getByTestId('game-score');
    this.currentPeriod = page.getByTestId('current-period');
    this.announcement = page.getByTestId('score-announcement');
    this.periodTable = page.getByTestId('period-table');
    this.summary = page.getByRole('region', { name: 'Scoring Summary' });
    this.plays = this.summary.getByTestId('play');
    this.notes = page.getByRole('region', { name: 'Game Notes' });
    this.streamLink = this.scoreboard.getByRole('link', { name: /^Watch Stream/ });
  }

  async goto(id: string): Promise<void> {
    await this.page.goto(`/games/${encodeURIComponent(id)}`);
  }

  /** Waits for the game itself (not a loading, not-found or error state). */
  async expectGame(home: string, away: string): Promise<void> {
    await expect(this.heading).toHaveText(`${home} vs ${away}`);
    await expect(this.scoreboard).toContainText(home);
    await expect(this.scoreboard).toContainText(away);
  }

  /** A team's row of the box score. */
  periodRow(team: string): Locator {
    return this.periodTable.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: team }) });
  }

  /** Tennis: a line's row ('Singles 1'): its set scores, then its winner. */
  lineRow(label: string): Locator {
    return this.page.getByTestId('lines-table').getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }

  text(message: string | RegExp): Locator {
    return this.page.getByText(message);
  }
}
