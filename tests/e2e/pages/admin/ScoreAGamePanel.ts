import type { Locator, Page } from '@playwright/test';

/** The top of the admin dashboard: today's and live games, each a link to its scoring console. */
export class ScoreAGamePanel {
  readonly panel: Locator;
  readonly games: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Score a game' });
    this.games = this.panel.getByTestId('score-a-game');
  }

  /** A game's link, by 'Home vs Away'. */
  game(home: string, away: string): Locator {
    return this.games.filter({ hasText: `${home} vs ${away}` });
  }
}
