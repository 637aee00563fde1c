import { expect, test } from './fixtures';
import { expectLaidOut, expectNoAxeViolations } from './lookChecks';
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

    test('the dashboard panel and the console are laid out and pass axe', async ({ adminSession }) => {
      test.setTimeout(120_000);
      const { page } = adminSession;

      const panel = new ScoreAGamePanel(page);
      await expect(panel.games.first()).toBeVisible();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);

      // A live game of the demo with plays: the console with its history.
      await panel.games.filter({ hasText: /./ }).filter({ has: page.getByTestId('game-status').getByText('LIVE') }).first().click();
      const scorer = new ScoringConsole(page);
      await expect(scorer.status).toHaveText('LIVE');
      await expect(scorer.historyItems.first()).toBeVisible();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);

      await scorer.endGame.click();
      await expect(scorer.endDialog).toBeVisible();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
      await scorer.endDialog.getByRole('button', { name: 'Keep scoring' }).click();

      await scorer.historyItems.first().getByRole('button', { name: /^Void: / }).click();
      await expect(scorer.voidDialog).toBeVisible();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
    });
  });
}
