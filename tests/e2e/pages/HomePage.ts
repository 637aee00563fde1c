import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { Header } from './Header';
import { expectAppReady } from '../appReady';

/** Home `/`: welcome popup, Latest News, Scores, Divisional Leaders, Around the Leagues, Our Mission. */
export class HomePage {
  readonly header: Header;
  readonly heading: Locator;

  readonly welcome: Locator;
  readonly getStarted: Locator;

  readonly news: Locator;
  readonly newsArticle: Locator;
  readonly newsToggle: Locator;

  readonly scores: Locator;
  readonly refresh: Locator;
  readonly finalScores: Locator;
  readonly featuredScores: Locator;

  readonly leaders: Locator;
  readonly leaderSlide: Locator;
  readonly leaderLinks: Locator;
  readonly previousSport: Locator;
  readonly nextSport: Locator;
  readonly pauseRotation: Locator;

  readonly leagues: Locator;
  readonly mission: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.welcome = page.getByRole('dialog', { name: 'Welcome to the LIAA' });
    this.getStarted = this.welcome.getByRole('button', { name: 'Get Started' });

    this.news = page.getByRole('region', { name: 'Latest News' });
    this.newsArticle = this.news.getByTestId('latest-news');
    this.newsToggle = this.news.getByRole('button', { name: /^(Read More|Show Less)$/ });

    this.scores = page.getByRole('region', { name: 'Scores' });
    this.refresh = this.scores.getByRole('button', { name: 'Refresh' });
    this.finalScores = this.scores.getByTestId('score-card');
    this.featuredScores = this.scores.getByTestId('featured-score');

    this.leaders = page.getByRole('region', { name: 'Divisional Leaders' });
    this.leaderSlide = this.leaders.getByRole('group');
    this.leaderLinks = this.leaders.getByTestId('division-leader');
    this.previousSport = this.leaders.getByRole('button', { name: 'Previous sport' });
    this.nextSport = this.leaders.getByRole('button', { name: 'Next sport' });
    this.pauseRotation = this.leaders.getByRole('button', { name: /^(Pause|Play) rotation$/ });

    this.leagues = page.getByRole('region', { name: 'Around the Leagues' });
    this.mission = page.getByRole('region', { name: 'Our Mission' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.heading).toBeVisible();
    await expectAppReady(this.page);
  }

  /** Scrolls to the Divisional Leaders: the card loads its carousel as it nears the screen, as a reader's scroll does. */
  async showLeaders(): Promise<void> {
    await this.leaders.scrollIntoViewIfNeeded();
  }

  /** Dismisses the first-visit popup if it shows. */
  async dismissWelcome(): Promise<void> {
    if (await this.welcome.isVisible()) await this.getStarted.click();
    await expect(this.welcome).toBeHidden();
  }

  /** A final score card by one of its teams. */
  finalScore(team: string): Locator {
    return this.finalScores.filter({ hasText: team });
  }

  /** '2 of 8: Boys Golf' → 'Boys Golf'. */
  async slideSport(): Promise<string> {
    const label = (await this.leaderSlide.getAttribute('aria-label')) ?? '';
    return label.replace(/^\d+ of \d+: /, '');
  }
}
