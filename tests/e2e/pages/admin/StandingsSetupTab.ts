import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { AdminPage } from '../AdminPage';
import { labelled } from './labelled';

/** The dashboard's Standings tab: a sport's divisions and tiebreakers in one season. */
export class StandingsSetupTab {
  readonly panel: Locator;
  readonly heading: Locator;
  readonly sport: Locator;
  readonly season: Locator;
  readonly divisions: Locator;
  readonly noDivisions: Locator;
  readonly addDivisionButton: Locator;
  readonly tiebreakers: Locator;
  readonly addTiebreakerSelect: Locator;
  readonly addTiebreakerButton: Locator;
  readonly save: Locator;
  readonly discard: Locator;
  readonly error: Locator;
  readonly success: Locator;
  readonly note: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
    this.heading = this.panel.getByRole('heading', { level: 2, name: 'Standings set-up' });
    this.sport = labelled(this.panel, 'Sport');
    this.season = labelled(this.panel, 'Season');
    this.divisions = this.panel.getByTestId('standings-division');
    this.noDivisions = this.panel.getByText('No divisions yet for this season.');
    this.addDivisionButton = this.panel.getByRole('button', { name: 'Add division', exact: true });
    this.tiebreakers = this.panel.getByTestId('standings-tiebreaker');
    // Role and name: a label wrapping a select has the options in its text, which getByLabel matches.
    this.addTiebreakerSelect = this.panel.getByRole('combobox', { name: 'Add tiebreaker', exact: true });
    this.addTiebreakerButton = this.panel.getByRole('button', { name: 'Add the chosen tiebreaker' });
    this.save = this.panel.getByRole('button', { name: 'Save', exact: true });
    this.discard = this.panel.getByRole('button', { name: 'Discard changes' });
    this.error = this.panel.getByRole('alert').filter({ hasText: /./ });
    this.success = this.panel.getByRole('status').filter({ hasText: 'Standings set-up saved.' });
    this.note = this.panel.getByRole('status').filter({ hasText: /^Copied from/ });
    this.dialog = page.getByRole('dialog');
  }

  /** Through the dashboard's tab opener, which clicks again if a click landed while the list above the tabs grew. */
  async open(): Promise<void> {
    await new AdminPage(this.page).openTab('Standings');
    await expect(this.heading).toBeVisible();
  }

  /** Chooses a sport (by name) and a season, and waits for its set-up to load. */
  async choose(sport: string, season: string): Promise<void> {
    await this.sport.selectOption({ label: sport });
    await expect(this.season.locator(`option[value="${season}"]`)).toHaveCount(1);
    await this.season.selectOption(season);
    // A device on its first sync shows 'Loading standings set-up…' until it has the stored set-ups:
    // an admin's first sync reads every season, which takes a while on a busy machine.
    await expect(this.save).toBeVisible({ timeout: 60_000 });
  }

  divisionName(position: number): Locator {
    return this.panel.getByRole('textbox', { name: `Division ${position} name`, exact: true });
  }

  addSchoolSelect(division: string): Locator {
    return this.panel.getByRole('combobox', { name: `Add a school to ${division}`, exact: true });
  }

  members(division: string): Locator {
    return this.panel.getByRole('list', { name: `Schools in ${division}` }).getByRole('listitem');
  }

  async addSchool(division: string, school: string): Promise<void> {
    await this.addSchoolSelect(division).selectOption({ label: school });
    await this.panel.getByRole('button', { name: `Add the chosen school to ${division}` }).click();
    await expect(this.members(division).filter({ hasText: school })).toHaveCount(1);
  }

  removeSchoolButton(division: string, school: string): Locator {
    return this.panel.getByRole('button', { name: `Remove ${school} from ${division}` });
  }

  removeDivisionButton(division: string): Locator {
    return this.panel.getByRole('button', { name: `Remove division ${division}` });
  }

  moveButton(label: string, direction: 'up' | 'down'): Locator {
    return this.panel.getByRole('button', { name: `Move '${label}' ${direction}` });
  }

  removeTiebreakerButton(label: string): Locator {
    return this.panel.getByRole('button', { name: `Remove '${label}'` });
  }

  async addTiebreaker(label: string): Promise<void> {
    await this.addTiebreakerSelect.selectOption({ label });
    await this.addTiebreakerButton.click();
  }

  async expectTiebreakers(labels: readonly string[]): Promise<void> {
    await expect(this.tiebreakers.locator('.standings-tiebreaker__label')).toHaveText([...labels]);
  }

  async saveAndWait(): Promise<void> {
    await this.save.click();
    await expect(this.success).toBeVisible();
  }
}
