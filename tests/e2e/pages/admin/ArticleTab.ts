import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { watchMessages } from '../../messages';

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface ArticleInput {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  image?: ImageFile;
}

/** The dashboard's Add Article tab: the form, current and archived lists. */
export class ArticleTab {
  readonly panel: Locator;
  readonly title: Locator;
  readonly category: Locator;
  readonly excerpt: Locator;
  readonly content: Locator;
  readonly image: Locator;
  readonly imagePreview: Locator;
  readonly submit: Locator;
  readonly saveChanges: Locator;
  readonly cancelEdit: Locator;
  readonly error: Locator;
  readonly success: Locator;
  readonly current: Locator;
  readonly archived: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
    this.title = this.panel.getByRole('textbox', { name: 'Title', exact: true });
    this.category = this.panel.getByRole('combobox', { name: 'Category', exact: true });
    this.excerpt = this.panel.getByRole('textbox', { name: 'Excerpt', exact: true });
    this.content = this.panel.getByRole('textbox', { name: 'Content', exact: true });
    this.image = this.panel.getByLabel('Image (optional)', { exact: true });
    this.imagePreview = this.panel.getByRole('img', { name: 'Article image preview' });
    this.submit = this.panel.getByRole('button', { name: 'Add Article' });
    this.saveChanges = this.panel.getByRole('button', { name: 'Save Changes' });
    this.cancelEdit = this.panel.getByRole('button', { name: 'Cancel Edit' });
    this.error = this.panel.getByRole('alert').filter({ hasText: /./ });
    this.success = this.panel.getByRole('status').filter({ hasText: /./ });
    this.current = this.panel.getByRole('region', { name: /^Current Articles/ });
    this.archived = this.panel.getByRole('region', { name: /^Archived Articles/ });
    this.confirmDialog = page.getByRole('dialog', { name: 'Please confirm' });
  }

  async fill(input: Partial<ArticleInput>): Promise<void> {
    if (input.title !== undefined) await this.title.fill(input.title);
    if (input.category !== undefined) await this.category.selectOption(input.category);
    if (input.excerpt !== undefined) await this.excerpt.fill(input.excerpt);
    if (input.content !== undefined) await this.content.fill(input.content);
    if (input.image) {
      await this.image.setInputFiles(input.image);
      await expect(this.imagePreview).toBeVisible();
    }
  }

  async add(input: ArticleInput): Promise<void> {
    await this.fill(input);
    const shown = await watchMessages(this.page);
    await this.submit.click();
    await shown('Article added successfully!');
  }

  /** Edit on a listed article: the form takes it, the changes are saved. */
  async edit(title: string, changes: Partial<ArticleInput>): Promise<void> {
    await this.panel.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    await expect(this.panel.getByRole('heading', { name: `Edit Article: ${title}` })).toBeVisible();
    await expect(this.title).toHaveValue(title);
    await expect(this.title).toBeFocused();
    await this.fill(changes);
    const shown = await watchMessages(this.page);
    await this.saveChanges.click();
    await shown('Article updated successfully!');
  }

  row(list: Locator, title: string): Locator {
    return list.getByTestId('admin-article-row').filter({ has: this.page.getByText(title, { exact: true }) });
  }

  async confirm(message: string, button: 'Delete' | 'Cancel' = 'Delete'): Promise<void> {
    await expect(this.confirmDialog).toContainText(message);
    await this.confirmDialog.getByRole('button', { name: button, exact: true }).click();
    await expect(this.confirmDialog).toBeHidden();
  }
}
