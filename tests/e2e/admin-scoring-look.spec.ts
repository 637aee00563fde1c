import { expect, test } from './fixtures';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './lookChecks';
import { ScoreAGamePanel } from './pages/admin/ScoreAGamePanel';
import { ScoringConsole } from './pages/admin/ScoringConsole';

// The demo association: live games with a scoring log to look at.
test.use({ demoData: true, serverKey: 'admin-scoring-demo' });

/** A phone held courtside, and the laptop at the scorer's table. */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const size of SIZES) {
  test.describe(`scoring console at ${size.width}px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the dashboard panel and the console look right and pass axe', async ({ adminSession }, testInfo) => {
      test.setTimeout(120_000);
      const { page } = adminSession;
      const shot = (name: string, fullPage = false) => page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`), fullPage });

      const panel = new ScoreAGamePanel(page);
      await expect(panel.games.first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot('dashboard-score-a-game');

      // A live game of the demo with plays: the console with its history.
      await panel.games.filter({ hasText: /./ }).filter({ has: page.getByTestId('game-status').getByText('LIVE') }).first().click();
      const scorer = new ScoringConsole(page);
      await expect(scorer.status).toHaveText('LIVE');
      await expect(scorer.historyItems.first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await shot('scoring-console');
      await shot('scoring-console-full', true);

      await scorer.endGame.click();
      await expect(scorer.endDialog).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('scoring-console-end');
      await scorer.endDialog.getByRole('button', { name: 'Keep scoring' }).click();

      await scorer.historyItems.first().getByRole('button', { name: /^Void: / }).click();
      await expect(scorer.voidDialog).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('scoring-console-void');
    });
  });
}
