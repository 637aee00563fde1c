import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { Header } from './Header';

/** /sports?selectedSport=: sidebar of sports, division standings, power ranking, Coming Soon panels. */
export class SportsPage {
  readonly header: Header;
  readonly heading: Locator;
  readonly sidebar: Locator;
  readonly standingsHeading: Locator;
  readonly divisions: Locator;
  readonly rankings: Locator;
  readonly rankingsPanel: Locator;
  readonly seasonPicker: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Sports Statistics' });
    this.sidebar = page.getByRole('navigation', { name: 'Sports' });
    this.standingsHeading = page.getByRole('heading', { level: 2, name: /Standings/ });
    this.divisions = page.getByTestId('division-standings');
    this.rankingsPanel = page.getByRole('region', { name: 'Power Rankings' });
    this.rankings = page.getByTestId('power-ranking');
    this.seasonPicker = page.getByLabel('Season');
  }

  /** `sport` is sent as given: either spelling of SPEC §3. */
  async goto(sport?: string): Promise<void> {
    await this.page.goto(sport === undefined ? '/sports' : `/sports?selectedSport=${encodeURIComponent(sport)}`);
    await expect(this.heading).toBeVisible();
  }

  sportLink(name: string): Locator {
    return this.sidebar.getByRole('link', { name, exact: true });
  }

  division(name: string): Locator {
    return this.divisions.filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  /** Rows of a division's table (team name in the row header). */
  rows(division: string): Locator {
    return this.division(division).locator('tbody tr');
  }

  async teamNames(division: string): Promise<string[]> {
    return this.rows(division).locator('th').allTextContents();
  }

  /** Each row's cells after the team: Wins, Losses, Overall, Win %. */
  async table(division: string): Promise<{ team: string; wins: number; losses: number; overall: string; pct: string }[]> {
    const rows = await this.rows(division).all();
    return Promise.all(
      rows.map(async (row) => {
        const [wins, losses, overall, pct] = await row.locator('td').allTextContents();
        return { team: await row.locator('th').innerText(), wins: Number(wins), losses: Number(losses), overall, pct };
      }),
    );
  }

  row(division: string, team: string): Locator {
    return this.rows(division).filter({ has: this.page.getByRole('rowheader', { name: team, exact: true }) });
  }

  comingSoon(title: 'LIAA Leaders' | 'Division Statistics'): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${title}`) });
  }
}
