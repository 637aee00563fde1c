import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { Header } from './Header';
import { expectAppReady } from '../appReady';

/** The schedule's sport filter buttons (docs/product/screens.md §6), in order, named as on every page. */
export const SCHEDULE_FILTER_LABELS = [
  'All',
  'Football',
  'Boys Golf',
  'Girls Golf',
  'Boys Soccer',
  'Girls Soccer',
  'Boys Cross Country',
  'Girls Cross Country',
  'Tennis',
] as const;

export type ScheduleFilterLabel = (typeof SCHEDULE_FILTER_LABELS)[number];

/** /schedule: LIVE games with stream links, and today's and upcoming games with sport filters. */
export class SchedulePage {
  readonly header: Header;
  readonly heading: Locator;
  readonly livePanel: Locator;
  readonly liveGames: Locator;
  readonly todayPanel: Locator;
  readonly todayGames: Locator;
  readonly filters: Locator;
  readonly noLiveGames: Locator;
  readonly noGamesToday: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Schedule' });
    this.livePanel = page.getByRole('region', { name: /^Live Games/ });
    this.liveGames = page.getByTestId('live-game');
    this.todayPanel = page.getByRole('region', { name: "Today's and Upcoming Games" });
    this.todayGames = page.getByTestId('today-game');
    this.filters = page.getByRole('group', { name: 'Filter games by sport' }).getByRole('button');
    this.noLiveGames = this.livePanel.getByText('No live games right now', { exact: true });
    this.noGamesToday = this.todayPanel.getByText('No games scheduled for today.', { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/schedule');
    await expect(this.heading).toBeVisible();
    await expectAppReady(this.page);
  }

  filter(label: ScheduleFilterLabel): Locator {
    return this.page.getByRole('group', { name: 'Filter games by sport' }).getByRole('button', { name: label, exact: true });
  }

  /** The LIVE card of a game, found by a team's name. */
  liveGame(team: string): Locator {
    return this.liveGames.filter({ hasText: team });
  }

  /** The polite live region holding a LIVE game's score. */
  liveScore(team: string): Locator {
    return this.liveGame(team).getByTestId('live-score');
  }

  todayGame(team: string): Locator {
    return this.todayGames.filter({ hasText: team });
  }

  streamLink(team: string): Locator {
    return this.liveGame(team).getByRole('link', { name: /^(Watch Stream|Stream coming soon)/ });
  }
}
