import { expect, test } from './fixtures';
import { VIEWPORTS, expectLaidOut, expectNoAxeViolations } from './lookChecks';
import { AddGameTab } from './pages/admin/AddGameTab';
import { AddScheduleTab } from './pages/admin/AddScheduleTab';
import { AddSportTab } from './pages/admin/AddSportTab';
import { EditScheduleTab } from './pages/admin/EditScheduleTab';

// The demo association: realistic lists of schools and games to look at.
test.use({ demoData: true, serverKey: 'admin-games-demo' });

for (const viewport of VIEWPORTS) {
  test.describe(`games tabs at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Add Sport, Add Schedule, Add Game and Edit Schedule are laid out and pass axe', async ({ adminSession }) => {
      test.setTimeout(120_000);
      const { page, admin } = adminSession;
      const check = async () => {
        await expectLaidOut(page);
        await expectNoAxeViolations(page);
      };

      await admin.openTab('Add Sport');
      const sport = new AddSportTab(page);
      await sport.school.selectOption({ index: 1 });
      await expect(sport.panel.getByRole('list', { name: /^Sports of / })).toBeVisible();
      await check();

      await admin.openTab('Add Schedule');
      const schedule = new AddScheduleTab(page);
      await schedule.school.selectOption({ index: 1 });
      await schedule.sport.selectOption({ index: 1 });
      await schedule.addEntry.click();
      await expect(schedule.games.first()).toBeVisible();
      await check();

      await admin.openTab('Add Game');
      const game = new AddGameTab(page);
      await game.submit.click();
      await expect(game.formError).toHaveText('Please fill out all fields.');
      const first = game.liveSection.getByTestId('active-game').first();
      await first.getByRole('button', { name: /^Edit score/ }).click();
      await expect(game.editors).toHaveCount(1);
      await first.scrollIntoViewIfNeeded();
      await check();

      await admin.openTab('Edit Schedule');
      const edit = new EditScheduleTab(page);
      const card = edit.panel.getByTestId('edit-schedule-school').first();
      await card.getByRole('button').first().click();
      await card.getByRole('group', { name: /^Sports of / }).getByRole('button').first().click();
      await expect(card.getByTestId('edit-schedule-game').first()).toBeVisible();
      await check();
      await card.getByTestId('edit-schedule-game').first().getByRole('button', { name: /Score/ }).click();
      await expect(edit.dialog).toBeVisible();
      await expectLaidOut(page);
      await expectNoAxeViolations(page);
    });
  });
}
