import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { watchMessages } from '../messages';

export interface LogoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The dashboard's Add School tab: the form (adding, or editing a listed school) and the list with Edit, Archive and Delete. */
export class AddSchoolTab {
  readonly panel: Locator;
  readonly name: Locator;
  readonly location: Locator;
  readonly logo: Locator;
  readonly logoPreview: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly success: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
    this.name = this.panel.getByLabel('School Name');
    this.location = this.panel.getByLabel('Location');
    this.logo = this.panel.getByLabel('Logo (optional)');
    this.logoPreview = this.panel.getByRole('img', { name: 'Logo preview' });
    this.submit = this.panel.getByRole('button', { name: 'Add School' });
    this.error = this.panel.getByRole('alert').filter({ hasText: /./ });
    this.success = this.panel.getByRole('status').filter({ hasText: /successfully/ });
    this.rows = this.panel.getByTestId('admin-school-row');
  }

  async fill(name: string, location: string): Promise<void> {
    await this.name.fill(name);
    await this.location.fill(location);
  }

  async chooseLogo(file: LogoFile): Promise<void> {
    await this.logo.setInputFiles(file);
  }

  async add(name: string, location: string, logo?: LogoFile): Promise<void> {
    await this.fill(name, location);
    if (logo) {
      await this.chooseLogo(logo);
      await expect(this.logoPreview).toBeVisible();
    }
    const shown = await watchMessages(this.page);
    await this.submit.click();
    await shown('School added successfully!');
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Opens a listed school in the form, changes what is given and saves it. */
  async edit(name: string, changes: { name?: string; location?: string }): Promise<void> {
    await this.row(name).getByRole('button', { name: `Edit ${name}` }).click();
    await expect(this.panel.getByRole('heading', { name: `Edit School: ${name}` })).toBeVisible();
    await expect(this.name).toBeFocused();
    if (changes.name !== undefined) await this.name.fill(changes.name);
    if (changes.location !== undefined) await this.location.fill(changes.location);
    const shown = await watchMessages(this.page);
    await this.panel.getByRole('button', { name: 'Save Changes' }).click();
    await shown('School updated successfully!');
  }

  async delete(name: string): Promise<void> {
    const dialog = await this.askDelete(name);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  }

  /** Opens a listed school's delete dialog, which says what goes with it and offers 'Archive instead'. */
  async askDelete(name: string): Promise<Locator> {
    await this.row(name).getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this school?');
    return dialog;
  }

  /** Archive or Unarchive from the list, and waits for its success line. */
  async setArchived(name: string, archived: boolean): Promise<void> {
    const shown = await watchMessages(this.page);
    await this.row(name).getByRole('button', { name: `${archived ? 'Archive' : 'Unarchive'} ${name}` }).click();
    await shown(archived ? 'School archived: it is off the public lists, and its past results keep its name.' : 'School unarchived: it is back on the public lists.');
  }
}
