import type { Locator } from '@playwright/test';

/** The score table of the inline editor and of 'Edit Game Scores': one row per period, an input per side. */
export class ScoreGrid {
  readonly root: Locator;
  readonly periodHeaders: Locator;

  constructor(scope: Locator) {
    this.root = scope.getByRole('group', { name: /^Score of / });
    this.periodHeaders = this.root.locator('tbody th');
  }

  /** e.g. cell('home', '1'), cell('away', 'Final'), cell('home', 'Hole 3'). */
  cell(side: 'home' | 'away', column: string): Locator {
    return this.root.getByLabel(`${side === 'home' ? 'Home' : 'Away'} ${column}`, { exact: true });
  }

  /** The sport's score columns, in order (one row each), then Final. */
  async columns(): Promise<string[]> {
    return (await this.periodHeaders.allTextContents()).map((t) => t.trim());
  }

  async fill(values: Partial<Record<'home' | 'away', Record<string, string>>>): Promise<void> {
    for (const side of ['home', 'away'] as const) {
      for (const [column, value] of Object.entries(values[side] ?? {})) await this.cell(side, column).fill(value);
    }
  }
}
