import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { labelled } from './labelled';

/** The dashboard's Add Sport tab. */
export class AddSportTab {
  readonly panel: Locator;
  readonly school: Locator;
  readonly sport: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly success: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
    this.school = labelled(this.panel, 'School');
    this.sport = labelled(this.panel, 'Sport');
    this.submit = this.panel.getByRole('button', { name: 'Add Sport' });
    this.error = this.panel.getByRole('alert').filter({ hasText: /./ });
    this.success = this.panel.getByRole('status').filter({ hasText: /added to/ });
  }

  sportsOf(school: string): Locator {
    return this.panel.getByRole('list', { name: `Sports of ${school}` }).getByRole('listitem');
  }

  async add(school: string, sport: string): Promise<void> {
    await this.school.selectOption({ label: school });
    await this.sport.selectOption({ label: sport });
    await this.submit.click();
    await expect(this.success).toHaveText(`${sport} added to ${school}!`);
  }
}
