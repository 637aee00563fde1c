import { expect, test } from './fixtures';
import { VIEWPORTS, expectNoAxeViolations, expectNoHorizontalScroll } from './lookChecks';
import { AddGameTab } from './pages/admin/AddGameTab';
import { AddScheduleTab } from './pages/admin/AddScheduleTab';
import { AddSportTab } from './pages/admin/AddSportTab';
import { EditScheduleTab } from './pages/admin/EditScheduleTab';

// The demo association: realistic lists of schools and games to look at.
test.use({ demoData: true, serverKey: 'admin-games-demo' });

for (const viewport of VIEWPORTS) {
  test.describe(`games tabs at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Add Sport, Add Schedule, Add Game and Edit Schedule look right and pass axe', async ({ adminSession }, testInfo) => {
      test.setTimeout(120_000);
      const { page, admin } = adminSession;
      const shot = (name: string) =>
        page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: viewport.name === 'desktop' });
      const check = async (name: string) => {
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page);
        await shot(name);
      };

      await admin.openTab('Add Sport');
      const sport = new AddSportTab(page);
      await sport.school.selectOption({ index: 1 });
      await expect(sport.panel.getByRole('list', { name: /^Sports of / })).toBeVisible();
      await check('add-sport');

      await admin.openTab('Add Schedule');
      const schedule = new AddScheduleTab(page);
      await schedule.school.selectOption({ index: 1 });
      await schedule.sport.selectOption({ index: 1 });
      await schedule.addEntry.click();
      await expect(schedule.games.first()).toBeVisible();
      await check('add-schedule');

      await admin.openTab('Add Game');
      const game = new AddGameTab(page);
      await game.submit.click();
      await expect(game.formError).toHaveText('Please fill out all fields.');
      const first = game.liveSection.getByTestId('active-game').first();
      await first.getByRole('button', { name: /^Edit score/ }).click();
      await expect(game.editors).toHaveCount(1);
      await check('add-game');
      await first.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`add-game-editor-${viewport.width}.png`) });

      await admin.openTab('Edit Schedule');
      const edit = new EditScheduleTab(page);
      const card = edit.panel.getByTestId('edit-schedule-school').first();
      await card.getByRole('button').first().click();
      await card.getByRole('group', { name: /^Sports of / }).getByRole('button').first().click();
      await expect(card.getByTestId('edit-schedule-game').first()).toBeVisible();
      await check('edit-schedule');
      await card.getByTestId('edit-schedule-game').first().getByRole('button', { name: /Score/ }).click();
      await expect(edit.dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`edit-game-scores-${viewport.width}.png`) });
    });
  });
}
