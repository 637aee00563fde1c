import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { labelled } from './labelled';
import { ScoreGrid } from './ScoreGrid';

export interface GameEditValues {
  sport?: string;
  /** datetime-local value */
  time?: string;
  location?: string;
  venue?: 'Home' | 'Away';
  opponent?: string;
  nonMember?: boolean;
  url?: string;
}

/** The dashboard's Edit Schedule tab: school cards, sport buttons, games and 'Edit Game Scores'. */
export class EditScheduleTab {
  readonly panel: Locator;
  readonly dialog: Locator;
  readonly grid: ScoreGrid;
  readonly dialogError: Locator;
  readonly saveScores: Locator;
  readonly success: Locator;
  /** 'Edit Game': a game's date and time, location, opponent, home or away, stream link, sport. */
  readonly gameDialog: Locator;
  readonly gameDialogError: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
    this.dialog = page.getByRole('dialog', { name: 'Edit Game Scores' });
    this.grid = new ScoreGrid(this.dialog);
    this.dialogError = this.dialog.getByRole('alert').filter({ hasText: /./ });
    this.saveScores = this.dialog.getByRole('button', { name: 'Save Scores' });
    this.success = this.panel.getByRole('status').filter({ hasText: /successfully/ });
    this.gameDialog = page.getByRole('dialog', { name: 'Edit Game', exact: true });
    this.gameDialogError = this.gameDialog.getByRole('alert').filter({ hasText: /./ });
  }

  async openGameEdit(school: string, opponent: string): Promise<void> {
    await this.game(school, opponent).getByRole('button', { name: /^Edit Game/ }).click();
    await expect(this.gameDialog).toBeVisible();
  }

  async fillGame(values: GameEditValues): Promise<void> {
    const d = this.gameDialog;
    if (values.sport !== undefined) await labelled(d, 'Sport').selectOption({ label: values.sport });
    if (values.time !== undefined) await labelled(d, 'Date and time').fill(values.time);
    if (values.location !== undefined) await labelled(d, 'Location').fill(values.location);
    if (values.venue !== undefined) await d.getByRole('radio', { name: values.venue, exact: true }).check();
    if (values.opponent !== undefined) await labelled(d, 'Opponent').fill(values.opponent);
    if (values.nonMember !== undefined) await d.getByRole('checkbox', { name: /^Not an association school/ }).setChecked(values.nonMember);
    if (values.url !== undefined) await labelled(d, 'Stream URL (optional)').fill(values.url);
  }

  async saveGame(): Promise<void> {
    await this.gameDialog.getByRole('button', { name: 'Save Game' }).click();
  }

  school(name: string): Locator {
    return this.panel.getByTestId('edit-schedule-school').filter({ has: this.page.getByRole('button', { name, exact: true }) });
  }

  schoolToggle(name: string): Locator {
    return this.school(name).getByRole('button', { name, exact: true });
  }

  sportButton(school: string, sport: string): Locator {
    return this.school(school).getByRole('group', { name: `Sports of ${school}` }).getByRole('button', { name: sport, exact: true });
  }

  games(school: string): Locator {
    return this.school(school).getByTestId('edit-schedule-game');
  }

  game(school: string, opponent: string): Locator {
    return this.games(school).filter({ hasText: opponent });
  }

  async openSport(school: string, sport: string): Promise<void> {
    if ((await this.schoolToggle(school).getAttribute('aria-expanded')) !== 'true') await this.schoolToggle(school).click();
    await this.sportButton(school, sport).click();
    await expect(this.sportButton(school, sport)).toHaveAttribute('aria-pressed', 'true');
  }

  notesField(label: RegExp | string): Locator {
    return this.dialog.getByLabel(label);
  }

  async openScores(school: string, opponent: string): Promise<void> {
    await this.game(school, opponent).getByRole('button', { name: /^(Add|Edit) Score/ }).click();
    await expect(this.dialog).toBeVisible();
  }
}
