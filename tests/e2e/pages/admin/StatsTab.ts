import type { Locator, Page } from '@playwright/test';

/** The dashboard's Add Stats tab ('Add Player Statistics'). */
export class StatsTab {
  readonly panel: Locator;
  readonly heading: Locator;
  readonly sports: Locator;
  readonly playerName: Locator;
  readonly teamName: Locator;
  readonly schoolName: Locator;
  readonly division: Locator;
  readonly season: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly success: Locator;
  readonly savedLines: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
    this.heading = this.panel.getByRole('heading', { level: 2 });
    this.sports = this.panel.getByRole('group', { name: 'Sport' }).getByRole('button');
    this.playerName = this.panel.getByRole('textbox', { name: 'Player Name', exact: true });
    this.teamName = this.panel.getByRole('textbox', { name: 'Team Name', exact: true });
    this.schoolName = this.panel.getByRole('combobox', { name: 'School Name', exact: true });
    this.division = this.panel.getByRole('combobox', { name: 'Division', exact: true });
    this.season = this.panel.getByRole('textbox', { name: 'Season', exact: true });
    this.submit = this.panel.getByRole('button', { name: 'Add Statistics' });
    this.error = this.panel.getByRole('alert').filter({ hasText: /./ });
    this.success = this.panel.getByRole('status').filter({ hasText: /./ });
    this.savedLines = this.panel.getByTestId('saved-stats-line');
  }

  sport(name: string): Locator {
    return this.panel.getByRole('group', { name: 'Sport' }).getByRole('button', { name, exact: true });
  }

  field(label: string): Locator {
    return this.panel.getByRole('textbox', { name: label, exact: true });
  }

  async fillPlayer(values: { player: string; team: string; school: string; division: string; season?: string }): Promise<void> {
    await this.playerName.fill(values.player);
    await this.teamName.fill(values.team);
    await this.schoolName.fill(values.school);
    await this.division.selectOption(values.division);
    if (values.season !== undefined) await this.season.fill(values.season);
  }

  line(player: string): Locator {
    return this.savedLines.filter({ hasText: player });
  }
}
