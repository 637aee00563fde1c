import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { watchMessages } from '../../messages';
import { labelled } from './labelled';

export interface EntryValues {
  location: string;
  /** datetime-local value, e.g. 2030-09-12T19:00 */
  time: string;
  opponent: string;
  /** Where the school plays; `add` picks Home when not given. */
  venue?: 'Home' | 'Away';
  /** Ticks 'Not an association school' (the opponent typed, not picked). */
  nonMember?: boolean;
}

/** The dashboard's Add Schedule tab: school, sport, entries and the school's games. */
export class AddScheduleTab {
  readonly panel: Locator;
  readonly school: Locator;
  readonly sport: Locator;
  readonly entries: Locator;
  readonly addEntry: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly success: Locator;
  readonly games: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
    this.school = labelled(this.panel, 'School');
    this.sport = labelled(this.panel, 'Sport');
    this.entries = this.panel.getByTestId('schedule-entry');
    this.addEntry = this.panel.getByRole('button', { name: 'Add Entry' });
    this.submit = this.panel.getByRole('button', { name: 'Add Schedule' });
    this.error = this.panel.getByRole('alert').filter({ hasText: /./ });
    this.success = this.panel.getByRole('status').filter({ hasText: /successfully/ });
    this.games = this.panel.getByTestId('schedule-game');
  }

  entry(index: number): { location: Locator; time: Locator; opponent: Locator; nonMember: Locator; venue(label: 'Home' | 'Away'): Locator; remove: Locator } {
    const row = this.entries.nth(index);
    return {
      location: labelled(row, 'Location'),
      time: labelled(row, 'Time'),
      opponent: labelled(row, 'Opponent'),
      nonMember: row.getByRole('checkbox', { name: /^Not an association school/ }),
      venue: (label) => row.getByRole('radio', { name: label, exact: true }),
      remove: row.getByRole('button', { name: `Remove Entry ${index + 1}` }),
    };
  }

  async choose(school: string, sport: string): Promise<void> {
    await this.school.selectOption({ label: school });
    await this.sport.selectOption({ label: sport });
  }

  async fillEntry(index: number, values: Partial<EntryValues>): Promise<void> {
    const entry = this.entry(index);
    if (values.location !== undefined) await entry.location.fill(values.location);
    if (values.time !== undefined) await entry.time.fill(values.time);
    if (values.opponent !== undefined) await entry.opponent.fill(values.opponent);
    if (values.venue !== undefined) await entry.venue(values.venue).check();
    if (values.nonMember !== undefined) await entry.nonMember.setChecked(values.nonMember);
  }

  game(opponent: string): Locator {
    return this.games.filter({ hasText: opponent });
  }

  async deleteGame(opponent: string): Promise<void> {
    await this.game(opponent).getByRole('button', { name: /^Delete game/ }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this game?');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  }

  async add(school: string, sport: string, entries: readonly EntryValues[]): Promise<void> {
    await this.choose(school, sport);
    for (const [index, values] of entries.entries()) {
      if (index > 0) await this.addEntry.click();
      await this.fillEntry(index, { venue: 'Home', ...values });
    }
    const shown = await watchMessages(this.page);
    await this.submit.click();
    await shown('Schedule added successfully!');
  }
}
