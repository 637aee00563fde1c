import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface PlayerInput {
  number?: string;
  name?: string;
  position?: string;
  defense?: string;
  grade?: string;
}

/** The dashboard's Add Roster tab ('Add Team Roster' / 'Edit Team Roster'). */
export class RosterTab {
  readonly panel: Locator;
  readonly heading: Locator;
  readonly school: Locator;
  readonly sport: Locator;
  readonly season: Locator;
  readonly rows: Locator;
  readonly addPlayer: Locator;
  readonly submit: Locator;
  readonly update: Locator;
  readonly cancelEdit: Locator;
  readonly error: Locator;
  readonly success: Locator;
  readonly playerDeleted: Locator;
  readonly savedRosters: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
    this.heading = this.panel.getByRole('heading', { level: 2 });
    this.school = this.panel.getByRole('combobox', { name: 'School', exact: true });
    this.sport = this.panel.getByRole('combobox', { name: 'Sport', exact: true });
    this.season = this.panel.getByRole('combobox', { name: 'Season', exact: true });
    this.rows = this.panel.getByTestId('roster-player-row');
    this.addPlayer = this.panel.getByRole('button', { name: 'Add Player' });
    this.submit = this.panel.getByRole('button', { name: 'Add Roster' });
    this.update = this.panel.getByRole('button', { name: 'Update Roster' });
    this.cancelEdit = this.panel.getByRole('button', { name: 'Cancel Edit' });
    this.error = this.panel.getByRole('alert').filter({ hasText: /./ });
    this.success = this.panel.getByRole('status').filter({ hasText: /^Roster / });
    this.playerDeleted = this.panel.getByRole('status').filter({ hasText: 'Player deleted successfully' });
    this.savedRosters = this.panel.getByTestId('saved-roster');
  }

  row(index: number): Locator {
    return this.rows.nth(index);
  }

  async fillPlayer(index: number, player: PlayerInput): Promise<void> {
    const row = this.row(index);
    if (player.number !== undefined) await row.getByRole('textbox', { name: 'Number', exact: true }).fill(player.number);
    if (player.name !== undefined) await row.getByRole('textbox', { name: 'Name', exact: true }).fill(player.name);
    if (player.position !== undefined) await row.getByRole('combobox', { name: /^(Position|Offense)$/ }).selectOption(player.position);
    if (player.defense !== undefined) await row.getByRole('combobox', { name: 'Defense', exact: true }).selectOption(player.defense);
    if (player.grade !== undefined) await row.getByRole('combobox', { name: 'Grade', exact: true }).selectOption(player.grade);
  }

  async choose(school: string, sport?: string, season?: string): Promise<void> {
    await this.school.selectOption({ label: school });
    if (sport !== undefined) await this.sport.selectOption({ label: sport });
    if (season !== undefined) await this.season.selectOption(season);
  }

  async deletePlayer(index: number): Promise<void> {
    await this.row(index).getByRole('button', { name: `Delete Player ${index + 1}` }).click();
  }

  savedRoster(sport: string, season: string): Locator {
    return this.savedRosters.filter({ hasText: sport }).filter({ hasText: season });
  }

  async edit(sport: string, season: string): Promise<void> {
    await this.panel.getByRole('button', { name: `Edit Roster ${sport} ${season}` }).click();
    await expect(this.heading).toHaveText('Edit Team Roster');
  }
}
