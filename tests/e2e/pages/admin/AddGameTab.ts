import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { labelled } from './labelled';
import { ScoreGrid } from './ScoreGrid';

export interface NewGameValues {
  status: 'Live now' | 'Upcoming';
  sport: string;
  /** The school entering the game, playing at home (the form asks; these games are home games). */
  home: string;
  /** The opponent. */
  away: string;
  /** Ticks 'Not an association school' (the opponent typed, not picked). */
  nonMember?: boolean;
  location: string;
  /** datetime-local value */
  time: string;
  url?: string;
}

/** The dashboard's Add Game tab: the new-game form and the live/upcoming manager. */
export class AddGameTab {
  readonly panel: Locator;
  readonly form: Locator;
  readonly sport: Locator;
  readonly school: Locator;
  readonly opponent: Locator;
  readonly nonMember: Locator;
  readonly location: Locator;
  readonly time: Locator;
  readonly url: Locator;
  readonly submit: Locator;
  readonly formError: Locator;
  readonly formSuccess: Locator;
  readonly liveSection: Locator;
  readonly upcomingSection: Locator;
  readonly games: Locator;
  readonly editors: Locator;
  readonly listSuccess: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
    this.form = this.panel.getByRole('form', { name: 'Add a game' });
    this.sport = labelled(this.form, 'Sport');
    this.school = labelled(this.form, 'School');
    this.opponent = labelled(this.form, 'Opponent');
    this.nonMember = this.form.getByRole('checkbox', { name: /^Not an association school/ });
    this.location = labelled(this.form, 'Location');
    this.time = labelled(this.form, 'Date and time');
    this.url = labelled(this.form, 'Stream URL (optional)');
    this.submit = this.form.getByRole('button', { name: 'Add Game' });
    this.formError = this.form.getByRole('alert').filter({ hasText: /./ });
    this.formSuccess = this.form.getByRole('status').filter({ hasText: /./ });
    this.liveSection = this.panel.getByRole('region', { name: 'Live Games' });
    this.upcomingSection = this.panel.getByRole('region', { name: 'Upcoming Games' });
    this.games = this.panel.getByTestId('active-game');
    this.editors = this.panel.getByTestId('inline-score-editor');
    this.listSuccess = this.panel.locator('.games-section > [role="status"]').filter({ hasText: /./ });
  }

  status(label: NewGameValues['status']): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** 'Home' or 'Away': where the school plays. */
  venue(label: 'Home' | 'Away'): Locator {
    return this.form.getByRole('radio', { name: label, exact: true });
  }

  async fill(values: Partial<NewGameValues>): Promise<void> {
    if (values.status) await this.status(values.status).check();
    if (values.sport !== undefined) await this.sport.selectOption({ label: values.sport });
    if (values.home !== undefined) {
      await this.school.selectOption({ label: values.home });
      await this.venue('Home').check();
    }
    if (values.away !== undefined) await this.opponent.fill(values.away);
    if (values.nonMember !== undefined) await this.nonMember.setChecked(values.nonMember);
    if (values.location !== undefined) await this.location.fill(values.location);
    if (values.time !== undefined) await this.time.fill(values.time);
    if (values.url !== undefined) await this.url.fill(values.url);
  }

  async add(values: NewGameValues): Promise<void> {
    await this.fill(values);
    await this.submit.click();
    await expect(this.formSuccess).toHaveText(values.status === 'Live now' ? 'Live game added!' : 'Upcoming game added!');
  }

  /** Pages through the upcoming list (soonest ten first) until the game shows. */
  async revealUpcoming(home: string, away: string): Promise<Locator> {
    const card = this.upcomingSection.getByTestId('active-game').filter({ has: this.page.getByText(`${home} vs ${away}`, { exact: true }) });
    const more = this.upcomingSection.getByRole('button', { name: /^Show more upcoming games/ });
    await expect(async () => {
      if ((await card.count()) === 0 && (await more.isVisible())) await more.click();
      await expect(card).toHaveCount(1, { timeout: 1_000 });
    }).toPass();
    return card;
  }

  /** A game card by 'Home vs Away'. */
  game(home: string, away: string): Locator {
    return this.games.filter({ has: this.page.getByText(`${home} vs ${away}`, { exact: true }) });
  }

  async openEditor(home: string, away: string): Promise<{ card: Locator; grid: ScoreGrid; editor: Locator }> {
    const card = this.game(home, away);
    await card.getByRole('button', { name: `Edit score: ${home} vs ${away}` }).click();
    const editor = card.getByTestId('inline-score-editor');
    await expect(editor).toBeVisible();
    return { card, grid: new ScoreGrid(editor), editor };
  }

  async deleteGame(home: string, away: string): Promise<void> {
    await this.game(home, away).getByRole('button', { name: `Delete game: ${home} vs ${away}` }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this game?');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  }
}
