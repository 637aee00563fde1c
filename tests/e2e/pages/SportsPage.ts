import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { Header } from './Header';

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A standings row as read from its table, by column: 'Wins', 'Win %', 'Overall', 'Points for', … (the accessible names). */
export type StandingsCells = Record<string, string> & { team: string };

/** /sports?selectedSport=: sidebar of sports, division standings, power ranking, leaders, Coming Soon panels. */
export class SportsPage {
  readonly header: Header;
  readonly heading: Locator;
  readonly sidebar: Locator;
  readonly standingsHeading: Locator;
  readonly standingsSource: Locator;
  readonly divisions: Locator;
  readonly rankings: Locator;
  readonly rankingsPanel: Locator;
  readonly seasonPicker: Locator;
  readonly tiebreakRules: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Sports Statistics' });
    this.sidebar = page.getByRole('navigation', { name: 'Sports' });
    this.standingsHeading = page.getByRole('heading', { level: 2, name: /Standings/ });
    this.standingsSource = page.locator('.standings-source');
    this.divisions = page.getByTestId('division-standings');
    this.rankingsPanel = page.getByRole('region', { name: 'Power Rankings' });
    this.rankings = page.getByTestId('power-ranking');
    this.seasonPicker = page.getByLabel('Season');
    // By CSS, not role: the list sits in a <details> that may be closed.
    this.tiebreakRules = page.getByTestId('tiebreak-rules').locator('li');
  }

  /** `sport` is sent as given: either spelling of docs/product/rules.md §5. */
  async goto(sport?: string, season?: string): Promise<void> {
    const query = new URLSearchParams();
    if (sport !== undefined) query.set('selectedSport', sport);
    if (season !== undefined) query.set('season', season);
    await this.page.goto(query.size === 0 ? '/sports' : `/sports?${query.toString()}`);
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
    return this.rows(division).locator('th .standings__team-name').allTextContents();
  }

  /** Each row's cells by column name, for imported and computed tables alike. */
  async table(division: string): Promise<StandingsCells[]> {
    const table = this.division(division).locator('table');
    const columns = await table.locator('thead th').evaluateAll((ths) =>
      ths.map((th) => (th.querySelector('.standings__label-long')?.textContent ?? th.textContent ?? '').trim()),
    );
    const rows = await this.rows(division).all();
    return Promise.all(
      rows.map(async (row) => {
        const cells = await row.locator('td').allTextContents();
        const entry: StandingsCells = { team: (await row.locator('th .standings__team-name').textContent()) ?? '' };
        columns.slice(1).forEach((column, i) => {
          entry[column] = cells[i] ?? '';
        });
        return entry;
      }),
    );
  }

  row(division: string, team: string): Locator {
    return this.rows(division).filter({ has: this.page.locator('th .standings__team-name').filter({ hasText: exactly(team) }) });
  }

  /** The sentence under a tied row: 'Ahead of Elmstead on head-to-head, 2-1'. */
  tiebreakReason(division: string, team: string): Locator {
    return this.row(division, team).locator('.standings__why');
  }

  /** The LIAA Leaders panel (player statistics), or its Coming Soon state. */
  leaders(): Locator {
    return this.page.getByRole('region', { name: /^LIAA Leaders/ });
  }

  /** One stat's leaders table, by its caption ('Passing Yards'). */
  leaderTable(stat: string): Locator {
    return this.leaders().getByRole('table').filter({ has: this.page.locator('caption', { hasText: new RegExp(`^${stat}`) }) });
  }

  /** The players of one stat's table, in rank order. */
  async leaderNames(stat: string): Promise<string[]> {
    return this.leaderTable(stat).locator('.leaders-table__name').allTextContents();
  }

  comingSoon(title: 'LIAA Leaders' | 'Division Statistics'): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${title}`) });
  }
}
