import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { RosterDoc } from '../../../src/shared/schemas/rosters.schema';
import type { SchoolDoc } from '../../../src/shared/schemas/schools.schema';
import { currentSeason } from '../../../src/shared/standings/season';
import { Header } from './Header';

/** /schools/{id}: a school, its sports sidebar, and the chosen sport's record, schedule and roster. */
export class SchoolPage {
  readonly header: Header;
  readonly heading: Locator;
  readonly location: Locator;
  readonly logo: Locator;
  readonly logoPlaceholder: Locator;
  readonly sportsNav: Locator;
  readonly sportTitle: Locator;
  readonly record: Locator;
  readonly recordSection: Locator;
  readonly games: Locator;
  readonly rosterSection: Locator;
  readonly notesDialog: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.location = page.locator('.school-hero__location');
    this.logo = page.locator('.school-hero__logo img');
    this.logoPlaceholder = page.locator('.school-hero__placeholder');
    this.sportsNav = page.getByRole('navigation', { name: 'Sports' });
    this.sportTitle = page.getByRole('heading', { level: 2 }).and(page.locator('#school-sport-title'));
    this.record = page.getByTestId('overall-record');
    this.recordSection = page.getByRole('region', { name: 'Overall Record' });
    this.games = page.getByTestId('school-game');
    this.rosterSection = page.getByRole('region', { name: 'Roster', exact: true });
    this.notesDialog = page.getByRole('dialog', { name: 'Game Notes & Box Score' });
  }

  async goto(id: string, sport?: string): Promise<void> {
    await this.page.goto(`/schools/${encodeURIComponent(id)}${sport ? `?sport=${encodeURIComponent(sport)}` : ''}`);
  }

  /**
   * A school's football roster kept on this device before its page is opened (a followed team):
   * its lane is among the kept ones, and offline the page shows every player of it.
   */
  async expectRosterKeptOffline(context: BrowserContext, school: SchoolDoc, roster: RosterDoc): Promise<void> {
    await expect.poll(() => this.page.evaluate(() => localStorage.getItem('liaa.keptSeasons') ?? '')).toContain(`rosters@${currentSeason()}#${school.id}`);
    await context.setOffline(true);
    await this.goto(school.id, 'football');
    await this.expectSchool(school.name);
    await expect(this.rosterTable(roster.season).locator('tbody tr')).toHaveCount(roster.players.length);
  }

  /** Waits for the school itself (not a loading or error state). */
  async expectSchool(name: string): Promise<void> {
    await expect(this.heading).toHaveText(name);
  }

  sportLink(name: string): Locator {
    return this.sportsNav.getByRole('link', { name, exact: true });
  }

  async chooseSport(name: string): Promise<void> {
    await this.sportLink(name).click();
    await expect(this.sportTitle).toHaveText(name);
  }

  text(message: string): Locator {
    return this.page.getByText(message, { exact: true });
  }

  /** A game of the schedule by its opponent's name. */
  game(opponent: string): Locator {
    return this.games.filter({ has: this.page.locator('.school-game__team', { hasText: opponent }) });
  }

  gameById(id: string): Locator {
    return this.page.locator(`[data-testid="school-game"][data-game-id="${id}"]`);
  }

  score(game: Locator): Locator {
    return game.getByTestId('game-score');
  }

  notesButton(game: Locator): Locator {
    return game.getByRole('button', { name: /^Game Notes/ });
  }

  async openNotes(game: Locator): Promise<void> {
    await this.notesButton(game).click();
    await expect(this.notesDialog).toBeVisible();
  }

  rosterTable(season: string): Locator {
    return this.rosterSection.getByRole('table', { name: `${season} Season` });
  }

  /** The Stats panel of the chosen sport. */
  statsSection(): Locator {
    return this.page.getByRole('region', { name: 'Stats', exact: true });
  }

  /** The scrolling region around the stats table ('Football stats'). */
  statsRegion(sport: string): Locator {
    return this.page.getByRole('region', { name: `${sport} stats`, exact: true });
  }

  statsTable(): Locator {
    return this.statsSection().getByRole('table');
  }

  /** Player names of the stats table, in the order shown. */
  async statsPlayers(): Promise<string[]> {
    return this.statsTable().locator('tbody th').allTextContents();
  }
}
