import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ScoreGrid } from './ScoreGrid';

export type Side = 'home' | 'away';

/** /admin/score/{gameId}: one game's scoring console. */
export class ScoringConsole {
  readonly root: Locator;
  readonly homeScore: Locator;
  readonly awayScore: Locator;
  readonly status: Locator;
  readonly period: Locator;
  readonly startGame: Locator;
  readonly endGame: Locator;
  readonly reopenGame: Locator;
  readonly reopenDialog: Locator;
  readonly undo: Locator;
  /** Undo's place beside End game, there (disabled) while there is nothing to undo. */
  readonly undoSlot: Locator;
  /** What the console did by itself after a tap: 'Set 1 to …, 25 – 23. Set 2 started.' */
  readonly notice: Locator;
  readonly correctScore: Locator;
  readonly alsoScoring: Locator;
  /** '1 possible duplicate: …' above the console, and each marked play in the history. */
  readonly duplicatesNotice: Locator;
  readonly possibleDuplicates: Locator;
  /** 'The final changed after syncing: …', and its OK. */
  readonly syncedChange: Locator;
  readonly syncedChangeOk: Locator;
  readonly error: Locator;
  readonly dismissError: Locator;
  /** Who scores the game (ScorerBanner): '… is scoring this game (since …)' on another device, a request on the scorer's. */
  readonly scorerOther: Locator;
  readonly scorerRequest: Locator;
  readonly scorerLost: Locator;
  readonly askToTakeOver: Locator;
  readonly takeOver: Locator;
  readonly acceptRequest: Locator;
  readonly keepScoring: Locator;
  readonly pending: Locator;
  readonly history: Locator;
  readonly historyItems: Locator;
  readonly endDialog: Locator;
  readonly voidDialog: Locator;
  readonly correctionDialog: Locator;
  readonly correctionGrid: ScoreGrid;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('scoring-console');
    this.homeScore = this.root.getByTestId('console-score-home');
    this.awayScore = this.root.getByTestId('console-score-away');
    this.status = this.root.getByRole('region', { name: 'Score' }).getByTestId('game-status');
    this.period = this.root.getByTestId('console-period');
    this.startGame = this.root.getByRole('button', { name: 'Start game', exact: true });
    this.endGame = this.root.getByRole('button', { name: 'End game', exact: true });
    this.reopenGame = this.root.getByRole('button', { name: 'Reopen game', exact: true });
    this.undo = this.root.getByRole('button', { name: /^Undo / });
    this.undoSlot = this.root.getByRole('button', { name: /^(Undo |Nothing to undo$)/ });
    this.notice = this.root.locator('.scorer__notice');
    this.correctScore = this.root.getByRole('button', { name: 'Correct score', exact: true });
    this.alsoScoring = this.root.getByTestId('also-scoring');
    this.duplicatesNotice = this.root.getByTestId('duplicates-notice');
    this.possibleDuplicates = this.root.getByTestId('possible-duplicate');
    this.syncedChange = this.root.getByTestId('synced-change');
    this.syncedChangeOk = this.root.locator('.scorer__synced').getByRole('button', { name: 'OK', exact: true });
    this.error = this.root.getByTestId('scorer-error');
    this.dismissError = this.root.getByRole('button', { name: 'Dismiss message', exact: true });
    this.scorerOther = this.root.getByTestId('scorer-other');
    this.scorerRequest = this.root.getByTestId('scorer-request');
    this.scorerLost = this.root.getByTestId('scorer-lost');
    this.askToTakeOver = this.root.getByRole('button', { name: 'Ask to take over', exact: true });
    this.takeOver = this.root.getByRole('button', { name: 'Take over', exact: true });
    this.acceptRequest = this.root.getByRole('button', { name: 'Accept', exact: true });
    this.keepScoring = this.root.getByRole('button', { name: 'Keep scoring', exact: true });
    this.pending = this.root.getByTestId('scorer-pending');
    this.history = this.root.getByRole('region', { name: 'History' });
    this.historyItems = this.history.getByTestId('history-item');
    this.endDialog = page.getByRole('dialog', { name: 'End game' });
    this.reopenDialog = page.getByRole('dialog').filter({ hasText: 'Reopen this game to fix its score?' });
    this.voidDialog = page.getByRole('dialog', { name: 'Void this entry' });
    this.correctionDialog = page.getByRole('dialog', { name: 'Correct score' });
    this.correctionGrid = new ScoreGrid(this.correctionDialog);
  }

  async goto(gameId: string): Promise<void> {
    await this.page.goto(`/admin/score/${gameId}`);
    await expect(this.root).toBeVisible();
  }

  /** The button of one play, by its screen-reader label: 'Home Harborview: Three-pointer, plus 3'. */
  play(side: Side, team: string, label: string, value: number): Locator {
    return this.root.getByRole('button', { name: `${side === 'home' ? 'Home' : 'Away'} ${team}: ${label}, plus ${value}`, exact: true });
  }

  /** Volleyball: a team's points in the set being played (the large figure; the sets won are homeScore/awayScore). */
  setPoints(side: Side): Locator {
    return this.root.getByTestId(`console-set-${side}`);
  }

  /** Tennis: a line's button ('s1': Singles 1), with its set scores and, once decided, its winner. */
  line(key: string): Locator {
    return this.root.getByTestId(`line-${key}`);
  }

  periodButton(title: string): Locator {
    return this.root.getByRole('button', { name: title, exact: true });
  }

  async expectScore(home: number | string, away: number | string): Promise<void> {
    await expect(this.homeScore).toHaveText(String(home));
    await expect(this.awayScore).toHaveText(String(away));
  }

  historyItem(text: string | RegExp): Locator {
    return this.historyItems.filter({ has: this.page.locator('.history__text', { hasText: text }) });
  }

  /** The line of a play itself (not of the void that cancelled it). */
  playItem(text: string | RegExp): Locator {
    return this.historyItem(text).and(this.page.locator('[data-kind="play"]'));
  }

  async end(expectedScore: string): Promise<void> {
    await this.endGame.click();
    await expect(this.endDialog.getByTestId('end-game-score')).toHaveText(expectedScore);
    await this.endDialog.getByRole('button', { name: 'End game', exact: true }).click();
    await expect(this.endDialog).toBeHidden();
    await expect(this.status).toHaveText('FINAL');
  }

  /** Reopening asks first, naming the final fans see now: keeping it changes nothing, confirming makes it LIVE. */
  async reopen(expectedScore: string): Promise<void> {
    await this.reopenGame.click();
    await expect(this.reopenDialog).toContainText(expectedScore);
    await this.reopenDialog.getByRole('button', { name: 'Keep it final', exact: true }).click();
    await expect(this.reopenDialog).toBeHidden();
    await expect(this.status).toHaveText('FINAL');
    await this.reopenGame.click();
    await this.reopenDialog.getByRole('button', { name: 'Reopen game', exact: true }).click();
    await expect(this.reopenDialog).toBeHidden();
    await expect(this.status).toHaveText('LIVE');
  }

  async voidEntry(item: Locator, reason: string): Promise<void> {
    await item.getByRole('button', { name: /^Void: / }).click();
    await expect(this.voidDialog).toBeVisible();
    await this.voidDialog.getByRole('button', { name: reason, exact: true }).click();
    await expect(this.voidDialog).toBeHidden();
  }

  /** Types period totals in the 'Correct score' dialog and saves them. */
  async correct(values: Partial<Record<Side, Record<string, string>>>): Promise<void> {
    await this.correctScore.click();
    await expect(this.correctionDialog).toBeVisible();
    await this.correctionGrid.fill(values);
    await this.correctionDialog.getByRole('button', { name: 'Save corrections' }).click();
    await expect(this.correctionDialog).toBeHidden();
  }
}
